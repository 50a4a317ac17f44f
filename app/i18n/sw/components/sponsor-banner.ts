import type { sponsorBanner as en } from "../../en/components/sponsor-banner";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.sponsorBanner). */
export const sponsorBanner: typeof en = {
  noImages: "Hakuna picha za ukurasa wa mwanzo",
  discoverMore: (company: string) => `Jua zaidi kuhusu ${company}`,
  sponsors: "Wadhamini",
  previousSponsor: "Mdhamini aliyetangulia",
  nextSponsor: "Mdhamini anayefuata",
  showSponsor: (n: number) => `Onyesha mdhamini ${n}`,
  sponsorSlide: (n: number, total: number, company: string) => `${n} kati ya ${total}: ${company}`,
};
