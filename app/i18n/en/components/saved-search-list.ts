/** English: what its component shows, wherever it is rendered (STRINGS.components.savedSearchList). */
export const savedSearchList = {
  off: "Off",
  profileTitle: "Saved searches",
  profileEmpty: "No saved searches yet. Search, then choose Save this search.",
  profileCount: (count: number, max: number) => `${count} of ${max} saved searches.`,
  change: "Change",
  changeLabel: (name: string) => `Change alerts for ${name}`,
  deleteLabel: (name: string) => `Delete saved search ${name}`,
  delete: "Delete",
};
