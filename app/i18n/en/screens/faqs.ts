/** English: what its screen shows (STRINGS.screens.faqs). */
export const faqs = {
  notFound: "Did not find your answer?",
  contactUs: "Contact us",
};
