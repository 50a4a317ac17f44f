import type { sellerReviews as en } from "../../en/components/seller-reviews";
import { groupedCount } from "../../../domain/ksh";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.sellerReviews). */
export const sellerReviews: typeof en = {
  about: (listing: string) => `Kuhusu ${listing}`,
  edited: "imehaririwa",
  sellerReply: "Jibu kutoka kwa muuzaji",
  writeReview: "Andika maoni",
  writeIntro: "Waambie wanunuzi wengine ilivyokwenda: uliuliza nini, kama muuzaji alijibu, na kama bidhaa ilikuwa kama ilivyoelezwa.",
  listingLabel: "Ilikuwa kuhusu tangazo gani?",
  ratingLabel: "Nyota zako",
  starLabel: (n: number) => `Nyota ${n}`,
  commentLabel: "Maoni yako",
  commentCount: (length: number) => `Herufi ${groupedCount(length)} kati ya 1,000 (angalau 10)`,
  submitReview: "Tuma maoni",
  edit: "Hariri",
  saveReview: "Hifadhi mabadiliko",
  editUntil: (date: string) => `Unaweza kuyahariri au kuyafuta hadi ${date}.`,
  deleteReview: "Futa maoni yangu",
  reply: "Jibu",
  replyLabel: "Jibu lako (kila mtu ataliona)",
  sendReply: "Tuma jibu",
  report: "Ripoti",
  reportLabel: "Maoni haya yana tatizo gani?",
  sendReport: "Tuma ripoti",
};
