import type { listingSeller as en } from "../../en/components/listing-seller";
import { groupedCount } from "../../../domain/ksh";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.listingSeller). */
export const listingSeller: typeof en = {
  seller: "Muuzaji",
  company: "Kampuni",
  notGiven: "Haijatajwa",
  memberSince: "Kwenye Sokoni tangu",
  phoneVerified: "Simu imethibitishwa",
  phoneVerifiedHint: "Muuzaji huyu amethibitisha namba ya simu kwa msimbo wa SMS.",
  /** Shown as `4.6 ★ (12 reviews)`; screen readers hear `ratingLabel` instead. */
  rating: (average: number, count: number) => `${average.toFixed(1)} ★ (maoni ${groupedCount(count)})`,
  ratingLabel: (average: number, count: number) => `Nyota ${average.toFixed(1)} kati ya 5 kutoka kwa maoni ${groupedCount(count)}`,
  sellerLinkTitle: (name: string) => `Tazama ukurasa wa ${name} kwenye Sokoni`,
  moreFromSeller: "Zaidi kutoka kwa muuzaji huyu",
  seeAllFromSeller: "Tazama yote",
  seeAllFromSellerLabel: (name: string) => `Tazama yote: matangazo ya ${name}`,
};
