/** English: what its screen shows (STRINGS.screens.updateListing). */
export const updateListing = {
  updateTitle: "Edit your listing",
  updated: "Listing updated!",
  signInToEdit: "Please sign in to edit listing",
  signInToUpdate: "Please sign in to update listing",
  forbiddenTitle: "Not your listing",
  forbidden: "You can only edit your own listings.",
  backToProfile: "Back to my profile",
};
