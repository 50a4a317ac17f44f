import { groupedCount } from "../../../domain/ksh";

/** English: what its component shows, wherever it is rendered (STRINGS.components.sellerReviews). */
export const sellerReviews = {
  about: (listing: string) => `About ${listing}`,
  edited: "edited",
  sellerReply: "Reply from the seller",
  writeReview: "Write a review",
  writeIntro: "Tell other buyers how it went: what you asked about, whether the seller replied, and whether the item was as described.",
  listingLabel: "Which listing was it about?",
  ratingLabel: "Your rating",
  starLabel: (n: number) => `${n} ${n === 1 ? "star" : "stars"}`,
  commentLabel: "Your review",
  commentCount: (length: number) => `${groupedCount(length)} of 1,000 characters (at least 10)`,
  submitReview: "Post review",
  edit: "Edit",
  saveReview: "Save changes",
  editUntil: (date: string) => `You can edit or delete it until ${date}.`,
  deleteReview: "Delete my review",
  reply: "Reply",
  replyLabel: "Your public reply",
  sendReply: "Post reply",
  report: "Report",
  reportLabel: "What is wrong with this review?",
  sendReport: "Send report",
};
