import { defineContract } from "../../behaviours/contract";

/**
 * Show contact (./contact-reveal.tsx): the part a swap puts the server's answer in, and in the
 * answer what it `said` (the seller's number, or why not), which takes the focus so it is read out
 * where the button was.
 */
export const contactRevealContract = defineContract("contact-reveal", {
  parts: { said: "data-contact-said" },
});

/** The swap key of the part, for the form that names it and the part itself. */
export const CONTACT_PART = "contact";
