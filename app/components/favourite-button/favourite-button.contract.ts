import { defineContract } from "../../behaviours/contract";

/**
 * The heart (spec sections 5 and 8): its form carries the listing's id; the page's `<main>` carries
 * the heart's texts in the reader's language once for every heart on it (the `texts` part).
 */
export const favouriteContract = defineContract("favourite", {
  parts: { button: "data-favourite", texts: "data-favourite-texts" },
  values: {
    listingId: "data-listing-id",
    logIn: "data-favourite-log-in",
    signIn: "data-favourite-sign-in",
    added: "data-favourite-added",
    removed: "data-favourite-removed",
    failed: "data-favourite-failed",
  },
});
