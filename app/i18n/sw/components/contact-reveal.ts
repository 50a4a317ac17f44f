import type { contactReveal as en } from "../../en/components/contact-reveal";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.contactReveal). */
export const contactReveal: typeof en = {
  // "Show contact" (docs/decisions/121): the seller's number as text, to read on a laptop or copy.
  showContact: "Onyesha namba",
  contactNumber: "Namba ya simu ya muuzaji:",
};
