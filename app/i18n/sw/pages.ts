import type { pages as en } from "../en/pages";

/**
 * Kiswahili: the short texts around the static pages (about, contact, policies, FAQs, safety
 * guide, thank you). The pages' long texts live in ../content, sent by each page's loader.
 */
export const pages: typeof en = {
  pages: {
    policy: {
      contents: "Yaliyomo",
      emailBefore: "Tuma email kwa",
      emailAfter: ", au angalia",
      allWays: "njia zote za kuwasiliana nasi",
    },
    faqs: {
      notFound: "Hukupata jibu lako?",
      contactUs: "Wasiliana nasi",
    },
    safetyGuide: {
      lostMoney: "Umepoteza pesa au umeona utapeli? Ripoti tangazo kwa kitufe chake cha Ripoti, na",
      tellSupport: "uiambie timu yetu ya msaada",
    },
    thankYou: {
      title: "Asante",
    },
  },
};
