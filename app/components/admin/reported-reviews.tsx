import type { ReportedReview } from "../../../worker/services/safety/reviews";
import { RATING_MAX } from "../../domain/reviews";
import { formatPostedDate } from "../../domain/time";
import { ActionNote } from "./action-note";
import { adminForm } from "./admin-form";
import { STRINGS } from "../../i18n";
import "./reported-reviews.css";
import "../../styles/admin.css";

const t = STRINGS.components.adminReportedReviews;

/** Filled and empty stars, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={STRINGS.components.adminReportedReviews.stars(rating)}>
      {"★".repeat(rating)}
      <span className="stars-empty">{"☆".repeat(Math.max(0, RATING_MAX - rating))}</span>
    </span>
  );
}

/** One reported review with its reports, and the admin's two answers (page intents, with or without scripts). */
function ReportedReviewRow({ review }: { review: ReportedReview }) {
  return (
    <li className="reported-review" data-review={review._id}>
      <p className="reported-review-head">
        <Stars rating={review.rating} />
        <strong className="report-count">{t.reportCount(review.reportCount)}</strong>
      </p>
      <p className="reported-review-who">
        {t.reviewedSeller} <a href={`/seller/${encodeURIComponent(review.sellerId)}`}>{review.sellerName}</a>, {t.reviewAuthor(review.author.username)}
      </p>
      <blockquote className="reported-review-comment">{review.comment}</blockquote>
      <p className="hint">{t.reviewAbout(review.listingName, formatPostedDate(review.createdAt))}</p>
      <ul className="reasons">
        {review.reports.map((report, index) => (
          <li key={index}>
            {report.reason}
            <span className="reporter">{t.reportedBy(report.reporterName)}</span>
          </li>
        ))}
      </ul>
      <form method="post" className="item-actions" {...adminForm()}>
        <input type="hidden" name="reviewId" value={review._id} />
        <button type="submit" name="intent" value="remove-review" className="button small danger" aria-label={t.removeReviewLabel(review.author.username)}>
          {t.removeReview}
        </button>
        <button
          type="submit"
          name="intent"
          value="dismiss-review-reports"
          className="button small outline"
          aria-label={t.dismissReviewReportsLabel(review.author.username)}
        >
          {t.dismissReviewReports}
        </button>
      </form>
    </li>
  );
}

/** The dashboard's list of reported reviews, most reported first. */
export function ReportedReviews({ reviews }: { reviews: ReportedReview[] }) {
  return (
    <div className="admin-card reported-reviews">
      <p className="hint">{t.reportedReviewsHint}</p>
      <ActionNote intents={["remove-review", "dismiss-review-reports"]} />
      {reviews.length === 0 ? (
        <p className="empty">{t.noReportedReviews}</p>
      ) : (
        <ol className="reported-review-list">
          {reviews.map((review) => (
            <ReportedReviewRow key={review._id} review={review} />
          ))}
        </ol>
      )}
    </div>
  );
}
