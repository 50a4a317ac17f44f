import { defineContract } from "../../behaviours/contract";

/** A password field and the show/hide button the server writes hidden beside it, with its two words. */
export const passwordContract = defineContract("password", {
  parts: { field: "data-password-field", toggle: "data-password-toggle" },
  values: { showText: "data-show-text", hideText: "data-hide-text" },
});
