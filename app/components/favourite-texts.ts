/** The heart's texts (spec sections 5 and 8), shared by the React button and the home script. */
export const FAVOURITE_TEXTS = {
  logIn: "Please log in to add to favourites!",
  added: "Added to favourites",
  removed: "Removed from favourites",
  failed: "Failed to update favourites",
  statusFailed: "Could not load favourites status",
} as const;
