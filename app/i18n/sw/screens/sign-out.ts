import type { signOut as en } from "../../en/screens/sign-out";

/** Kiswahili: what its screen shows (STRINGS.screens.signOut). */
export const signOut: typeof en = {
  signedOut: "Umetoka!",
  signOutError: "Imeshindwa kutoka",
};
