/** English: what its component shows, wherever it is rendered (STRINGS.components.topListings). */
export const topListings = {
  topHeading: "Top listings",
};
