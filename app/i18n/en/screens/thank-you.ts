/** English: what its screen shows (STRINGS.screens.thankYou). */
export const thankYou = {
  title: "Thank you",
  // Said of a new account, not a subscription (the spec's words misnamed it).
  thankYou: "Thank You! Your account was created. Redirecting to homepage...",
  thankYouBack: "Thank You! Your account was created. Taking you back to where you were...",
  thankYouContinue: "Continue",
};
