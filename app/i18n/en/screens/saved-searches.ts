/** English: what its screen shows (STRINGS.screens.savedSearches). */
export const savedSearches = {
  saved: (name: string) => `Saved "${name}". We will email you new matches.`,
};
