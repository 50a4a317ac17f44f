/** English: what its screen shows (STRINGS.screens.createListing). */
export const createListing = {
  createTitle: "Create a listing",
  resignInAdvice: "Your sign-in ends within 30 minutes. If saving fails, sign in again.",
  created: "Listing created successfully!",
};
