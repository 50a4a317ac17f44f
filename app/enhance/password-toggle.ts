/**
 * The show/hide button the server writes hidden beside each password
 * (app/components/password-input.tsx, with its two words in `data-` attributes): shown and
 * answered here, on the pages that have passwords (the account forms, the profile).
 */
export function passwordToggles(within: Document | Element = document): void {
  for (const button of within.querySelectorAll<HTMLButtonElement>("button[data-password-toggle]")) {
    const input = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!(input instanceof HTMLInputElement)) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      const show = input.type === "password";
      input.type = show ? "text" : "password";
      button.setAttribute("aria-pressed", String(show));
      button.textContent = (show ? button.dataset.hideText : button.dataset.showText) ?? button.textContent;
    });
  }
}
