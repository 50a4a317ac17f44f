import type { listingRow as en } from "../../en/components/listing-row";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.listingRow). */
export const listingRow: typeof en = {
  viewAll: "Ona yote",
};
