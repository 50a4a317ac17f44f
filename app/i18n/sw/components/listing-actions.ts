import type { listingActions as en } from "../../en/components/listing-actions";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.listingActions). */
export const listingActions: typeof en = {
  report: "Ripoti tangazo",
  reportTitle: "Ripoti tangazo hili",
  reportReason: "Tangazo hili lina tatizo gani?",
  sendReport: "Tuma ripoti",
};
