/** English: what its component shows, wherever it is rendered (STRINGS.components.recentlyViewed). */
export const recentlyViewed = {
  recentlyViewed: "Recently Viewed",
};
