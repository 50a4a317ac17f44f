import type { thankYou as en } from "../../en/screens/thank-you";

/** Kiswahili: what its screen shows (STRINGS.screens.thankYou). */
export const thankYou: typeof en = {
  title: "Asante",
  thankYou: "Asante! Akaunti yako imefunguliwa. Tunakupeleka ukurasa wa mwanzo...",
  thankYouBack: "Asante! Akaunti yako imefunguliwa. Tunakurudisha ulipokuwa...",
  thankYouContinue: "Endelea",
};
