import type { topListings as en } from "../../en/components/top-listings";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.topListings). */
export const topListings: typeof en = {
  topHeading: "Matangazo ya Top",
};
