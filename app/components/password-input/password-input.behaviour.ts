/** The show/hide button beside a password: shown once a script can answer it, and answered here. */
import { defineBehaviour } from "../../behaviours/runtime";
import { passwordContract } from "./password-input.contract";

export const passwordInput = defineBehaviour(passwordContract, (element) => {
  const field = passwordContract.find<HTMLInputElement>(element, "field");
  const toggle = passwordContract.find<HTMLButtonElement>(element, "toggle");
  if (!field || !toggle) return;
  toggle.hidden = false;
  const flip = () => {
    const show = field.type === "password";
    field.type = show ? "text" : "password";
    toggle.setAttribute("aria-pressed", String(show));
    toggle.textContent = passwordContract.read(toggle, show ? "hideText" : "showText") ?? toggle.textContent;
  };
  toggle.addEventListener("click", flip);
  return () => toggle.removeEventListener("click", flip);
});
