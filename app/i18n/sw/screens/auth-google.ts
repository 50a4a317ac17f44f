import type { authGoogle as en } from "../../en/screens/auth-google";

/** Kiswahili: what its screen shows (STRINGS.screens.authGoogle). */
export const authGoogle: typeof en = {
  googleSignedUp: "Akaunti imefunguliwa kwa Google!",
  googleSignedIn: "Umeingia kwa Google!",
};
