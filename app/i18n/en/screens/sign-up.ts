/** English: what its screen shows (STRINGS.screens.signUp). */
export const signUp = {
  signUpTitle: "Create your account",
  agree: "I agree to the",
  terms: "Terms and Conditions",
  haveAccount: "Already have an account?",
  signedUp: "Account created successfully!",
  signUpError: (message: string) => `Error signing up: ${message}`,
  /** Page titles that had no key of their own ("… | Sokoni"). */
  commonSignUpTitle: "Sign up",
};
