/** English: what its component shows, wherever it is rendered (STRINGS.components.saveSearch). */
export const saveSearch = {
  saveTitle: "Save this search",
  saveHint: "Get new listings that match by email.",
  nameLabel: "Name",
  save: "Save search",
  signInToSave: "Sign in to save this search",
  signInHint: "and hear about new matches by email.",
  /** The name a saved search starts with: "Cars in Nairobi". */
  nameIn: (what: string, where: string) => `${what} in ${where}`,
};
