/** English: what its screen shows (STRINGS.screens.signOut). */
export const signOut = {
  signedOut: "Signed out successfully!",
  signOutError: "Error signing out",
};
