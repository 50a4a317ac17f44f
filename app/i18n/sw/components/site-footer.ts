import type { siteFooter as en } from "../../en/components/site-footer";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.siteFooter). */
export const siteFooter: typeof en = {
  switchLabel: "Lugha",
  about: "Soko la Kenya la kununua, kuuza na kukodisha, kutoka Mombasa hadi Kisumu.",
  company: "Kampuni",
  aboutUs: "Kuhusu sisi",
  contactUs: "Wasiliana nasi",
  terms: "Masharti na Vigezo",
  privacy: "Sera ya faragha",
  resources: "Msaada",
  faqs: "Maswali ya mara kwa mara",
  safetyGuide: "Mwongozo wa usalama",
  allListings: "Matangazo yote",
  getTheApp: "Pata app",
  installApp:
    "Sokoni inawekwa kwenye simu yako kama app, bila duka la app na bila kusubiri kupakua. Kwenye Chrome, fungua menyu (⋮) kisha gusa Install app au Add to Home screen. Kwenye iPhone, kwenye Safari, gusa Share, kisha Add to Home Screen.",
  followUs: "Tufuate",
  copyright: (year: number) => `© ${year} Sokoni. Bei ziko kwa shilingi za Kenya (KSh).`,
};
