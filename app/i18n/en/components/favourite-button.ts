/** English: what its component shows, wherever it is rendered (STRINGS.components.favouriteButton). */
export const favouriteButton = {
  saveFavourite: (name: string) => `Save ${name} to favourites`,
  failed: "Failed to update favourites",
};
