/** English: what its component shows, wherever it is rendered (STRINGS.components.siteFooter). */
export const siteFooter = {
  switchLabel: "Language",
  about: "Kenya's marketplace for buying, selling and renting, from Mombasa to Kisumu.",
  company: "Company",
  aboutUs: "About us",
  contactUs: "Contact us",
  terms: "Terms of service",
  privacy: "Privacy policy",
  resources: "Resources",
  faqs: "FAQs",
  safetyGuide: "Safety guide",
  allListings: "All listings",
  // Sokoni is not in an app store: the site itself installs as an app (docs/decisions/119).
  getTheApp: "Get the app",
  installApp:
    "Sokoni installs on your phone like an app, with no store and no download to wait for. In Chrome, open the menu (⋮) and tap Install app or Add to Home screen. On an iPhone, in Safari, tap Share, then Add to Home Screen.",
  followUs: "Follow us",
  copyright: (year: number) => `© ${year} Sokoni. Prices in Kenyan shillings (KSh).`,
};
