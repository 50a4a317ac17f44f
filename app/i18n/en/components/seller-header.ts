import { groupedCount } from "../../../domain/ksh";

/** English: what its component shows, wherever it is rendered (STRINGS.components.sellerHeader). */
export const sellerHeader = {
  postsAs: "Posts as",
  since: (monthYear: string) => `On Sokoni since ${monthYear}`,
  replyRate: (percent: number) => `Replies to ${percent}% of messages`,
  replyTime: (within: string) => `Usually replies within ${within}`,
  newSeller: "Too few conversations yet to show how quickly this seller replies.",
  rating: (average: string, count: number) => `${average} out of 5 from ${groupedCount(count)} ${count === 1 ? "review" : "reviews"}`,
  noRating: "No reviews yet",
  reviews: "Reviews",
  badges: "Badges",
  responseRate: "Response rate",
  sellerReplyTime: "Reply time",
};
