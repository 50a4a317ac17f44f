import { Link, useActionData, useFetcher } from "react-router";
import type { ReportedReview } from "../../../worker/services/reviews";
import { RATING_MAX } from "../../domain/reviews";
import { formatPostedDate } from "../../domain/time";
import { type ActionResult, useResultToast } from "../../lib/use-result-toast";
import { STRINGS } from "../../i18n";

const t = STRINGS.admin;

/** Filled and empty stars, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={STRINGS.reviews.stars(rating)}>
      {"★".repeat(rating)}
      <span className="stars-empty">{"☆".repeat(Math.max(0, RATING_MAX - rating))}</span>
    </span>
  );
}

/** The rows share one fetcher with the list, whose toast outlives the row that was removed. */
const REVIEW_DECISION = "reported-review-decision";

/** One reported review with its reports, and the admin's two answers (page intents, with or without scripts). */
function ReportedReviewRow({ review }: { review: ReportedReview }) {
  const fetcher = useFetcher<ActionResult>({ key: REVIEW_DECISION });
  const busy = fetcher.state !== "idle";
  return (
    <li className="reported-review" data-review={review._id}>
      <p className="reported-review-head">
        <Stars rating={review.rating} />
        <strong className="report-count">{t.reportCount(review.reportCount)}</strong>
      </p>
      <p className="reported-review-who">
        {t.reviewedSeller} <Link to={`/seller/${encodeURIComponent(review.sellerId)}`}>{review.sellerName}</Link>, {t.reviewAuthor(review.author.username)}
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
      <fetcher.Form method="post" className="item-actions">
        <input type="hidden" name="reviewId" value={review._id} />
        <button
          type="submit"
          name="intent"
          value="remove-review"
          className="button small danger"
          disabled={busy}
          aria-label={t.removeReviewLabel(review.author.username)}
        >
          {t.removeReview}
        </button>
        <button
          type="submit"
          name="intent"
          value="dismiss-review-reports"
          className="button small outline"
          disabled={busy}
          aria-label={t.dismissReviewReportsLabel(review.author.username)}
        >
          {t.dismissReviewReports}
        </button>
      </fetcher.Form>
    </li>
  );
}

/** What a review button answered when the page was posted without scripts (the fetchers toast it otherwise). */
function NoScriptResult() {
  const result = useActionData<ActionResult & { intent?: string }>();
  if (!result || (result.intent !== "remove-review" && result.intent !== "dismiss-review-reports")) return null;
  return (
    <p className={result.ok ? "form-success" : "inline-error"} role={result.ok ? "status" : "alert"}>
      {result.message}
    </p>
  );
}

/** The dashboard's list of reported reviews, most reported first. */
export function ReportedReviews({ reviews }: { reviews: ReportedReview[] }) {
  useResultToast(useFetcher<ActionResult>({ key: REVIEW_DECISION }));
  return (
    <div className="admin-card reported-reviews">
      <p className="hint">{t.reportedReviewsHint}</p>
      <NoScriptResult />
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
