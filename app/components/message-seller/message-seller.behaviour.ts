/**
 * Message seller's quick replies (./message-seller.contract.ts): a tapped reply goes into the text,
 * to be read and sent, never over what was typed (app/domain/quick-reply.ts); without a script
 * each is a button that sends its words when the box is empty.
 */
import { withQuickReply } from "../../domain/quick-reply";
import { defineBehaviour } from "../../behaviours/runtime";
import { quickRepliesContract } from "./message-seller.contract";

export const quickReplies = defineBehaviour(quickRepliesContract, (element) => {
  const clicked = (event: MouseEvent) => {
    const reply = event.target instanceof Element ? event.target.closest("button") : null;
    const text = reply?.form?.elements.namedItem("text");
    if (!reply || !(text instanceof HTMLTextAreaElement)) return;
    event.preventDefault();
    const replies = [...element.querySelectorAll("button")].map((button) => button.value);
    text.value = withQuickReply(text.value, reply.value, replies);
    text.removeAttribute("aria-invalid");
    text.focus();
    text.setSelectionRange(text.value.length, text.value.length);
  };
  element.addEventListener("click", clicked);
  return () => element.removeEventListener("click", clicked);
});
