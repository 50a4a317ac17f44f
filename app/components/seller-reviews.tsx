import { groupedCount } from "../domain/ksh";
import { type ReviewLimits, readerLength } from "../domain/storefront";
import { formatPostedDate } from "../domain/time";
import { STRINGS } from "../i18n";
import { FieldError, FormError } from "./form-error";
import { SellerStars } from "./seller-stars";
import { attach } from "../behaviours/contract";
import { characterCountContract } from "../behaviours/character-count/character-count.contract";
import "./seller-reviews.css";

const t = STRINGS.components.sellerReviews;

/** A review as the storefront shows it to this viewer, with what they may do to it. */
export interface StorefrontReview {
  _id: string;
  author: { username: string; name: string };
  listingName: string;
  rating: number;
  comment: string;
  reply: { text: string; createdAt: string } | null;
  createdAt: string;
  updatedAt: string;
  editableUntil: string;
  canEdit: boolean;
  canReply: boolean;
  canReport: boolean;
}

/** A refused review form, sent back with the page: the sentence, each field's message, what was typed. */
export interface ReviewFormAnswer {
  intent: string;
  reviewId: string | null;
  message: string;
  errors: Record<string, string | undefined>;
  values: Record<string, string | undefined>;
}

/** The answer when it belongs to this form (the create form, or one review's form with this intent). */
function answerFor(answer: ReviewFormAnswer | undefined, intent: string, reviewId: string | null): ReviewFormAnswer | null {
  return answer && answer.intent === intent && answer.reviewId === reviewId ? answer : null;
}

/** 1 to 5 stars as a radio group: each star a 44 px target, named "3 stars", filled up to the choice. */
function StarInput({ id, value, error }: { id: string; value: string | undefined; error: string | undefined }) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="field star-input" aria-describedby={error ? errorId : undefined}>
      <legend>{t.ratingLabel}</legend>
      <div className="star-choices">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="star-choice">
            <input type="radio" name="rating" value={n} defaultChecked={value === String(n)} aria-invalid={error ? true : undefined} required />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t.starLabel(n)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** A number no count reaches, to find where the count goes in the hint's sentence. */
const COUNT_MARK = 987_654_321;

/**
 * A text box with its limit and a running count: the server writes the count for what the box
 * holds, and the hint's sentence with `{n}` where the count goes (`data-count-text`), which the
 * storefront's script (app/enhance/storefront.ts) fills as the reader types.
 */
function TextField({
  id,
  name,
  label,
  value,
  error,
  max,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  error: string | undefined;
  max: number;
  hint?: (length: number) => string;
}) {
  const length = readerLength(value ?? "");
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={5}
        maxLength={max * 2}
        defaultValue={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined}
        {...(hint ? { ...attach(characterCountContract), ...characterCountContract.values({ hint: hintId }) } : {})}
      />
      {hint ? (
        <small className="hint" id={hintId} {...characterCountContract.values({ text: hint(COUNT_MARK).replace(groupedCount(COUNT_MARK), "{n}") })}>
          {hint(length)}
        </small>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The refusal that is not about one field (no conversation, already reviewed, too late). */
function generalMessage(answer: ReviewFormAnswer | null): string | null {
  if (!answer) return null;
  return Object.values(answer.errors).some(Boolean) ? null : answer.message;
}

/** "Write a review": for a signed-in buyer who has talked with this seller about a listing not yet reviewed. */
export function WriteReview({
  action,
  listings,
  preselect,
  answer,
  limits,
}: {
  action: string;
  listings: { listingId: string; listingName: string }[];
  preselect: string | null;
  answer: ReviewFormAnswer | undefined;
  limits: ReviewLimits;
}) {
  const mine = answerFor(answer, "review", null);
  const chosen = mine?.values.listingId ?? preselect ?? (listings.length === 1 ? listings[0]?.listingId : undefined) ?? "";
  return (
    <section className="review-form-box" id="write-review" aria-labelledby="write-review-heading">
      <h3 id="write-review-heading">{t.writeReview}</h3>
      <p className="hint">{t.writeIntro}</p>
      <form method="post" action={`${action}#write-review`} className="review-form" noValidate>
        <input type="hidden" name="intent" value="review" />
        <div className="field">
          <label htmlFor="review-listing">{t.listingLabel}</label>
          <select
            id="review-listing"
            name="listingId"
            defaultValue={chosen}
            aria-invalid={mine?.errors.listingId ? true : undefined}
            aria-describedby={mine?.errors.listingId ? "review-listing-error" : undefined}
          >
            {listings.length > 1 && !chosen ? <option value="">—</option> : null}
            {listings.map((listing) => (
              <option key={listing.listingId} value={listing.listingId}>
                {listing.listingName}
              </option>
            ))}
          </select>
          <FieldError id="review-listing-error" message={mine?.errors.listingId} />
        </div>
        <StarInput id="review-rating" value={mine?.values.rating} error={mine?.errors.rating} />
        <TextField
          id="review-comment"
          name="comment"
          label={t.commentLabel}
          value={mine?.values.comment}
          error={mine?.errors.comment}
          max={limits.comment}
          hint={t.commentCount}
        />
        <FormError message={generalMessage(mine)} />
        <button type="submit" className="button">
          {t.submitReview}
        </button>
      </form>
    </section>
  );
}

/** One small form in a disclosure under a review (edit, reply, report): works with a full page load. */
function ReviewDisclosure({ summary, open, children }: { summary: string; open: boolean; children: React.ReactNode }) {
  return (
    <details className="review-disclosure" open={open || undefined}>
      <summary className="text-button">{summary}</summary>
      {children}
    </details>
  );
}

function ReviewActions({
  review,
  action,
  answer,
  limits,
}: {
  review: StorefrontReview;
  action: string;
  answer: ReviewFormAnswer | undefined;
  limits: ReviewLimits;
}) {
  const edit = answerFor(answer, "edit-review", review._id);
  const removal = answerFor(answer, "delete-review", review._id);
  const reply = answerFor(answer, "reply", review._id);
  const report = answerFor(answer, "report-review", review._id);
  const to = `${action}#review-${review._id}`;
  const key = review._id;
  if (!review.canEdit && !review.canReply && !review.canReport) return null;
  return (
    <div className="review-actions">
      {review.canEdit ? (
        <ReviewDisclosure summary={t.edit} open={Boolean(edit || removal)}>
          <form method="post" action={to} className="review-form" noValidate>
            <input type="hidden" name="intent" value="edit-review" />
            <input type="hidden" name="reviewId" value={key} />
            <StarInput id={`edit-${key}-rating`} value={edit?.values.rating ?? String(review.rating)} error={edit?.errors.rating} />
            <TextField
              id={`edit-${key}-comment`}
              name="comment"
              label={t.commentLabel}
              value={edit?.values.comment ?? review.comment}
              error={edit?.errors.comment}
              max={limits.comment}
              hint={t.commentCount}
            />
            <p className="hint">{t.editUntil(formatPostedDate(review.editableUntil))}</p>
            <FormError message={generalMessage(edit)} />
            <button type="submit" className="button small">
              {t.saveReview}
            </button>
          </form>
          <form method="post" action={to} className="review-delete">
            <input type="hidden" name="intent" value="delete-review" />
            <input type="hidden" name="reviewId" value={key} />
            <FormError message={removal?.message} />
            <button type="submit" className="button small danger">
              {t.deleteReview}
            </button>
          </form>
        </ReviewDisclosure>
      ) : null}
      {review.canReply ? (
        <ReviewDisclosure summary={t.reply} open={Boolean(reply)}>
          <form method="post" action={to} className="review-form" noValidate>
            <input type="hidden" name="intent" value="reply" />
            <input type="hidden" name="reviewId" value={key} />
            <TextField id={`reply-${key}`} name="text" label={t.replyLabel} value={reply?.values.text} error={reply?.errors.text} max={limits.reply} />
            <FormError message={generalMessage(reply)} />
            <button type="submit" className="button small">
              {t.sendReply}
            </button>
          </form>
        </ReviewDisclosure>
      ) : null}
      {review.canReport ? (
        <ReviewDisclosure summary={t.report} open={Boolean(report)}>
          <form method="post" action={to} className="review-form" noValidate>
            <input type="hidden" name="intent" value="report-review" />
            <input type="hidden" name="reviewId" value={key} />
            <TextField
              id={`report-${key}`}
              name="reason"
              label={t.reportLabel}
              value={report?.values.reason}
              error={report?.errors.reason}
              max={limits.reason}
            />
            <FormError message={generalMessage(report)} />
            <button type="submit" className="button small danger">
              {t.sendReport}
            </button>
          </form>
        </ReviewDisclosure>
      ) : null}
    </div>
  );
}

/** The reviews, newest first: stars, words, who and about what, when, and the seller's reply. */
export function ReviewList({
  reviews,
  action,
  answer,
  limits,
}: {
  reviews: StorefrontReview[];
  action: string;
  answer: ReviewFormAnswer | undefined;
  limits: ReviewLimits;
}) {
  return (
    <ol className="review-list">
      {reviews.map((review) => (
        <li key={review._id} id={`review-${review._id}`} className="review">
          <p className="review-head">
            <SellerStars rating={review.rating} /> <strong className="review-author">{review.author.name}</strong>
            <span className="review-meta">
              <time dateTime={review.createdAt}>{formatPostedDate(review.createdAt)}</time>
              {review.updatedAt !== review.createdAt ? ` · ${t.edited}` : null}
            </span>
          </p>
          <p className="review-listing">{t.about(review.listingName)}</p>
          <p className="review-comment">{review.comment}</p>
          {review.reply ? (
            <div className="review-reply">
              <p className="review-reply-head">
                <strong>{t.sellerReply}</strong> <time dateTime={review.reply.createdAt}>{formatPostedDate(review.reply.createdAt)}</time>
              </p>
              <p>{review.reply.text}</p>
            </div>
          ) : null}
          <ReviewActions review={review} action={action} answer={answer} limits={limits} />
        </li>
      ))}
    </ol>
  );
}
