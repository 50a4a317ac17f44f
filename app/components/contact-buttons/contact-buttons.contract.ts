import { defineContract } from "../../behaviours/contract";

/** Call and WhatsApp: each link names its `channel` and the listing it is about. */
export const contactButtonsContract = defineContract("contact-buttons", {
  parts: { link: "data-contact" },
  values: { listingId: "data-listing-id" },
});
