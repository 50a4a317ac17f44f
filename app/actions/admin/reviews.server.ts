/** The dashboard's buttons on reported reviews: remove one, or dismiss its reports. The service checks the admin role again. */
import { Refusal } from "../../../worker/services/refusal";
import { dismissReviewReports, removeReview } from "../../../worker/services/safety/reviews";
import { REVIEW_MESSAGES } from "../../domain/reviews";
import { intents } from "../intents.server";
import { adminAnswer } from "./answer.server";

/** A review's id from the form; anything else is a review that does not exist. */
function reviewIdOf(raw: string | undefined): number {
  const id = /^[1-9][0-9]{0,15}$/.test(raw ?? "") ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new Refusal(404, REVIEW_MESSAGES.notFound);
  return id;
}

export const REVIEW_INTENTS = intents(
  {
    async "remove-review"({ ctx, me, fields, intent }) {
      await removeReview(ctx, me, reviewIdOf(fields.reviewId));
      return adminAnswer(intent, REVIEW_MESSAGES.removed);
    },
    async "dismiss-review-reports"({ ctx, me, fields, intent }) {
      await dismissReviewReports(ctx, me, reviewIdOf(fields.reviewId));
      return adminAnswer(intent, REVIEW_MESSAGES.dismissed);
    },
  },
  (refusal, { intent }) => adminAnswer(intent, refusal.message, refusal.status),
);
