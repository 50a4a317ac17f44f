/**
 * Call and WhatsApp clicks are counted per listing for the admin's highest-interaction list. The
 * count goes by `sendBeacon`, which never holds up the call or the chat.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { contactButtonsContract } from "./contact-buttons.contract";

export const contactButtons = defineBehaviour(contactButtonsContract, (element) => {
  const count = (event: MouseEvent) => {
    const link = contactButtonsContract.closest(event.target, "link");
    const id = link ? contactButtonsContract.read(link, "listingId") : undefined;
    const channel = link ? contactButtonsContract.key(link, "link") : null;
    if (!id || !channel) return;
    navigator.sendBeacon?.(`/api/listings/${encodeURIComponent(id)}/contact?channel=${encodeURIComponent(channel)}`);
  };
  element.addEventListener("click", count);
  return () => element.removeEventListener("click", count);
});
