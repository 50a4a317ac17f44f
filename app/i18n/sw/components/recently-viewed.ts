import type { recentlyViewed as en } from "../../en/components/recently-viewed";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.recentlyViewed). */
export const recentlyViewed: typeof en = {
  recentlyViewed: "Uliyotazama hivi karibuni",
};
