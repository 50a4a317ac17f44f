import { and, desc, eq, getTableColumns, lt, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { CATEGORY_TREE } from "../../../app/domain/catalog";
import { effectivePrice } from "../../../app/domain/money";
import { median, type PriceReference, priceReference } from "../../../app/domain/price-check";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { listings, priceFallbackMedians, priceMedians } from "../../db/schema";
import { visibleListing } from "./listings";

/*
 * The price warning's medians: `price_medians` keeps, per (subcategory, type,
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
 *
 * A group with fewer than MIN_COMPARABLES listings falls back to its whole subcategory of the
 * same type, then its whole category of that type (`price_fallback_medians`,
 * docs/decisions/117): the subcategory's row comes from the same pages as its groups; the
 * category's from its own walk of `listings_category_created_idx`, bounded the same way. A listing
 * without a subcategory has a category row only.
 */

export const PAGE_ROWS = 500;
export const MAX_PAGES = 8;

/** The subcategory's category in the catalogue (subcategory names are unique across it). */
function categoryOf(subcategory: string): string | null {
  return CATEGORY_TREE.find((category) => (category.subcategories as readonly string[]).includes(subcategory))?.name ?? null;
}

/** What a page of the walk reads of each listing to price it (the category index covers these). */
const PAGE_COLUMNS = {
  id: listings.id,
  createdAt: listings.createdAt,
  type: listings.type,
  offer: listings.offer,
  regularPrice: listings.regularPrice,
  discountPrice: listings.discountPrice,
  isAvailable: listings.isAvailable,
};

/** The listings after `before` in newest-first order (created earlier, or at the same time with a lower id). */
function olderThan(before: { createdAt: Date; id: number } | null) {
  return before ? or(lt(listings.createdAt, before.createdAt), and(eq(listings.createdAt, before.createdAt), lt(listings.id, before.id))) : undefined;
}

/**
 * One page of a subcategory's visible listings, newest first, after `before` (the last row of
 * the page before): the index range walked backwards, at most PAGE_ROWS rows (exposed for the
 * plan check).
 */
export function subcategoryPageQuery(db: Db, category: string, subcategory: string, before: { createdAt: Date; id: number } | null) {
  return db
    .select({ ...PAGE_COLUMNS, condition: listings.condition })
    .from(listings)
    .where(and(eq(listings.category, category), eq(listings.subcategory, subcategory), visibleListing, olderThan(before)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(PAGE_ROWS);
}

/**
 * One page of a category's visible listings, newest first, after `before`: the category's range of
 * listings_category_created_idx walked backwards (exposed for the plan check).
 */
export function categoryPageQuery(db: Db, category: string, before: { createdAt: Date; id: number } | null) {
  return db
    .select(PAGE_COLUMNS)
    .from(listings)
    .where(and(eq(listings.category, category), visibleListing, olderThan(before)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(PAGE_ROWS);
}

type PricedRow = {
  id: number;
  createdAt: Date;
  type: "sale" | "rent";
  offer: boolean;
  regularPrice: number;
  discountPrice: number | null;
  isAvailable: boolean;
};

/** Walks pages newest first, at most MAX_PAGES, handing each listing on the market with a price to `take`. */
async function walkPages<Row extends PricedRow>(
  page: (before: { createdAt: Date; id: number } | null) => Promise<Row[]>,
  take: (row: Row, price: number) => void,
): Promise<void> {
  let before: { createdAt: Date; id: number } | null = null;
  for (let n = 0; n < MAX_PAGES; n += 1) {
    const rows = await page(before);
    for (const row of rows) {
      const price = effectivePrice(row);
      // Unavailable listings are not on the market; a price of 0 is no price to compare with.
      if (row.isAvailable && price > 0) take(row, price);
    }
    const last = rows.at(-1);
    if (rows.length < PAGE_ROWS || !last) break;
    before = { createdAt: last.createdAt, id: last.id };
  }
}

function addPrice(byType: Map<"sale" | "rent", number[]>, type: "sale" | "rent", price: number): void {
  const prices = byType.get(type);
  if (prices) prices.push(price);
  else byType.set(type, [price]);
}

/** The fallback rows of one subcategory or category: a median per type. */
function fallbackRows(scope: "subcategory" | "category", name: string, byType: Map<"sale" | "rent", number[]>, now: number) {
  return [...byType].map(([type, prices]) => ({
    scope,
    name,
    type,
    median: median(prices) ?? 0,
    comparables: prices.length,
    updatedAt: new Date(now),
  }));
}

/** The key of a group in `price_medians`: '' stands for no condition. */
function groupKey(type: string, condition: string | null): string {
  return `${type}\u0000${condition ?? ""}`;
}

/** Recomputes every group of one subcategory and replaces its rows in one batch. */
async function refreshSubcategory(db: Db, subcategory: string, now = Date.now()): Promise<void> {
  const category = categoryOf(subcategory);
  const groups = new Map<string, { type: "sale" | "rent"; condition: string; prices: number[] }>();
  const byType = new Map<"sale" | "rent", number[]>();
  if (category !== null) {
    await walkPages(
      (before) => subcategoryPageQuery(db, category, subcategory, before),
      (row, price) => {
        const key = groupKey(row.type, row.condition);
        const group = groups.get(key) ?? { type: row.type, condition: row.condition ?? "", prices: [] };
        group.prices.push(price);
        groups.set(key, group);
        addPrice(byType, row.type, price);
      },
    );
  }
  const values = [...groups.values()].map((group) => ({
    subcategory,
    type: group.type,
    condition: group.condition,
    median: median(group.prices) ?? 0,
    comparables: group.prices.length,
    updatedAt: new Date(now),
  }));
  const fallbacks = fallbackRows("subcategory", subcategory, byType, now);
  await db.batch([
    db.delete(priceMedians).where(eq(priceMedians.subcategory, subcategory)),
    db.delete(priceFallbackMedians).where(and(eq(priceFallbackMedians.scope, "subcategory"), eq(priceFallbackMedians.name, subcategory))),
    ...(values.length > 0 ? [db.insert(priceMedians).values(values)] : []),
    ...(fallbacks.length > 0 ? [db.insert(priceFallbackMedians).values(fallbacks)] : []),
  ]);
}

/** Recomputes a category's fallback medians (one per type) and replaces its rows in one batch. */
async function refreshCategory(db: Db, category: string, now = Date.now()): Promise<void> {
  const byType = new Map<"sale" | "rent", number[]>();
  await walkPages(
    (before) => categoryPageQuery(db, category, before),
    (row, price) => addPrice(byType, row.type, price),
  );
  const rows = fallbackRows("category", category, byType, now);
  await db.batch([
    db.delete(priceFallbackMedians).where(and(eq(priceFallbackMedians.scope, "category"), eq(priceFallbackMedians.name, category))),
    ...(rows.length > 0 ? [db.insert(priceFallbackMedians).values(rows)] : []),
  ]);
}

/**
 * Recomputes the price_medians rows of a listing's group (with the other groups of its
 * subcategory, read in the same pages), never failing the write that called it: errors are
 * logged, and the hourly run puts things right.
 */
export async function refreshPriceGroup(
  ctx: RequestContext,
  listing: { category?: string; subcategory: string | null; type: "sale" | "rent"; condition: string | null },
): Promise<void> {
  const category = listing.category ?? (listing.subcategory ? categoryOf(listing.subcategory) : null);
  try {
    if (listing.subcategory) await refreshSubcategory(ctx.db, listing.subcategory);
    if (category) await refreshCategory(ctx.db, category);
  } catch (error) {
    console.error("[price-medians] group not refreshed", error);
  }
}

/** A listing's group, read by id: for writes that do not have the listing at hand. */
async function groupOfListing(db: Db, listingId: number) {
  return db
    .select({ category: listings.category, subcategory: listings.subcategory, type: listings.type, condition: listings.condition })
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
  for (const category of CATEGORY_TREE) await refreshCategory(db, category.name, now);
  await db.delete(priceMedians).where(notInArray(priceMedians.subcategory, known));
  await db.delete(priceFallbackMedians).where(
    or(
      and(eq(priceFallbackMedians.scope, "subcategory"), notInArray(priceFallbackMedians.name, known)),
      and(
        eq(priceFallbackMedians.scope, "category"),
        notInArray(
          priceFallbackMedians.name,
          CATEGORY_TREE.map((category) => category.name),
        ),
      ),
    ),
  );
  return done;
}

/**
 * A listing's three references by primary key, found from the listing's id: its group's row, its
 * subcategory's and its category's (each a primary-key lookup, any of them missing): for the
 * listing page's price check, in the same round trip as the seller's part.
 */
export function listingPriceGroupQuery(db: Db, listingId: number) {
  const { median, comparables } = getTableColumns(priceMedians);
  const bySubcategory = alias(priceFallbackMedians, "by_subcategory");
  const byCategory = alias(priceFallbackMedians, "by_category");
  return db
    .select({
      median,
      comparables,
      subcategoryMedian: bySubcategory.median,
      subcategoryComparables: bySubcategory.comparables,
      categoryMedian: byCategory.median,
      categoryComparables: byCategory.comparables,
    })
    .from(listings)
    .leftJoin(
      priceMedians,
      and(
        eq(priceMedians.subcategory, listings.subcategory),
        eq(priceMedians.type, listings.type),
        eq(priceMedians.condition, sql`coalesce(${listings.condition}, '')`),
      ),
    )
    .leftJoin(bySubcategory, and(eq(bySubcategory.scope, "subcategory"), eq(bySubcategory.name, listings.subcategory), eq(bySubcategory.type, listings.type)))
    .leftJoin(byCategory, and(eq(byCategory.scope, "category"), eq(byCategory.name, listings.category), eq(byCategory.type, listings.type)))
    .where(eq(listings.id, listingId))
    .limit(1);
}

/** The reference a listing's price is compared with (priceReference), from listingPriceGroupQuery's row. */
export function priceReferenceOf(row: Awaited<ReturnType<typeof listingPriceGroupQuery>>[number] | undefined): PriceReference | null {
  if (!row) return null;
  const level = (median: number | null, comparables: number | null) => (median === null || comparables === null ? null : { median, comparables });
  return priceReference([
    level(row.median, row.comparables),
    level(row.subcategoryMedian, row.subcategoryComparables),
    level(row.categoryMedian, row.categoryComparables),
  ]);
}
