/**
 * English: the short texts around the static pages (about, contact, policies, FAQs, safety guide,
 * thank you). The pages' long texts live in ../content, sent by each page's loader.
 */
export const pages = {
  pages: {
    /** The end of a policy's contact section: "Email <address>, or see <all the ways to reach us>." */
    policy: {
      contents: "Contents",
      emailBefore: "Email",
      emailAfter: ", or see",
      allWays: "all the ways to reach us",
    },
    /** "Did not find your answer? <Contact us>." */
    faqs: {
      notFound: "Did not find your answer?",
      contactUs: "Contact us",
    },
    /** "Lost money or spotted a scam? Report ..., and <tell our support team>." */
    safetyGuide: {
      lostMoney: "Lost money or spotted a scam? Report the listing with its Report Abuse button, and",
      tellSupport: "tell our support team",
    },
    thankYou: {
      title: "Thank you",
    },
  },
};
