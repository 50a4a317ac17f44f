import type { signIn as en } from "../../en/screens/sign-in";

/** Kiswahili: what its screen shows (STRINGS.screens.signIn). */
export const signIn: typeof en = {
  signInTitle: "Ingia",
  google: "Endelea na Google",
  signUpFirst: "Mgeni Sokoni? Jisajili kwanza, kisha ingia ili uuze na uhifadhi vipendwa.",
  noAccount: "Huna akaunti?",
  forgot: "Umesahau nenosiri?",
  signedIn: "Umeingia!",
  googleError: (message: string) => `Tatizo la kuingia kwa Google: ${message}`,
  signInError: (message: string) => `Tatizo la kuingia: ${message}`,
};
