import type { signUp as en } from "../../en/screens/sign-up";

/** Kiswahili: what its screen shows (STRINGS.screens.signUp). */
export const signUp: typeof en = {
  signUpTitle: "Fungua akaunti yako",
  agree: "Nakubali",
  terms: "Masharti na Vigezo",
  haveAccount: "Tayari una akaunti?",
  signedUp: "Akaunti imefunguliwa!",
  signUpError: (message: string) => `Tatizo la kujisajili: ${message}`,
  /** Page titles that had no key of their own ("… | Sokoni"). */
  commonSignUpTitle: "Jisajili",
};
