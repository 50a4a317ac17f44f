/** English: what its component shows, wherever it is rendered (STRINGS.components.contactReveal). */
export const contactReveal = {
  // "Show contact" (docs/decisions/121): the seller's number as text, to read on a laptop or copy.
  showContact: "Show contact",
  contactNumber: "Seller's phone number:",
};
