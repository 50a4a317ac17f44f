import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { normalizeImageUrl, sizedImageUrl, THUMB_WIDTH } from "../../../app/domain/images";
import { LIMITS } from "../../../app/domain/limits";
import { effectivePrice } from "../../../app/domain/money";
import { sellerPath } from "../../../app/domain/seller-path";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext, SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { listingFlags } from "../../db/schema";
import { announceChanges } from "../chat/live";
import { setListingHidden } from "./moderation";
import { adminOnly, Refusal } from "../refusal";

/*
 * The dashboard's "Possible copied photos": a new listing whose photo matches another
 * seller's listing is flagged (listing_flags, kind 'copied_photos', written by
 * listing-duplicates.ts). The admin sees both listings side by side and settles the flag: Dismiss
 * (the photos are the seller's own, or the match is wrong) or Hide the copy.
 */

/** One side of a flagged pair, as the dashboard shows it. */
export interface PairListing {
  id: string;
  name: string;
  /** What a buyer pays: the discount price when on offer (effectivePrice). */
  price: number;
  type: "sale" | "rent";
  /** The first photo's card-sized thumbnail, or null when the listing has none. */
  cover: string | null;
  sellerId: string;
  sellerName: string;
  sellerPath: string;
  createdAt: string;
  isHidden: boolean;
}

/** An open flag: `copy` is the newer listing (listing_id), `original` the other seller's (other_listing_id). */
export interface FlaggedPair {
  flagId: number;
  detail: "same" | "similar";
  createdAt: string;
  copy: PairListing;
  original: PairListing;
}

export type SettleAction = "dismiss" | "hide";

const SIDE_COLUMNS = (alias: string, owner: string) =>
  sql.raw(
    `${alias}.id AS ${alias}Id, ${alias}.name AS ${alias}Name, ${alias}.regular_price AS ${alias}Regular, ${alias}.discount_price AS ${alias}Discount,
     ${alias}.offer AS ${alias}Offer, ${alias}.type AS ${alias}Type, json_extract(${alias}.image_urls, '$[0]') AS ${alias}Cover,
     ${alias}.user_ref AS ${alias}SellerId, coalesce(${owner}.display_username, ${owner}.username, ${owner}.name) AS ${alias}SellerName,
     ${alias}.created_at AS ${alias}CreatedAt, (${alias}.is_hidden = 1 AND coalesce(${alias}.hidden_reason, 'admin') IN ('admin', 'reports')) AS ${alias}Hidden`,
  );

/** How many copied-photo flags wait for an admin: read from the partial index of open flags. */
export function openFlagCountQuery(): SQL {
  return sql`SELECT count(*) AS n FROM listing_flags WHERE reviewed_at IS NULL AND kind = 'copied_photos'`;
}

/** The newest open flags with both listings and their sellers, walking listing_flags_open_idx backwards. */
export function openFlagsQuery(limit: number): SQL {
  return sql`
    SELECT f.id AS flagId, f.detail AS detail, f.created_at AS createdAt, ${SIDE_COLUMNS("c", "cu")}, ${SIDE_COLUMNS("o", "ou")}
    FROM listing_flags f
      JOIN listings c ON c.id = f.listing_id JOIN user cu ON cu.id = c.user_ref
      JOIN listings o ON o.id = f.other_listing_id JOIN user ou ON ou.id = o.user_ref
    WHERE f.reviewed_at IS NULL AND f.kind = 'copied_photos'
    ORDER BY f.created_at DESC, f.id DESC LIMIT ${limit}`;
}

type Side = "c" | "o";
type SideRow = {
  [K in `${Side}${"Id" | "Regular" | "CreatedAt" | "Hidden" | "Offer"}`]: number;
} & {
  [K in `${Side}${"Name" | "Type" | "SellerId"}`]: string;
} & {
  [K in `${Side}${"Discount"}`]: number | null;
} & {
  [K in `${Side}${"Cover" | "SellerName"}`]: string | null;
};
type FlagRow = SideRow & { flagId: number; detail: string | null; createdAt: number };

function pairListing(row: FlagRow, side: Side): PairListing {
  const cover = normalizeImageUrl(row[`${side}Cover`]);
  const sellerId = row[`${side}SellerId`];
  return {
    id: String(row[`${side}Id`]),
    name: row[`${side}Name`],
    price: effectivePrice({ offer: row[`${side}Offer`] === 1, regularPrice: row[`${side}Regular`], discountPrice: row[`${side}Discount`] }),
    type: row[`${side}Type`] === "rent" ? "rent" : "sale",
    cover: cover ? sizedImageUrl(cover, THUMB_WIDTH) : null,
    sellerId,
    sellerName: row[`${side}SellerName`] ?? "Unknown",
    sellerPath: sellerPath(sellerId),
    createdAt: new Date(row[`${side}CreatedAt`]).toISOString(),
    isHidden: row[`${side}Hidden`] === 1,
  };
}

/** The open copied-photo flags: how many, and the newest `limit` with both listings. */
export async function openCopiedPhotos(db: Db, limit: number = LIMITS.adminListLength): Promise<{ count: number; latest: FlaggedPair[] }> {
  const [countRow, rows] = await Promise.all([db.get<{ n: number }>(openFlagCountQuery()), db.all<FlagRow>(openFlagsQuery(limit))]);
  return {
    count: countRow?.n ?? 0,
    latest: rows.map((row) => ({
      flagId: row.flagId,
      detail: row.detail === "same" ? "same" : "similar",
      createdAt: new Date(row.createdAt).toISOString(),
      copy: pairListing(row, "c"),
      original: pairListing(row, "o"),
    })),
  };
}

/** A flag's id from a form field or a path parameter; anything else is a flag that does not exist. */
export function flagIdOf(raw: string | undefined): number {
  const id = /^[1-9][0-9]{0,15}$/.test(raw ?? "") ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new Refusal(404, STRINGS.server.safety.flagNotFound);
  return id;
}

/**
 * Settles an open copied-photo flag. "dismiss": the flag is reviewed and both listings stay.
 * "hide": the copy (the flag's newer listing) is hidden as an admin hides a listing, and every
 * open flag of that copy is reviewed with it. Admin only; a flag that does not exist or is already
 * settled is a 404, so a second click from an older page changes nothing.
 */
export async function settleCopiedPhotos(ctx: RequestContext, me: SessionUser | null, flagId: number, action: SettleAction): Promise<void> {
  const admin = adminOnly(me);
  const open = and(eq(listingFlags.id, flagId), eq(listingFlags.kind, "copied_photos"), isNull(listingFlags.reviewedAt));
  const settled = { reviewedAt: new Date(), reviewedBy: admin.id };
  const [flag] = await ctx.db.update(listingFlags).set(settled).where(open).returning({ copyId: listingFlags.listingId });
  if (!flag) throw new Refusal(404, STRINGS.server.safety.flagNotFound);
  if (action === "dismiss") {
    announceChanges(ctx, { categories: false });
    return;
  }
  // The copy's other open flags go with it. Its flags are settled before it is hidden, so the
  // dashboards that setListingHidden refreshes no longer list them (a copy that has gone meanwhile
  // took its flags with it: the 404 below changes nothing else).
  await ctx.db
    .update(listingFlags)
    .set(settled)
    .where(and(eq(listingFlags.listingId, flag.copyId), eq(listingFlags.kind, "copied_photos"), isNull(listingFlags.reviewedAt)));
  await setListingHidden(ctx, me, flag.copyId, true);
}
