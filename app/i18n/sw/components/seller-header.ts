import type { sellerHeader as en } from "../../en/components/seller-header";
import { groupedCount } from "../../../domain/ksh";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.sellerHeader). */
export const sellerHeader: typeof en = {
  postsAs: "Anatangaza kama",
  since: (monthYear: string) => `Kwenye Sokoni tangu ${monthYear}`,
  replyRate: (percent: number) => `Hujibu ${percent}% ya ujumbe`,
  replyTime: (within: string) => `Kwa kawaida hujibu ndani ya ${within}`,
  newSeller: "Bado hakuna mazungumzo ya kutosha kuonyesha jinsi muuzaji huyu anavyojibu haraka.",
  rating: (average: string, count: number) => `Nyota ${average} kati ya 5 kutoka kwa maoni ${groupedCount(count)}`,
  noRating: "Bado hakuna maoni",
  reviews: "Maoni",
  badges: "Beji",
  responseRate: "Kiwango cha kujibu",
  sellerReplyTime: "Muda wa kujibu",
};
