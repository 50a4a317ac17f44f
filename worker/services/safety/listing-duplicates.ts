import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ListingInput } from "../../../app/domain/listing-input";
import { DUPLICATE_LISTING_MESSAGES } from "../../../app/domain/listing-safety-texts";
import { normaliseTitle } from "../../../app/domain/listing-title";
import { hashQuarters, isDistinctive, isPhotoHash, SIMILAR_PHOTO_DISTANCE } from "../../../app/domain/photo-hash";
import type { RequestContext, SessionUser } from "../../context";
import type { Db } from "../../db/client";
import { listingFlags, listings, uploads } from "../../db/schema";
import { announceChanges } from "../chat/live";
import { Refusal } from "../refusal";

/*
 * CONTRACT (duplicates and copied photos):
 * - checkDuplicates: `keys` are the upload keys of the new listing's photos. Throws Refusal(409,
 *   a sentence linking to the existing listing, { listingId }) when a photo (same sha256, or
 *   picture hash within the distance) or the normalised title matches one of the seller's own
 *   visible listings in the same subcategory. Returns the other sellers' listings whose photos
 *   match (for flagging).
 * - recordCopiedPhotos: inserts listing_flags rows ("copied_photos") for the new listing against
 *   each match and announces the change to the admins' dashboard.
 *
 * Photos are compared with the photos of listings only (uploads.listing_id NOT NULL, which the
 * hash indexes hold), so the new listing's own unclaimed uploads never match themselves. A near
 * copy is found through the four quarter indexes (a hash within SIMILAR_PHOTO_DISTANCE = 3 bits
 * always shares a quarter, app/domain/photo-hash.ts), and the exact distance is then checked in
 * SQL, so only true matches come back.
 */

export interface PhotoMatch {
  otherListingId: number;
  detail: "same" | "similar";
}

/** Another seller's listings flagged for one new listing, at most this many (the first found). */
const MAX_FLAGGED = 10;

/** A new photo's hashes, as its uploads row holds them. */
interface NewPhoto {
  sha256: string | null;
  phash: string | null;
}

/** What the matching query returns for one listing photo. */
interface MatchRow {
  listingId: number;
  name: string;
  same: number;
}

/** The popcount of a 16-bit column XOR a known 16-bit value, in SQL (SQLite has neither XOR nor popcount). */
function quarterDistance(column: string, value: number): string {
  // a XOR b = (a | b) - (a & b); `value` is an integer from hashQuarters, written as a literal.
  const xor = `((${column} | ${value}) - (${column} & ${value}))`;
  return Array.from({ length: 16 }, (_, bit) => `((${xor} >> ${bit}) & 1)`).join(" + ");
}

/**
 * The listing photos matching one new photo: the same bytes, or a picture hash sharing a quarter
 * and within SIMILAR_PHOTO_DISTANCE bits; visible listings only, narrowed by `whose`.
 */
export function photoMatches(photo: NewPhoto, whose: SQL, limit: number) {
  const terms: SQL[] = [];
  if (photo.sha256)
    terms.push(sql`SELECT u.listing_id AS listing_id, 1 AS same FROM uploads AS u WHERE u.listing_id IS NOT NULL AND u.sha256 = ${photo.sha256}`);
  if (photo.phash && isPhotoHash(photo.phash) && isDistinctive(photo.phash)) {
    const quarters = hashQuarters(photo.phash);
    const distance = ["a", "b", "c", "d"].map((letter, index) => quarterDistance(`u.phash_${letter}`, quarters[index] as number)).join(" + ");
    ["a", "b", "c", "d"].forEach((letter, index) => {
      terms.push(
        sql`SELECT u.listing_id AS listing_id, 0 AS same FROM uploads AS u WHERE u.listing_id IS NOT NULL AND ${sql.raw(`u.phash_${letter}`)} = ${quarters[index]} AND (${sql.raw(distance)}) <= ${SIMILAR_PHOTO_DISTANCE}`,
      );
    });
  }
  if (terms.length === 0) return null;
  // CROSS JOIN keeps the matches the outer loop: listings are then read by key, never walked by
  // subcategory. The GROUP BY sorts the matches of one photo only.
  return sql`SELECT l.id AS listingId, l.name AS name, max(m.same) AS same
    FROM (${sql.join(terms, sql` UNION ALL `)}) AS m CROSS JOIN listings AS l ON l.id = m.listing_id
    WHERE l.is_hidden = 0 AND ${whose}
    GROUP BY l.id LIMIT ${limit}`;
}

/**
 * The seller's own listings a new one would repeat: theirs, still available, in the same category
 * and subcategory. A listing marked unavailable does not count: Mark Unavailable is one way, so
 * the seller of a second unit (or a relisted item) has nothing to edit back to life.
 */
function ownGroup(me: SessionUser, input: ListingInput): SQL {
  const subcategory = input.subcategory ?? null;
  return sql`l.user_ref = ${me.id} AND l.is_available = 1 AND l.category = ${input.category} AND ${subcategory === null ? sql`l.subcategory IS NULL` : sql`l.subcategory = ${subcategory}`}`;
}

/**
 * The seller's visible, available listings in the same category and subcategory, for the title check. Read
 * through the seller's index (listings_user_recent_idx): the unary `+` keeps the planner off the
 * subcategory's index, which holds every seller's listings.
 */
export function ownListingsInGroup(db: Db, me: SessionUser, input: ListingInput) {
  const subcategory = input.subcategory ?? null;
  return db
    .select({ id: listings.id, name: listings.name })
    .from(listings)
    .where(
      and(
        eq(listings.userRef, me.id),
        sql`+${listings.isHidden} = 0`,
        sql`+${listings.isAvailable} = 1`,
        sql`+${listings.category} = ${input.category}`,
        subcategory === null ? sql`+${listings.subcategory} IS NULL` : sql`+${listings.subcategory} = ${subcategory}`,
      ),
    );
}

export async function checkDuplicates(ctx: RequestContext, me: SessionUser, input: ListingInput, keys: string[]): Promise<PhotoMatch[]> {
  const photos: NewPhoto[] =
    keys.length > 0 ? await ctx.db.select({ sha256: uploads.sha256, phash: uploads.phash }).from(uploads).where(inArray(uploads.key, keys)) : [];

  // The seller's own listing in the same group with one of these photos: refused, naming it.
  for (const photo of photos) {
    const query = photoMatches(photo, ownGroup(me, input), 1);
    const own = query ? (await ctx.db.all<MatchRow>(query))[0] : undefined;
    if (own) throw new Refusal(409, DUPLICATE_LISTING_MESSAGES.samePhoto(own.name), { listingId: own.listingId });
  }

  // The same title, once case, accents, punctuation and spacing are folded.
  const title = normaliseTitle(input.name);
  if (title !== "") {
    const same = (await ownListingsInGroup(ctx.db, me, input)).find((listing) => normaliseTitle(listing.name) === title);
    if (same) throw new Refusal(409, DUPLICATE_LISTING_MESSAGES.sameTitle(same.name), { listingId: same.id });
  }

  // Other sellers' listings with one of these photos: allowed, and flagged for the admins.
  const found = new Map<number, PhotoMatch["detail"]>();
  for (const photo of photos) {
    const query = photoMatches(photo, sql`l.user_ref <> ${me.id}`, MAX_FLAGGED);
    if (!query) continue;
    for (const row of await ctx.db.all<MatchRow>(query)) {
      if (found.get(row.listingId) !== "same") found.set(row.listingId, row.same ? "same" : "similar");
    }
  }
  return [...found].slice(0, MAX_FLAGGED).map(([otherListingId, detail]) => ({ otherListingId, detail }));
}

/**
 * Flags the new listing against each other seller's listing whose photo it shares ("Possible
 * copied photos" in the dashboard's Reports), once per pair, and tells the admins' open dashboard.
 */
export async function recordCopiedPhotos(ctx: RequestContext, listingId: number, matches: PhotoMatch[]): Promise<void> {
  const others = matches.filter((match) => match.otherListingId !== listingId);
  if (others.length === 0) return;
  await ctx.db
    .insert(listingFlags)
    .values(others.map((match) => ({ listingId, otherListingId: match.otherListingId, kind: "copied_photos" as const, detail: match.detail })))
    .onConflictDoNothing();
  announceChanges(ctx, { categories: false });
}
