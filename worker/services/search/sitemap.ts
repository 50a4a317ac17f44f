import { and, eq, exists, gt, lte, sql } from "drizzle-orm";
import { CATEGORY_TREE } from "../../../app/domain/catalog";
import { sellerPath } from "../../../app/domain/seller-path";
import type { Db } from "../../db/client";
import { listings, user } from "../../db/schema";
import { visibleListing } from "../listings/listings";
import { onShow, parseSellerId } from "../listings/storefront";

/** Listings per sitemap file: well under the protocol's 50,000, so each file stays small. */
export const LISTINGS_PER_SITEMAP = 10_000;

/** Accounts per seller sitemap file (each file lists those of them with a listing on show). */
export const ACCOUNTS_PER_SELLER_SITEMAP = 10_000;

const STATIC_PAGES = ["/", "/search", "/about", "/contact-us", "/faqs", "/safety-guide", "/privacy", "/terms-of-service"];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char);
}

function urlSet(entries: { loc: string; lastmod?: string }[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Files of `perFile` keys up to the largest key (at least one, so a new site has a file to read). */
const filesUpTo = (maxKey: number | null | undefined, perFile: number) => Math.max(1, Math.ceil((maxKey ?? 0) / perFile));

/** How many seller files there are: one per ACCOUNTS_PER_SELLER_SITEMAP account rowids (the rowid b-tree's last key). */
async function sellerFiles(db: Db): Promise<number> {
  const row = await db.get<{ maxRowid: number | null }>(sql`SELECT max(rowid) AS maxRowid FROM ${user}`);
  return filesUpTo(row?.maxRowid, ACCOUNTS_PER_SELLER_SITEMAP);
}

/**
 * The sitemap index: one file of pages and categories, then the listings in files of
 * LISTINGS_PER_SITEMAP by id range (a primary-key range read, however many listings there are),
 * then the seller storefronts in files of ACCOUNTS_PER_SELLER_SITEMAP accounts by rowid range.
 */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const [row, sellers] = await Promise.all([db.get<{ maxId: number | null }>(sql`SELECT max(id) AS maxId FROM listings`), sellerFiles(db)]);
  const files = filesUpTo(row?.maxId, LISTINGS_PER_SITEMAP);
  const locations = [
    `${origin}/sitemaps/pages.xml`,
    ...Array.from({ length: files }, (_, index) => `${origin}/sitemaps/listings-${index + 1}.xml`),
    ...Array.from({ length: sellers }, (_, index) => `${origin}/sitemaps/sellers-${index + 1}.xml`),
  ];
  const items = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** The home page, search, the help and policy pages, and every category and subcategory to browse. */
export function pagesSitemap(origin: string): string {
  const browse = CATEGORY_TREE.flatMap(({ name, subcategories }) => [
    `/browse?${new URLSearchParams({ category: name })}`,
    ...subcategories.map((sub) => `/browse?${new URLSearchParams({ category: name, subcategory: sub })}`),
  ]);
  return urlSet([...STATIC_PAGES, ...browse].map((path) => ({ loc: `${origin}${path}` })));
}

/** One file of public listings (hidden ones left out), or null past the last file. */
export async function listingsSitemap(db: Db, origin: string, file: number): Promise<string | null> {
  if (!Number.isSafeInteger(file) || file < 1) return null;
  const rows = await db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(and(gt(listings.id, (file - 1) * LISTINGS_PER_SITEMAP), lte(listings.id, file * LISTINGS_PER_SITEMAP), visibleListing))
    .orderBy(listings.id);
  if (rows.length === 0 && file > 1) return null;
  return urlSet(rows.map((row) => ({ loc: `${origin}/listing/${row.id}`, lastmod: row.updatedAt.toISOString() })));
}

/**
 * The accounts of one seller file that have a storefront worth a crawler's visit: at least one
 * listing on show there (not hidden, available; `onShow`, as the storefront lists them). A range
 * of the user table's rowids (its own b-tree: no sort, at most ACCOUNTS_PER_SELLER_SITEMAP rows),
 * each probing listings_user_recent_idx until its first listing on show. Exposed for its plan.
 */
export function sellersSitemapQuery(db: Db, file: number) {
  const rowid = sql`${user}.rowid`;
  return db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        gt(rowid, (file - 1) * ACCOUNTS_PER_SELLER_SITEMAP),
        lte(rowid, file * ACCOUNTS_PER_SELLER_SITEMAP),
        exists(
          db
            .select({ one: sql`1` })
            .from(listings)
            .where(and(eq(listings.userRef, user.id), onShow)),
        ),
      ),
    )
    .orderBy(rowid);
}

/**
 * One file of seller storefronts (`/seller/<id>`), or null past the last file. Ids the storefront
 * would not open (parseSellerId) are left out. No lastmod: a storefront changes with its reviews
 * and reply figures too, which no column dates.
 */
export async function sellersSitemap(db: Db, origin: string, file: number): Promise<string | null> {
  if (!Number.isSafeInteger(file) || file < 1 || file > (await sellerFiles(db))) return null;
  const rows = await sellersSitemapQuery(db, file);
  const ids = rows.map((row) => parseSellerId(row.id)).filter((id): id is string => id !== null);
  return urlSet(ids.map((id) => ({ loc: `${origin}${sellerPath(id)}` })));
}

/** Crawlers may read everything public; accounts, forms and the API are not for them. */
export function robotsTxt(origin: string): string {
  const closed = [
    "/api/",
    "/profile",
    "/corporate",
    "/create-listing",
    "/update-listing/",
    "/admin-dashboard",
    // Conversations: private to their two members.
    "/messages",
    "/reset-password/",
    "/confirm-email/",
    "/sign-out",
  ];
  return ["User-agent: *", "Allow: /", ...closed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
