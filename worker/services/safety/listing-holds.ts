/**
 * Listings the scam guard held for an admin (docs/decisions/116): a listing whose words give a
 * listing scam signal (app/domain/scam-guard.ts, listingScamSignals) is written with
 * `hidden_reason = 'held'`, out of every public list, page and count like any moderated listing.
 * Its seller is told why (the form's answer, the listing's page, My listings, a mail); the admin
 * sees the held listings in the dashboard's Reports and publishes or rejects each.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ListingScamSignal } from "../../../app/domain/chat-types";
import { LIMITS } from "../../../app/domain/limits";
import { listingScamSignals } from "../../../app/domain/scam-guard";
import { sellerPath } from "../../../app/domain/seller-path";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext, SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";
import type { Mail } from "../../mail";
import { forgetBoosts } from "../listings/boosted";
import { mailListingSeller } from "../listings/listing-seller-mail";
import { settledVisibility } from "../listings/listing-status";
import { announceChanges } from "../chat/live";
import { refreshListingPriceGroup } from "../listings/price-medians";
import { adminOnly, Refusal } from "../refusal";

/** How much of a held listing's description the dashboard shows. */
export const HELD_EXCERPT = 200;

/** A held listing as the dashboard shows it: enough of its words to judge, and why it was held. */
export interface HeldListing {
  id: string;
  name: string;
  excerpt: string;
  category: string;
  signals: ListingScamSignal[];
  sellerName: string;
  sellerPath: string;
  /** When it was held (its last change). */
  heldAt: string;
}

/** How many listings wait for a check: read from the partial index of hidden listings. */
export function heldCountQuery(): SQL {
  return sql`SELECT count(*) AS n FROM listings WHERE is_hidden = 1 AND hidden_reason = 'held'`;
}

/** The newest held listings with their sellers, walking listings_hidden_idx backwards. */
export function heldListingsQuery(limit: number): SQL {
  return sql`
    SELECT l.id AS id, l.name AS name, l.description AS description, l.category AS category, l.updated_at AS heldAt,
      l.user_ref AS sellerId, coalesce(u.display_username, u.username, u.name) AS sellerName
    FROM listings l JOIN user u ON u.id = l.user_ref
    WHERE l.is_hidden = 1 AND l.hidden_reason = 'held'
    ORDER BY l.updated_at DESC LIMIT ${limit}`;
}

type HeldRow = { id: number; name: string; description: string; category: string; heldAt: number; sellerId: string; sellerName: string | null };

/** The held listings: how many, and the newest `limit` of them. */
export async function heldListings(db: Db, limit: number = LIMITS.adminListLength): Promise<{ count: number; latest: HeldListing[] }> {
  const [countRow, rows] = await Promise.all([db.get<{ n: number }>(heldCountQuery()), db.all<HeldRow>(heldListingsQuery(limit))]);
  return {
    count: countRow?.n ?? 0,
    latest: rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      excerpt: row.description.length > HELD_EXCERPT ? `${row.description.slice(0, HELD_EXCERPT - 1)}…` : row.description,
      category: row.category,
      signals: listingScamSignals(row),
      sellerName: row.sellerName ?? "Unknown",
      sellerPath: sellerPath(row.sellerId),
      heldAt: new Date(row.heldAt).toISOString(),
    })),
  };
}

export type HoldDecision = "approve" | "reject";

/**
 * An admin publishes a held listing (it shows unless its seller sold it or it expired meanwhile)
 * or rejects it (it stays hidden, as an admin's hide: Restore in Flagged listings can still bring
 * it back). One conditional update: a listing no longer held (another admin decided, the seller
 * edited the words away) is a 404 that changes nothing.
 */
export async function decideHeldListing(ctx: RequestContext, me: SessionUser | null, id: number, decision: HoldDecision): Promise<void> {
  adminOnly(me);
  const now = new Date();
  const [decided] = await ctx.db
    .update(listings)
    .set(decision === "approve" ? { ...settledVisibility(now, { endModeration: true }), updatedAt: now } : { hiddenReason: "admin", updatedAt: now })
    .where(and(eq(listings.id, id), eq(listings.hiddenReason, "held")))
    .returning({ id: listings.id });
  if (!decided) throw new Refusal(404, STRINGS.server.safety.notHeld);
  forgetBoosts();
  await refreshListingPriceGroup(ctx, id);
  announceChanges(ctx);
}

/** The mail itself, in the current language (the seller's). */
export function listingHeldMail(input: {
  to: string;
  sellerName: string;
  listingName: string;
  listingId: number;
  signals: ListingScamSignal[];
  origin: string;
}): Mail {
  const T = STRINGS.mail.listingHeld;
  const reasons = input.signals.map((signal) => STRINGS.domain.listingSafety.heldBySignal[signal]);
  return {
    to: input.to,
    subject: T.subject(input.listingName),
    text: T.text(input.sellerName, input.listingName, reasons, `${input.origin}/listing/${input.listingId}`),
  };
}

/**
 * Mails the seller of a listing just held. A failure is logged, never passed on: the listing is
 * saved and held, and the form's answer says so anyway.
 */
export async function mailSellerHeld(ctx: Pick<RequestContext, "env" | "db" | "url">, listingId: number, signals: ListingScamSignal[]): Promise<void> {
  await mailListingSeller(ctx, listingId, "listing-holds", (seller) => listingHeldMail({ ...seller, listingId, signals }));
}
