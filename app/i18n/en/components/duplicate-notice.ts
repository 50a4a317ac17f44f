/** English: what its component shows, wherever it is rendered (STRINGS.components.duplicateNotice). */
export const duplicateNotice = {
  seeListing: "See that listing",
  editListing: "Edit it",
};
