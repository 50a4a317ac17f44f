import type { forgotPassword as en } from "../../en/screens/forgot-password";

/** Kiswahili: what its screen shows (STRINGS.screens.forgotPassword). */
export const forgotPassword: typeof en = {
  forgotTitle: "Umesahau nenosiri",
  forgotIntro: "Weka email ya akaunti yako na tutakutumia link ya kuchagua nenosiri jipya.",
  sendReset: "Tuma link",
  backToSignIn: "Rudi uingie",
  resetSent: "Email imetumwa! Angalia email yako.",
  resetSendFailed: (status: number, body: string) => `Imeshindwa kutuma email: ${status} - ${body}`,
  resetSentDetail: (email: string) => `Kama ${email} ina akaunti ya Sokoni, link ya kuchagua nenosiri jipya inakuja. Inafanya kazi mara moja, kwa saa moja.`,
};
