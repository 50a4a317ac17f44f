import type { adminSponsorUpload as en } from "../../en/components/admin-sponsor-upload";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.adminSponsorUpload). */
export const adminSponsorUpload: typeof en = {
  currentImages: "Kwenye ukurasa wa Mwanzo sasa",
  noImages: "Bado hakuna picha za ukurasa wa Mwanzo.",
  remove: "Ondoa",
  confirmRemoveImage: "Uondoe picha hii kwenye ukurasa wa Mwanzo?",
  chooseImages: "Chagua picha",
  companyUrl: "Link ya kampuni",
  companyName: "Jina la kampuni",
  upload: "Pakia",
  uploading: "Inapakia...",
  imagesHint: "Hadi 5 MB kila moja na 25 MB kwa jumla. Kila picha inahitaji link ya tovuti ya mdhamini na jina lake.",
  bannerProgress: (n: number | string, total: number | string, percent: number | string) => `Picha ${n} kati ya ${total}: ${percent}% imetumwa`,
  bannersNotSent: "Picha hazikuweza kutumwa. Tafadhali angalia mtandao wako kisha ujaribu tena.",
};
