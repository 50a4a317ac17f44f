/** English: what its screen shows (STRINGS.screens.signIn). */
export const signIn = {
  signInTitle: "Sign in",
  google: "Continue with Google",
  signUpFirst: "New to Sokoni? Sign up first, then sign in to sell and save favourites.",
  noAccount: "Don't have an account?",
  forgot: "Forgot password?",
  signedIn: "Signed in successfully!",
  googleError: (message: string) => `Error with Google authentication: ${message}`,
  signInError: (message: string) => `Error signing in: ${message}`,
};
