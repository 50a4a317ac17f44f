import { groupedCount } from "../../../domain/ksh";

/** English: what its component shows, wherever it is rendered (STRINGS.components.adminReportedReviews). */
export const adminReportedReviews = {
  reportedReviewsHint:
    "Reviews buyers or sellers reported, most reported first. Remove takes a review down and out of the seller's rating; Dismiss keeps it and clears its reports.",
  noReportedReviews: "No reported reviews.",
  reviewedSeller: "Seller:",
  reviewAuthor: (author: string) => `written by ${author}`,
  reviewAbout: (listing: string, date: string) => `About "${listing}", ${date}`,
  reportCount: (n: number) => `Reported ${groupedCount(n)} ${n === 1 ? "time" : "times"}`,
  reportedBy: (name: string | null) => (name ? ` (${name})` : " (a deleted account)"),
  removeReview: "Remove",
  dismissReviewReports: "Dismiss",
  removeReviewLabel: (author: string) => `Remove the review by ${author}`,
  dismissReviewReportsLabel: (author: string) => `Dismiss the reports on the review by ${author}`,
  stars: (n: number) => `${n} out of 5 stars`,
};
