import type { listing as en } from "../../en/screens/listing";

/** Kiswahili: what its screen shows (STRINGS.screens.listing). */
export const listing: typeof en = {
  signInFirst: "Tafadhali ingia kwanza.",
  hiddenNotice:
    "Tangazo hili limefichwa na wasimamizi wa Sokoni baada ya kuripotiwa, kwa hiyo wanunuzi hawawezi kuliona. Lihariri urekebishe kilichoripotiwa, au uandikie timu ya msaada.",
  failed: (message: string) => `Imeshindwa kupata tangazo: ${message}`,
  unavailableMeaning: "Muuzaji ameweka tangazo hili kuwa halipatikani: haliwezi kununuliwa kwa sasa, na muuzaji anaweza kulirudisha sokoni.",
  forRent: "Inakodishwa",
  forSale: "Inauzwa",
  listingTitle: (name: string, price: string, county: string) => `${name} | ${price}, ${county}`,
  listingDescription: (price: string, county: string, text: string) => `${price} · Kaunti ya ${county}. ${text}`,
  breadcrumb: "Ulipo",
  amountOff: (amount: string) => `Punguzo ${amount}`,
  posted: "Liliwekwa",
  safetyTitle: "Mambo muhimu kwa usalama wako",
  safetyTips: [
    "Kutana na muuzaji mahali pa wazi penye watu wengi, mchana.",
    "Kagua bidhaa na karatasi zake kabla ya kulipa.",
    "Usitume pesa kamwe, hata kwa M-Pesa, kabla ya kuiona bidhaa.",
    "Hakikisha logbook, hati za ardhi na risiti zinalingana na kitambulisho cha muuzaji.",
  ],
  statusFailed: "Imeshindwa kupakia vipendwa vyako",
};
