import { and, desc, eq, getTableColumns, lt, notInArray, or, sql } from "drizzle-orm";
import { CATEGORY_TREE } from "../../app/domain/catalog";
import { effectivePrice } from "../../app/domain/money";
import { median } from "../../app/domain/price-check";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { listings, priceMedians } from "../db/schema";
import { visibleListing } from "./listings";

/*
 * The price warning's medians (issue 16): `price_medians` keeps, per (subcategory, type,
 * condition), the median of the price a buyer pays (`effectivePrice`: the discount when on offer)
 * over the visible and available listings of that group, and how many there are. The listing page
 * reads its group's row by primary key; nothing is computed per page view.
 *
 * A refresh reads a whole subcategory at once, since its index is the one that fits: no index has
 * (subcategory, type, condition, price), and the schema is fixed for this issue, so the
 * subcategory's range of `listings_category_recent_idx` (category, subcategory, created_at) is
 * walked newest first in pages of PAGE_ROWS, at most MAX_PAGES of them, and every group of the
 * subcategory is written from what was read. A group's median is therefore that of its listings
 * among the subcategory's newest PAGE_ROWS * MAX_PAGES (all of them in every subcategory smaller
 * than that): the current market, bounded work. Listings without a subcategory (the categories
 * that have none, or a listing posted without one) have no group, so no warning.
 * (docs/decisions/066-posting-log-and-price-medians.md)
 */

export const PAGE_ROWS = 500;
export const MAX_PAGES = 8;

/** The subcategory's category in the catalogue (subcategory names are unique across it). */
function categoryOf(subcategory: string): string | null {
  return CATEGORY_TREE.find((category) => (category.subcategories as readonly string[]).includes(subcategory))?.name ?? null;
}

/**
 * One page of a subcategory's visible listings, newest first, after `before` (the last row of
 * the page before): the index range walked backwards, at most PAGE_ROWS rows (exposed for the
 * plan check).
 */
export function subcategoryPageQuery(db: Db, category: string, subcategory: string, before: { createdAt: Date; id: number } | null) {
  return db
    .select({
      id: listings.id,
      createdAt: listings.createdAt,
      type: listings.type,
      condition: listings.condition,
      offer: listings.offer,
      regularPrice: listings.regularPrice,
      discountPrice: listings.discountPrice,
      isAvailable: listings.isAvailable,
    })
    .from(listings)
    .where(
      and(
        eq(listings.category, category),
        eq(listings.subcategory, subcategory),
        visibleListing,
        before ? or(lt(listings.createdAt, before.createdAt), and(eq(listings.createdAt, before.createdAt), lt(listings.id, before.id))) : undefined,
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(PAGE_ROWS);
}

/** The key of a group in `price_medians`: '' stands for no condition. */
function groupKey(type: string, condition: string | null): string {
  return `${type}\u0000${condition ?? ""}`;
}

/** Recomputes every group of one subcategory and replaces its rows in one batch. */
async function refreshSubcategory(db: Db, subcategory: string, now = Date.now()): Promise<void> {
  const category = categoryOf(subcategory);
  const groups = new Map<string, { type: "sale" | "rent"; condition: string; prices: number[] }>();
  if (category !== null) {
    let before: { createdAt: Date; id: number } | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const rows = await subcategoryPageQuery(db, category, subcategory, before);
      for (const row of rows) {
        const price = effectivePrice(row);
        // Unavailable listings are not on the market; a price of 0 is no price to compare with.
        if (!row.isAvailable || !(price > 0)) continue;
        const key = groupKey(row.type, row.condition);
        const group = groups.get(key) ?? { type: row.type, condition: row.condition ?? "", prices: [] };
        group.prices.push(price);
        groups.set(key, group);
      }
      const last = rows.at(-1);
      if (rows.length < PAGE_ROWS || !last) break;
      before = { createdAt: last.createdAt, id: last.id };
    }
  }
  const values = [...groups.values()].map((group) => ({
    subcategory,
    type: group.type,
    condition: group.condition,
    median: median(group.prices) ?? 0,
    comparables: group.prices.length,
    updatedAt: new Date(now),
  }));
  const remove = db.delete(priceMedians).where(eq(priceMedians.subcategory, subcategory));
  if (values.length === 0) await remove;
  else await db.batch([remove, db.insert(priceMedians).values(values)]);
}

/**
 * Recomputes the price_medians rows of a listing's group (with the other groups of its
 * subcategory, read in the same pages), never failing the write that called it: errors are
 * logged, and the hourly run puts things right.
 */
export async function refreshPriceGroup(
  ctx: RequestContext,
  listing: { subcategory: string | null; type: "sale" | "rent"; condition: string | null },
): Promise<void> {
  if (!listing.subcategory) return;
  try {
    await refreshSubcategory(ctx.db, listing.subcategory);
  } catch (error) {
    console.error("[price-medians] group not refreshed", error);
  }
}

/** A listing's group, read by id: for writes that do not have the listing at hand. */
async function groupOfListing(db: Db, listingId: number) {
  return db
    .select({ subcategory: listings.subcategory, type: listings.type, condition: listings.condition })
    .from(listings)
    .where(eq(listings.id, listingId))
    .get();
}

/**
 * Refreshes the group of the listing `listingId` (after it was hidden, restored, marked
 * unavailable): for moderation, which changes what counts. Never fails the caller.
 */
export async function refreshListingPriceGroup(ctx: RequestContext, listingId: number): Promise<void> {
  try {
    const group = await groupOfListing(ctx.db, listingId);
    if (group) await refreshPriceGroup(ctx, group);
  } catch (error) {
    console.error("[price-medians] group not refreshed", error);
  }
}

/**
 * The hourly run: every subcategory of the catalogue in turn (so listings hidden, restored or
 * changed by any path are counted right within the hour), and away with rows of subcategories the
 * catalogue no longer has. Returns how many subcategories were refreshed.
 */
export async function refreshAllPriceGroups(db: Db, now = Date.now()): Promise<number> {
  const known = CATEGORY_TREE.flatMap((category) => [...category.subcategories] as string[]);
  let done = 0;
  for (const subcategory of known) {
    await refreshSubcategory(db, subcategory, now);
    done += 1;
  }
  await db.delete(priceMedians).where(notInArray(priceMedians.subcategory, known));
  return done;
}

/**
 * A listing's group row by primary key, found from the listing's id (a primary-key lookup on
 * each side): for the listing page's price check, in the same round trip as the seller's part.
 */
export function listingPriceGroupQuery(db: Db, listingId: number) {
  const { median, comparables } = getTableColumns(priceMedians);
  return db
    .select({ median, comparables })
    .from(listings)
    .innerJoin(
      priceMedians,
      and(
        eq(priceMedians.subcategory, listings.subcategory),
        eq(priceMedians.type, listings.type),
        eq(priceMedians.condition, sql`coalesce(${listings.condition}, '')`),
      ),
    )
    .where(eq(listings.id, listingId))
    .limit(1);
}
