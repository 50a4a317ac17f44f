import { Hono } from "hono";
import { REVIEW_MESSAGES, REVIEWS_MAX_PAGE, REVIEWS_PER_PAGE, ReviewInput, ReviewReply, ReviewReport, ReviewUpdate } from "../../app/domain/reviews";
import {
  createReview,
  deleteReview,
  sellerExists,
  dismissReviewReports,
  removeReview,
  replyToReview,
  reportedReviews,
  reportReview,
  reviewsOfSeller,
  updateReview,
} from "../services/safety/reviews";
import { Refusal } from "../services/refusal";
import { ok } from "./envelope";
import { admin, integerParam, jsonBody, parse, type SignedInEnv, signedIn } from "./guards";
import type { ApiEnv } from "./types";

/** A whole number from the query, within bounds; anything else is the default. */
function queryNumber(raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || !/^[0-9]{1,9}$/.test(raw)) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}

/** `GET` and `POST /api/users/:id/reviews`: mounted at /users beside the users router (worker/api/index.ts). */
export const sellerReviewsApi = new Hono<ApiEnv>()
  .get("/:id/reviews", async (c) => {
    const id = c.req.param("id");
    if (!(await sellerExists(c.var.ctx, id))) throw new Refusal(404, REVIEW_MESSAGES.userNotFound);
    const startIndex = queryNumber(c.req.query("startIndex"), 0, 0, 1_000_000);
    const limit = queryNumber(c.req.query("limit"), REVIEWS_PER_PAGE, 1, REVIEWS_MAX_PAGE);
    return ok(c, await reviewsOfSeller(c.var.ctx, id, { startIndex, limit }));
  })
  .post(
    "/:id/reviews",
    signedIn(() => REVIEW_MESSAGES.signIn),
    async (c) => {
      const input = parse(ReviewInput, await jsonBody(c));
      const review = await createReview(c.var.ctx, c.var.me, c.req.param("id"), input);
      return ok(c, review, 201, REVIEW_MESSAGES.created);
    },
  );

const reviewId = (c: Parameters<typeof integerParam>[0]) => integerParam(c, "id", REVIEW_MESSAGES.notFound);

/** `/api/reviews/:id`: the author's edit and delete, the seller's reply, anyone's report (docs/api.md, Reviews). */
export const reviewsApi = new Hono<SignedInEnv>()
  .use("*", signedIn())
  .patch("/:id", async (c) => {
    const id = reviewId(c);
    const input = parse(ReviewUpdate, await jsonBody(c));
    return ok(c, await updateReview(c.var.ctx, c.var.me, id, input), 200, REVIEW_MESSAGES.updated);
  })
  .delete("/:id", async (c) => {
    await deleteReview(c.var.ctx, c.var.me, reviewId(c));
    return ok(c, null, 200, REVIEW_MESSAGES.deleted);
  })
  .post("/:id/reply", async (c) => {
    const id = reviewId(c);
    const { text } = parse(ReviewReply, await jsonBody(c));
    return ok(c, await replyToReview(c.var.ctx, c.var.me, id, text), 201, REVIEW_MESSAGES.replied);
  })
  .post("/:id/reports", async (c) => {
    const id = reviewId(c);
    const { reason } = parse(ReviewReport, await jsonBody(c));
    await reportReview(c.var.ctx, c.var.me, id, reason);
    return ok(c, null, 201, REVIEW_MESSAGES.reported);
  });

/** `/api/admin/reviews`: reported reviews and what an admin does about them; the services check the role again. */
export const adminReviewsApi = new Hono<SignedInEnv>()
  .use("*", admin)
  .get("/reported", async (c) => ok(c, await reportedReviews(c.var.ctx)))
  .post("/:id/remove", async (c) => {
    await removeReview(c.var.ctx, c.var.me, reviewId(c));
    return ok(c, null, 200, REVIEW_MESSAGES.removed);
  })
  .post("/:id/dismiss", async (c) => {
    await dismissReviewReports(c.var.ctx, c.var.me, reviewId(c));
    return ok(c, null, 200, REVIEW_MESSAGES.dismissed);
  });
