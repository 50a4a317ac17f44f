/**
 * The compose box as scripts make it (./chat-compose.contract.ts): the camera button instead of the
 * plain file field, the photos uploaded as they are picked (./compose-photos.ts), Send waiting for
 * them (saying so) and sending once they are there, Enter sending on a computer, and each keystroke
 * told to the room ("typing..."). The form itself is sent by swap (named after this behaviour on
 * the form, and listened for in the capture phase, so this one's check comes first): the answer's
 * thread and compose box are put in place.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { CHAT_TYPED } from "../chat-thread/chat-thread.contract";
import { chatComposeContract as compose } from "./chat-compose.contract";
import { composePhotos } from "./compose-photos";

/** The text had the focus when the message went: the answer's box takes it (typing on a computer goes on). */
let refocus = false;

export const chatCompose = defineBehaviour<HTMLFormElement>(compose, (form) => {
  compose.find(form, "withoutScript")?.remove();
  const pick = compose.find(form, "pick");
  if (pick) pick.hidden = false;
  const text = form.elements.namedItem("text");
  const box = text instanceof HTMLTextAreaElement ? text : null;
  const error = compose.find(form, "error");
  if (refocus && error?.hidden) box?.focus();
  refocus = false;

  /** The box's sentence (a photo that failed, too many), said once; null clears it. */
  const say = (message: string | null) => {
    if (!error) return;
    error.textContent = message;
    error.hidden = !message;
    if (message) box?.setAttribute("aria-invalid", "true");
    else box?.removeAttribute("aria-invalid");
  };
  const photos = composePhotos(form, say);
  const picker = compose.find<HTMLInputElement>(form, "picker");

  let waiting = false;
  /** Send pressed while photos are on their way: it says it waits, and the message goes once they are there. */
  const sendAfterPhotos = async (send: HTMLButtonElement | null) => {
    waiting = true;
    const idle = send?.textContent ?? "";
    if (send) {
      send.disabled = true;
      send.textContent = compose.read(form, "waiting") || idle;
    }
    await photos.arrived();
    if (send) {
      send.disabled = false;
      send.textContent = idle;
    }
    waiting = false;
    // Photos that did not arrive (or were refused) say so, and nothing is sent.
    if (!photos.waiting() && error?.hidden !== false) form.requestSubmit(send);
  };
  const off = new AbortController();
  const listen = { signal: off.signal };
  picker?.addEventListener(
    "change",
    () => {
      const files = [...(picker.files ?? [])];
      picker.value = "";
      photos.pick(files);
    },
    listen,
  );
  form.addEventListener(
    "submit",
    (event) => {
      if (!photos.waiting()) {
        refocus = box !== null && document.activeElement === box;
        return;
      }
      event.preventDefault();
      if (!waiting) void sendAfterPhotos(event.submitter instanceof HTMLButtonElement ? event.submitter : compose.find(form, "send"));
    },
    { capture: true, signal: off.signal },
  );
  box?.addEventListener("input", () => document.dispatchEvent(new Event(CHAT_TYPED)), listen);
  box?.addEventListener(
    "keydown",
    (event) => {
      // Shift+Enter starts a new line; phones keep Enter for new lines.
      if (event.key !== "Enter" || event.shiftKey || event.isComposing || !matchMedia("(pointer: fine)").matches) return;
      event.preventDefault();
      form.requestSubmit();
    },
    listen,
  );
  return () => off.abort();
});
