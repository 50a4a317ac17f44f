import type { duplicateNotice as en } from "../../en/components/duplicate-notice";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.duplicateNotice). */
export const duplicateNotice: typeof en = {
  seeListing: "Ona tangazo hilo",
  editListing: "Lihariri",
};
