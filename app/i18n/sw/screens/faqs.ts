import type { faqs as en } from "../../en/screens/faqs";

/** Kiswahili: what its screen shows (STRINGS.screens.faqs). */
export const faqs: typeof en = {
  notFound: "Hukupata jibu lako?",
  contactUs: "Wasiliana nasi",
};
