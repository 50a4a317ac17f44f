import { Hono } from "hono";
import { HomepageClaimSchema, ModerationSchema, VerificationSchema } from "../../app/domain/admin";
import { dashboardCounts, dashboardData } from "../services/safety/dashboard";
import { allPayments } from "../services/payments/dashboard-payments";
import { COMMON_MESSAGES, Refusal } from "../services/refusal";
import { addHomepageImages, claimHomepageImages, deleteHomepageImage } from "../services/media/homepage-images";
import { flagIdOf, settleCopiedPhotos } from "../services/safety/listing-flags";
import { decideHeldListing, heldListings } from "../services/safety/listing-holds";
import { parseListingId } from "../services/listings/listings";
import { decideVerification, setListingHidden } from "../services/safety/moderation";
import { markPersonReportReviewed, personReportIdOf } from "../services/safety/person-reports";
import { auditLog } from "../services/safety/audit-log";
import { type ActionOrigin, banUser, dismissItem, restoreUser, suspendUser, untilText, warnUser } from "../services/safety/standing";
import { STRINGS } from "../../app/i18n";
import { ok } from "./envelope";
import { admin, integerParam, jsonBody, listingIdParam, parse, queryInt } from "./guards";
import type { SignedInEnv } from "./guards";

const T = STRINGS.server.safety;

/**
 * Where an API action comes from: a body may name the person report or flagged message it
 * settles (`reportId`, `messageId`); one that is not a whole number is no such thing (404).
 */
function apiOrigin(body: Record<string, unknown>): ActionOrigin {
  const idOf = (value: unknown, missing: () => never) => {
    if (value === undefined || value === null) return undefined;
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
    return /^[1-9][0-9]{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : missing();
  };
  const reportId = idOf(body.reportId, () => {
    throw new Refusal(404, STRINGS.server.safety.reportNotFound);
  });
  const messageId = idOf(body.messageId, () => {
    throw new Refusal(404, STRINGS.domain.standing.messageNotFound);
  });
  return { source: "api", ...(reportId !== undefined ? { reportId } : {}), ...(messageId !== undefined ? { messageId } : {}) };
}

/** The admin API (docs/api.md, Home and admin): every route is behind the admin guard, and its service checks the role again. */
export const adminApi = new Hono<SignedInEnv>()
  .use("*", admin)
  .get("/dashboard", async (c) => {
    // Refresh reloads only the four count figures (spec section 4).
    const db = c.var.ctx.db;
    return ok(c, c.req.query("section") === "counts" ? await dashboardCounts(db) : await dashboardData(db));
  })
  // Every M-Pesa payment and its state, newest first, a page at a time.
  .get("/payments", async (c) => {
    const status = c.req.query("status") || null;
    const states = ["pending", "paid", "cancelled", "timeout", "failed"] as const;
    const chosen = states.find((state) => state === status) ?? null;
    if (status && !chosen) throw new Refusal(400, T.badPaymentStatus);
    const limit = queryInt(c, "limit", 20, 1, 100);
    return ok(c, await allPayments(c.var.ctx.db, { status: chosen, startIndex: queryInt(c, "startIndex", 0, 0, 1_000_000), limit }));
  })
  .post("/homepage-images", async (c) => {
    // JSON names banners sent straight to storage; a multipart form carries the files.
    if (c.req.header("content-type")?.startsWith("application/json")) {
      const { imageUrls, urls, companyNames } = parse(HomepageClaimSchema, await jsonBody(c));
      const added = await claimHomepageImages(c.var.ctx, c.var.me, imageUrls, urls, companyNames);
      return ok(c, { added }, 201, T.homepageImagesUploaded);
    }
    const form = await c.req.formData().catch(() => null);
    const files = (form?.getAll("homepageImages") ?? []).filter((entry): entry is File => entry instanceof File);
    const texts = (name: string) => (form?.getAll(name) ?? []).map(String);
    const added = await addHomepageImages(c.var.ctx, c.var.me, files, texts("urls"), texts("companyNames"));
    return ok(c, { added }, 201, T.homepageImagesUploaded);
  })
  .delete("/homepage-images/:id", async (c) => {
    await deleteHomepageImage(c.var.ctx, c.var.me, integerParam(c, "id", COMMON_MESSAGES.imageNotFound));
    return ok(c, null, 200, T.homepageImageRemoved);
  })
  .post("/listings/:id/moderation", async (c) => {
    const { action } = parse(ModerationSchema, await jsonBody(c));
    await setListingHidden(c.var.ctx, c.var.me, listingIdParam(c), action === "hide");
    return ok(c, { hidden: action === "hide" }, 200, action === "hide" ? T.listingHidden : T.listingRestored);
  })
  .post("/users/:id/verification", async (c) => {
    const { verified } = parse(VerificationSchema, await jsonBody(c));
    const message = await decideVerification(c.var.ctx, c.var.me, c.req.param("id"), verified);
    return ok(c, { verified }, 200, message);
  })
  // Admins act on people (docs/decisions/108). Each answers what the dashboard says.
  .post("/users/:id/suspend", async (c) => {
    const body = await jsonBody(c);
    const { name, until } = await suspendUser(c.var.ctx, c.var.me, c.req.param("id"), body, apiOrigin(body));
    return ok(c, { standing: "suspended", until: until.toISOString() }, 200, STRINGS.domain.standing.suspended(name, untilText(until)));
  })
  .post("/users/:id/ban", async (c) => {
    const body = await jsonBody(c);
    const { name } = await banUser(c.var.ctx, c.var.me, c.req.param("id"), body, apiOrigin(body));
    return ok(c, { standing: "banned" }, 200, STRINGS.domain.standing.banned(name));
  })
  .post("/users/:id/restore", async (c) => {
    const { name } = await restoreUser(c.var.ctx, c.var.me, c.req.param("id"), { source: "api" });
    return ok(c, { standing: "active" }, 200, STRINGS.domain.standing.restored(name));
  })
  .post("/users/:id/warn", async (c) => {
    const body = await jsonBody(c);
    const { name } = await warnUser(c.var.ctx, c.var.me, c.req.param("id"), body, apiOrigin(body));
    return ok(c, { warned: true }, 200, STRINGS.domain.standing.warned(name));
  })
  .post("/flagged-messages/:id/dismiss", async (c) => {
    const messageId = integerParam(c, "id", STRINGS.domain.standing.messageNotFound);
    await dismissItem(c.var.ctx, c.var.me, { source: "api", messageId });
    return ok(c, { dismissed: true }, 200, STRINGS.domain.standing.dismissed);
  })
  .get("/audit", async (c) => {
    const limit = queryInt(c, "limit", 20, 1, 100);
    return ok(c, await auditLog(c.var.ctx.db, { startIndex: queryInt(c, "startIndex", 0, 0, 1_000_000), limit }));
  })
  // A report about a person has been looked into; it leaves User complaints.
  .post("/user-reports/:id/reviewed", async (c) => {
    await markPersonReportReviewed(c.var.ctx, c.var.me, personReportIdOf(c.req.param("id")));
    return ok(c, { reviewed: true }, 200, STRINGS.server.safety.reportReviewed);
  })
  // A "Possible copied photos" flag is settled: dismissed, or the copy hidden.
  .post("/listing-flags/:id/dismiss", async (c) => {
    await settleCopiedPhotos(c.var.ctx, c.var.me, flagIdOf(c.req.param("id")), "dismiss");
    return ok(c, { settled: "dismiss" }, 200, STRINGS.server.safety.dismissed);
  })
  .post("/listing-flags/:id/hide", async (c) => {
    await settleCopiedPhotos(c.var.ctx, c.var.me, flagIdOf(c.req.param("id")), "hide");
    return ok(c, { settled: "hide" }, 200, STRINGS.server.safety.copyHidden);
  })
  // A listing the scam guard held (docs/decisions/116): published, or rejected (hidden as an admin's hide).
  .get("/held-listings", async (c) => ok(c, await heldListings(c.var.ctx.db, queryInt(c, "limit", 20, 1, 100))))
  .post("/held-listings/:id/approve", async (c) => {
    await decideHeldListing(c.var.ctx, c.var.me, heldIdParam(c), "approve");
    return ok(c, { status: "approved" }, 200, STRINGS.server.safety.approved);
  })
  .post("/held-listings/:id/reject", async (c) => {
    await decideHeldListing(c.var.ctx, c.var.me, heldIdParam(c), "reject");
    return ok(c, { status: "rejected" }, 200, STRINGS.server.safety.rejected);
  });

/** A held listing's id from the path; anything else is a listing that is not waiting. */
function heldIdParam(c: { req: { param(name: string): string | undefined } }): number {
  const id = parseListingId(c.req.param("id"));
  if (id === null) throw new Refusal(404, STRINGS.server.safety.notHeld);
  return id;
}
