/**
 * Show contact (./contact-reveal.contract.ts): the swap behaviour posts its form and puts the
 * server's answer in the part's place; the pressed button left the page with the old part, so
 * what the answer says (the number, or why not) takes the focus and is read out there, as it does
 * on a page that arrives with it (the form sent by the browser itself, to `#contact`).
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { contactRevealContract } from "./contact-reveal.contract";

export const contactReveal = defineBehaviour(contactRevealContract, (part) => {
  const said = contactRevealContract.find(part, "said");
  const active = document.activeElement;
  // The focus was lost with the button (it is on the page's body), never taken from elsewhere.
  if (!said || (active !== null && active !== document.body)) return;
  said.tabIndex = -1;
  said.focus();
});
