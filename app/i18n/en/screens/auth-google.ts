/** English: what its screen shows (STRINGS.screens.authGoogle). */
export const authGoogle = {
  googleSignedUp: "Account created successfully with Google!",
  googleSignedIn: "Signed in successfully with Google!",
};
