import { and, gt, lte, sql } from "drizzle-orm";
import { CATEGORY_TREE } from "../../app/domain/catalog";
import type { Db } from "../db/client";
import { listings } from "../db/schema";
import { visibleListing } from "./listings";

/** Listings per sitemap file: well under the protocol's 50,000, so each file stays small. */
export const LISTINGS_PER_SITEMAP = 10_000;

const STATIC_PAGES = ["/", "/search", "/about", "/contact-us", "/faqs", "/safety-guide", "/privacy", "/terms-of-service"];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char);
}

function urlSet(entries: { loc: string; lastmod?: string }[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * The sitemap index: one file of pages and categories, then the listings in files of
 * LISTINGS_PER_SITEMAP by id range (a primary-key range read, however many listings there are).
 */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const row = await db.get<{ maxId: number | null }>(sql`SELECT max(id) AS maxId FROM listings`);
  const files = Math.max(1, Math.ceil((row?.maxId ?? 0) / LISTINGS_PER_SITEMAP));
  const locations = [`${origin}/sitemaps/pages.xml`, ...Array.from({ length: files }, (_, index) => `${origin}/sitemaps/listings-${index + 1}.xml`)];
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

/** Crawlers may read everything public; accounts, forms and the API are not for them. */
export function robotsTxt(origin: string): string {
  const closed = [
    "/api/",
    "/profile",
    "/corporate",
    "/create-listing",
    "/update-listing/",
    "/admin-dashboard",
    "/reset-password/",
    "/confirm-email/",
    "/sign-out",
  ];
  return ["User-agent: *", "Allow: /", ...closed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
