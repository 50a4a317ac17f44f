import type { resetPassword as en } from "../../en/screens/reset-password";

/** Kiswahili: what its screen shows (STRINGS.screens.resetPassword). */
export const resetPassword: typeof en = {
  resetTitle: "Chagua nenosiri jipya",
  newPassword: "Nenosiri jipya",
  confirmPassword: "Thibitisha nenosiri",
  resetButton: "Badilisha nenosiri",
  resetDone: "Nenosiri limebadilishwa! Tafadhali ingia.",
  resetFailed: (status: number, body: string) => `Imeshindwa kubadilisha nenosiri: ${status} - ${body}`,
  resetAskAgain: "Omba link mpya",
  resetPasswordTitle: "Badilisha nenosiri",
};
