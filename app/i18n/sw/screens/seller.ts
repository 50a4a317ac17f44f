import type { seller as en } from "../../en/screens/seller";
import { groupedCount } from "../../../domain/ksh";

/** Kiswahili: what its screen shows (STRINGS.screens.seller). */
export const seller: typeof en = {
  title: (name: string) => `${name} kwenye Sokoni`,
  description: (name: string, listings: number) =>
    `${name} anauza kwenye Sokoni, soko la matangazo la Kenya: ${listings === 1 ? "tangazo" : "matangazo"} ${groupedCount(listings)}, maoni kutoka kwa wanunuzi, na jinsi anavyojibu haraka.`,
  notFoundTitle: "Muuzaji hapatikani",
  notFound: "Hatukumpata muuzaji huyu. Huenda akaunti imefutwa, au link imeandikwa vibaya.",
  listings: "Matangazo",
  listingCount: (total: number) => `${total === 1 ? "tangazo" : "matangazo"} ${groupedCount(total)}`,
  noListings: "Muuzaji huyu hana matangazo yanayoonekana kwa sasa.",
  noReviews: "Bado hakuna maoni. Wanunuzi waliozungumza na muuzaji huyu kuhusu tangazo wanaweza kuandika maoni.",
  reviewsPage: (page: number, pages: number) => `Maoni, ukurasa ${page} kati ya ${pages}`,
  listingsPages: "Kurasa za matangazo",
  reviewsPages: "Kurasa za maoni",
  signInToReview: "Ingia ili utoe maoni kuhusu muuzaji huyu",
  reviewAfterMessages: "Utaweza kutoa maoni kuhusu muuzaji huyu mkishatumiana ujumbe kuhusu mojawapo ya matangazo yake.",
  formFailed: "Tafadhali angalia fomu.",
  unknownAction: "Kitendo hiki hakijulikani.",
};
