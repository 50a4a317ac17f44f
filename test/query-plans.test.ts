import { describe, expect, it } from "vitest";
import { defaultListingQuery, type ListingQuery } from "../app/domain/listing-query";
import { listingCountSql, listingIdsSql, listingPageQuery } from "../worker/services/listings/listings";
import { ratingsQuery, reviewSellerQuery, sellerReviewCountQuery, sellerReviewsQuery } from "../worker/services/safety/reviews";
import { listingSellerRatingQuery, moreFromSellerQuery, phoneVerifiedQuery } from "../worker/services/listings/listing-seller";
import { sellerMessageQueries } from "../worker/services/chat/seller-stats";
import { uploads } from "../worker/db/schema";
import { chatPhotoAccessQuery, conversationRemoval } from "../worker/services/chat/chat-photos";
import { unusedUploads } from "../worker/services/media/uploads";
import { unreadMailDetailsQuery, unreadToMailQuery } from "../worker/services/chat/chat-mail";
import { FLAGGED_WINDOW_MS, flaggedCountQuery, flaggedLatestQuery, flaggedListingsQuery, personReportsQuery } from "../worker/services/safety/dashboard";
import { countableReportsQuery } from "../worker/services/safety/reports";
import { hiddenByReportsCountQuery, hiddenByReportsQuery } from "../worker/services/safety/dashboard";
import { openFlagCountQuery, openFlagsQuery } from "../worker/services/safety/listing-flags";
import { inboxEntriesQuery, inboxPageQuery, threadPageQuery, unreadCountQuery } from "../worker/services/chat/conversations";
import { ownListingsInGroup, photoMatches } from "../worker/services/safety/listing-duplicates";
import { unhashedUploads } from "../worker/services/media/photo-hashes";
import { lt, type SQL, sql } from "drizzle-orm";
import { readListingQuery } from "../app/domain/listing-query";
import { attributeOptionsSql } from "../worker/services/search/filter-options";
import { areaCountsSql } from "../worker/services/search/areas";
import { relaxationsOf } from "../worker/services/search/nearest-searches";
import { similarListingsByIdQuery, similarListingsQuery } from "../worker/services/listings/similar-listings";
import { listingPosts } from "../worker/db/schema";
import { recentPostsQuery, underPostingLimit } from "../worker/services/listings/posting-limits";
import { heldCountQuery, heldListingsQuery } from "../worker/services/safety/listing-holds";
import { categoryPageQuery, listingPriceGroupQuery, subcategoryPageQuery } from "../worker/services/listings/price-medians";
import { NAMES_SQL } from "../worker/services/search/search-suggest";

import { dueSearchesQuery, pendingListingsQuery } from "../worker/services/search/alerts";
import { liveBoostedQuery } from "../worker/services/listings/boosted";
import { dueForExpirySql, dueForReminderSql } from "../worker/services/listings/listing-life";
import { db } from "./fixtures";
import { planOf, planOfQuery } from "./query-plan";

/**
 * Best match's tiers (listings.ts, bestMatchIds): each read from FTS in id order, newest first
 * (FTS5's plan number 192: ORDER BY rowid DESC served by the index) into a table of at most a
 * page, so only those few rows are ever sorted, never the matches themselves.
 */
const TIERS_IN_ID_ORDER = (tiers: number) =>
  new RegExp(Array.from({ length: tiers }, (_, tier) => `MATERIALIZE tier${tier}[\\s\\S]*?SCAN listings_fts VIRTUAL TABLE INDEX 192:`).join("[\\s\\S]*"));
const MATCHES_SORTED = /SCAN listings_fts[^\n]*\nUSE TEMP B-TREE/;

/** A full scan of listings: `SCAN listings` without `USING ... INDEX`. */
const FULL_SCAN = /SCAN listings(?! USING)(?!_fts)/;

const cases: [string, Partial<ListingQuery>, RegExp][] = [
  ["newest first (home, search default)", {}, /listings_recent_idx/],
  ["popular row", { sort: "views", order: "desc" }, /listings_popular_idx/],
  ["offers row", { offer: true }, /listings_offer_recent_idx/],
  ["rent row", { type: "rent" }, /listings_type_recent_idx/],
  ["sale row", { type: "sale" }, /listings_type_recent_idx/],
  ["browse a category", { category: "Vehicles" }, /listings_category_created_idx/],
  ["browse a category deep in its pages", { category: "Property", startIndex: 9000 }, /listings_category_created_idx/],
  ["browse a subcategory", { category: "Vehicles", subcategory: "Cars" }, /listings_category_recent_idx/],
  ["price sort", { sort: "regularPrice", order: "asc" }, /listings_price_idx/],
  ["price range with price sort", { minPrice: 20_000, maxPrice: 80_000, sort: "regularPrice", order: "asc" }, /listings_price_idx/],
  ["a county", { location: "Nakuru" }, /listings_location_recent_idx/],
  ["words alone, best match", { searchTerm: "apartment" }, /VIRTUAL TABLE INDEX/],
  ["words with a category and a county", { searchTerm: "toyota", category: "Vehicles", location: "Mombasa" }, /VIRTUAL TABLE INDEX/],
  ["words with a price sort", { searchTerm: "toyota", sort: "regularPrice", order: "desc" }, /VIRTUAL TABLE INDEX|listings_price_idx/],
  ["a category in a county, newest first", { category: "Vehicles", location: "Nakuru" }, /listings_category_location_idx/],
];

describe("every list the product shows is index-backed", () => {
  it.each(cases)("%s", async (_name, overrides, index) => {
    const query = { ...defaultListingQuery(), ...overrides };
    const ids = await planOf(listingIdsSql(db, query));
    expect(ids).toMatch(index);
    expect(ids).not.toMatch(FULL_SCAN);
    const count = await planOf(listingCountSql(db, query));
    expect(count).not.toMatch(FULL_SCAN);
    // The page's rows are read by id, for the page's ids alone, in the same round trip as the total.
    const page = await planOfQuery(listingPageQuery(db, query));
    expect(page).toMatch(index);
    expect(page).toMatch(/SEARCH listings USING INTEGER PRIMARY KEY/);
    expect(page).not.toMatch(FULL_SCAN);
  });

  // Deep pages start from a cursor (decision 146): the same index, entered at the cursor.
  it.each(cases)("%s, from a cursor either way", async (_name, overrides, index) => {
    const query = { ...defaultListingQuery(), ...overrides, startIndex: 0 };
    // Best match's key is the tier (0 to 2); the others' a date, a price or views.
    const key = query.searchTerm && !query.sort ? 0 : 1_700_000_000_000;
    for (const start of [{ after: { key, id: 500 } }, { before: { key, id: 500 } }]) {
      const ids = await planOf(listingIdsSql(db, query, start));
      expect(ids).toMatch(index);
      expect(ids).not.toMatch(FULL_SCAN);
      const page = await planOfQuery(listingPageQuery(db, query, start));
      expect(page).toMatch(/SEARCH listings USING INTEGER PRIMARY KEY/);
    }
  });

  it("best match reads each tier from FTS newest first, as far as the page needs, and sorts only those", async () => {
    const plan = await planOf(listingIdsSql(db, { ...defaultListingQuery(), searchTerm: "toyota fielder" }));
    expect(plan).toMatch(TIERS_IN_ID_ORDER(2));
    expect(plan).not.toMatch(MATCHES_SORTED);
    // Joined to the rows, the page is still chosen by the tiers before any row is read.
    expect(await planOfQuery(listingPageQuery(db, { ...defaultListingQuery(), searchTerm: "toyota fielder" }))).toMatch(TIERS_IN_ID_ORDER(2));
    const count = await planOf(listingCountSql(db, { ...defaultListingQuery(), searchTerm: "toyota fielder" }));
    expect(count).not.toMatch(/SCAN listings /);
  });
});

// Every new filter, alone and combined, with and without words, in every
// sort. A narrowed category, county or condition reads its covering filter index (named by
// worker/services/listings/listing-plan.ts); a category's page by date or price without a county walks the
// category in that order (migrations/0012); the single-purpose indexes of migration 0009 serve the rest.
const filterCases: [string, Partial<ListingQuery>, RegExp][] = [
  ["make", { category: "Vehicles", make: "toyota" }, /listings_category_newest_idx/],
  ["make + model + years", { category: "Vehicles", make: "toyota", model: "probox", yearFrom: 2012, yearTo: 2018 }, /listings_category_newest_idx/],
  ["make by price", { category: "Vehicles", make: "toyota", sort: "regularPrice", order: "desc" }, /listings_category_price_filters_idx/],
  ["make without a category (API)", { make: "toyota" }, /listings_vehicle_idx/],
  ["a category by price", { category: "Vehicles", sort: "regularPrice", order: "asc" }, /listings_category_price_filters_idx/],
  ["a category by views", { category: "Electronics", sort: "views", order: "desc" }, /listings_category_filters_idx/],
  ["a subcategory by price", { category: "Property", subcategory: "Apartments", sort: "regularPrice", order: "asc" }, /listings_subcategory_price_idx/],
  [
    "bedrooms + bathrooms + parking by price",
    { category: "Property", bedrooms: 3, bathrooms: 2, parking: true, sort: "regularPrice", order: "asc" },
    /listings_category_price_filters_idx/,
  ],
  ["bedrooms + furnished + county", { category: "Property", bedrooms: 2, furnished: true, location: "Nairobi" }, /listings_category_filters_idx/],
  [
    "rent + Property + county by price",
    { type: "rent", category: "Property", location: "Nairobi", sort: "regularPrice", order: "asc" },
    /listings_category_filters_idx/,
  ],
  ["phone brand", { category: "Mobile Phones & Tablets", brand: "samsung" }, /listings_category_newest_idx/],
  ["brand without a category (API)", { brand: "samsung" }, /listings_brand_idx/],
  ["size by price", { category: "Fashion", size: "m", sort: "regularPrice", order: "asc" }, /listings_category_price_filters_idx/],
  ["county + area", { location: "Nairobi", area: "Kilimani" }, /listings_area_idx/],
  ["county + area by price", { location: "Nairobi", area: "Kilimani", sort: "regularPrice", order: "asc" }, /listings_location_price_filters_idx/],
  ["county + rent + area", { location: "Nairobi", area: "Kilimani", type: "rent" }, /listings_location_filters_idx/],
  ["county + offer by price", { location: "Nairobi", offer: true, sort: "regularPrice", order: "desc" }, /listings_location_price_filters_idx/],
  ["county by views", { location: "Nairobi", sort: "views", order: "desc" }, /listings_location_filters_idx/],
  ["condition", { condition: "New" }, /listings_condition_newest_idx/],
  ["condition by price", { condition: "Used", sort: "regularPrice", order: "asc" }, /listings_condition_price_idx/],
  ["condition by views", { condition: "Used", sort: "views", order: "desc" }, /listings_condition_filters_idx/],
  ["rent by price", { type: "rent", sort: "regularPrice", order: "asc" }, /listings_type_price_idx/],
  ["rent by views", { type: "rent", sort: "views", order: "desc" }, /listings_type_views_idx/],
  ["offers by price", { offer: true, sort: "regularPrice", order: "asc" }, /listings_offer_price_idx/],
  ["offers by views", { offer: true, sort: "views", order: "desc" }, /listings_offer_views_idx/],
  // Words with equality filters: FTS answers both (their tokens, decision 079), merging the tiers.
  ["words + condition", { searchTerm: "samsung", condition: "Used" }, /MATERIALIZE tier0/],
  ["words + make", { searchTerm: "automatic", category: "Vehicles", make: "toyota" }, /MATERIALIZE tier0/],
  ["words + furnished", { searchTerm: "apartment", category: "Property", furnished: true }, /MATERIALIZE tier0/],
  ["words + county + area", { searchTerm: "apartment", location: "Nairobi", area: "Kilimani" }, /MATERIALIZE tier0/],
  ["words + rent", { searchTerm: "house", type: "rent" }, /MATERIALIZE tier0/],
  ["words by price", { searchTerm: "apartment", sort: "regularPrice", order: "asc" }, /listings_price_idx/],
  ["words + price range by price", { searchTerm: "iphone", minPrice: 30_000, maxPrice: 90_000, sort: "regularPrice", order: "asc" }, /listings_price_idx/],
  ["words + price range, best match", { searchTerm: "iphone", minPrice: 30_000, maxPrice: 90_000 }, /listings_price_idx/],
  ["words by views", { searchTerm: "toyota", sort: "views", order: "desc" }, /listings_popular_idx/],
  ["words, newest first", { searchTerm: "sofa", sort: "created_at", order: "desc" }, /listings_recent_idx/],
];

describe("every filter combination is index-backed", () => {
  it.each(filterCases)("%s", async (_name, overrides, index) => {
    const query = { ...defaultListingQuery(), ...overrides };
    const ids = await planOf(listingIdsSql(db, query));
    expect(ids).toMatch(index);
    expect(ids).not.toMatch(FULL_SCAN);
    const count = await planOf(listingCountSql(db, query));
    expect(count).not.toMatch(FULL_SCAN);
    // A total is counted from the narrowest range, never by walking a category in some order.
    expect(count).not.toMatch(/listings_(category_newest|category_price_filters|location_price_filters|condition_newest|condition_price)_idx/);
  });

  it("a total of equality filters alone is counted by FTS from their tokens; a range keeps the index", async () => {
    const filtersOnly = { ...defaultListingQuery(), category: "Property" as const, bedrooms: 3, parking: true };
    expect(await planOf(listingCountSql(db, filtersOnly))).toMatch(/SCAN listings_fts VIRTUAL TABLE/);
    expect(await planOf(listingCountSql(db, { ...filtersOnly, minPrice: 1000 }))).toMatch(/USING (COVERING )?INDEX listings_/);
    expect(await planOf(listingCountSql(db, defaultListingQuery()))).not.toMatch(/listings_fts/);
  });

  it("the county's areas are read from the area index alone", async () => {
    const plan = await planOf(sql`SELECT area, count(*) FROM listings WHERE is_hidden = 0 AND location = ${"Nairobi"} AND area IS NOT NULL GROUP BY area`);
    expect(plan).toMatch(/COVERING INDEX listings_area_idx/);
  });

  // The filter panel's areas, counted under the query's other filters (decision 114): the range of
  // a covering index its total is counted from, never a row and never a scan.
  it.each([
    ["the county alone", "location=Nairobi", /COVERING INDEX listings_area_idx/],
    ["a category in the county", "category=Property&location=Nairobi", /COVERING INDEX listings_category_filters_idx/],
    // A generated column's value comes from the index too, though SQLite does not call it covering.
    ["rentals of a category in the county", "category=Property&type=rent&location=Nairobi&bedrooms=2", /USING INDEX listings_category_filters_idx/],
    ["a bedsitter in the county", "category=Property&type=rent&location=Nairobi&bedrooms=0", /USING INDEX listings_category_filters_idx/],
    ["rentals in the county", "type=rent&location=Nairobi", /COVERING INDEX listings_location_filters_idx/],
    ["a price range in the county", "location=Nairobi&minPrice=10000&maxPrice=50000", /COVERING INDEX listings_location_filters_idx/],
    ["words in the county", "searchTerm=apartment&location=Nairobi&type=rent", /listings_fts VIRTUAL TABLE/],
  ])("the areas of %s", async (_name, address, index) => {
    const plan = await planOf(areaCountsSql(readListingQuery(new URLSearchParams(address)).query));
    expect(plan).toMatch(index);
    expect(plan).not.toMatch(FULL_SCAN);
    expect(plan).not.toMatch(/SEARCH listings USING INTEGER PRIMARY KEY/);
  });
});

describe("a seller's reviews read the partial index of standing reviews, and ratings their kept row", () => {
  /** EXPLAIN QUERY PLAN of a drizzle query builder. */
  it("the ratings of many sellers: one kept row each, by key (decision 147)", async () => {
    const plan = await planOfQuery(ratingsQuery(db, ["seller-a", "seller-b", "seller-c"]));
    expect(plan).toMatch(/SEARCH seller_ratings USING INDEX sqlite_autoindex_seller_ratings_1 \(seller_id=\?\)/);
    expect(plan).not.toMatch(/reviews/);
  });

  it("one page of a storefront's reviews, newest first, without sorting", async () => {
    const plan = await planOfQuery(sellerReviewsQuery(db, "seller-a", { startIndex: 10, limit: 10 }));
    expect(plan).toMatch(/reviews USING INDEX reviews_seller_recent_idx/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
    expect(await planOfQuery(sellerReviewCountQuery(db, "seller-a"))).toMatch(/SEARCH seller_ratings USING INDEX sqlite_autoindex_seller_ratings_1/);
  });

  it("a thread's one query for whether its buyer may review the seller", async () => {
    const plan = await planOf(reviewSellerQuery(1, "buyer-a", "seller-a", 1));
    expect(plan).toMatch(/messages_conversation_idx|conversation_id=\?/);
    expect(plan).toMatch(/reviews_author_listing_idx/);
    expect(plan).not.toMatch(/SCAN (listings|messages|reviews|m|l|r)(?! USING)/);
  });
});

describe("a seller's response figures are index-backed", () => {
  it("reads the seller's received and sent messages of the window through their indexes", async () => {
    const { received, sent } = sellerMessageQueries(db, "seller-id", new Date(Date.UTC(2026, 7, 25)));
    const receivedPlan = await planOf(received.getSQL());
    expect(receivedPlan).toMatch(/SEARCH messages USING INDEX messages_recipient_recent_idx \(recipient_id=\? AND created_at>\?\)/);
    expect(receivedPlan).toMatch(/SEARCH listings USING INTEGER PRIMARY KEY/);
    const sentPlan = await planOf(sent.getSQL());
    expect(sentPlan).toMatch(/SEARCH messages USING INDEX messages_sender_recent_idx \(sender_id=\? AND created_at>\?\)/);
    expect(sentPlan).toMatch(/SEARCH listings USING INTEGER PRIMARY KEY/);
    for (const plan of [receivedPlan, sentPlan]) {
      expect(plan).not.toMatch(/SCAN (messages|listings)/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("reads the listing page's seller part through the seller's indexes", async () => {
    const row = await planOf(moreFromSellerQuery(db, 42).getSQL());
    expect(row).toMatch(/SEARCH listings USING INDEX listings_user_recent_idx \(user_ref=\?\)/);
    expect(row).toMatch(/SEARCH owner USING INTEGER PRIMARY KEY/);
    expect(row).not.toMatch(/TEMP B-TREE/);
    expect(row).not.toMatch(FULL_SCAN);
    const rating = await planOf(listingSellerRatingQuery(db, 42).getSQL());
    expect(rating).toMatch(/SEARCH seller_ratings USING INDEX sqlite_autoindex_seller_ratings_1 \(seller_id=\?\)/);
    const phone = await planOf(phoneVerifiedQuery(db, "seller-id").getSQL());
    expect(phone).toMatch(/SEARCH phones USING COVERING INDEX phones_user_idx \(user_id=\?\)/);
  });
});

describe("chat photos are found through their indexes", () => {
  it("serving one looks it up by key, then its message and conversation by primary key", async () => {
    const plan = await planOf(chatPhotoAccessQuery(db, "chat/a.jpg", "user-a").getSQL());
    expect(plan).toMatch(/SEARCH uploads USING INDEX sqlite_autoindex_uploads_1 \(key=\?\)/);
    expect(plan).toMatch(/SEARCH messages USING INTEGER PRIMARY KEY/);
    expect(plan).toMatch(/SEARCH conversations USING INTEGER PRIMARY KEY/);
    expect(plan).not.toMatch(/SCAN/);
  });

  it("removing a listing's or a person's conversations finds their photos through the messages' and uploads' indexes", async () => {
    for (const where of [{ listingId: 42 }, { userId: "user-a" }]) {
      const { detach, remove } = conversationRemoval(db, where);
      const detachPlan = await planOf(detach.getSQL());
      expect(detachPlan).toMatch(/uploads USING INDEX uploads_message_idx \(message_id=\?\)/);
      expect(detachPlan).toMatch(/messages USING COVERING INDEX messages_conversation_idx \(conversation_id=\?\)/);
      const removePlan = await planOf(remove.getSQL());
      for (const plan of [detachPlan, removePlan]) {
        expect(plan).not.toMatch(/SCAN (uploads|messages|conversations)(?! USING)/);
        expect(plan).toMatch(/conversations USING (COVERING )?INDEX conversations_/);
      }
    }
  });

  it("the hourly clean-up finds unused uploads through an index of the uploads no listing holds", async () => {
    const plan = await planOf(db.update(uploads).set({ userId: null }).where(unusedUploads(Date.now())).getSQL());
    expect(plan).toMatch(/SEARCH uploads USING INDEX uploads_unused_idx \(created_at<\?\)/);
  });
});

describe("chat safety's queries are index-backed", () => {
  const now = Date.UTC(2026, 10, 23);

  it("counts and lists the dashboard's flagged messages through the partial index of flagged messages", async () => {
    const since = new Date(now - FLAGGED_WINDOW_MS);
    const count = await planOf(flaggedCountQuery(since));
    expect(count).toMatch(/SEARCH messages USING (COVERING )?INDEX messages_flagged_idx \(created_at>\?\)/);
    const latest = await planOf(flaggedLatestQuery(since));
    expect(latest).toMatch(/SEARCH m USING INDEX messages_flagged_idx \(created_at>\?\)/);
    expect(latest).toMatch(/SEARCH u USING INDEX sqlite_autoindex_user_1 \(id=\?\)|SEARCH u USING .*PRIMARY KEY/);
    expect(latest).toMatch(/SEARCH l USING INTEGER PRIMARY KEY/);
    // A message an admin acted on is left out by the audit log's partial index.
    expect(latest).toMatch(/SEARCH a USING (COVERING )?INDEX admin_actions_message_idx \(message_id=\?\)/);
    for (const plan of [count, latest]) {
      expect(plan).not.toMatch(/SCAN (messages|m|listings|l|user|u)\b/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("lists the unreviewed person reports newest first through user_reports_recent_idx", async () => {
    const plan = await planOf(personReportsQuery());
    expect(plan).toMatch(/SCAN r USING INDEX user_reports_recent_idx/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
    expect(plan).not.toMatch(/SCAN (u|p|user)\b(?! USING)/);
  });

  it("finds the unread messages to mail about through messages_unread_recent_idx, oldest first, without sorting", async () => {
    const plan = await planOf(unreadToMailQuery(now));
    expect(plan).toMatch(/SEARCH m USING INDEX messages_unread_recent_idx \(created_at>\? AND created_at<\?\)/);
    expect(plan).toMatch(/SEARCH c USING INTEGER PRIMARY KEY/);
    expect(plan).not.toMatch(/SCAN (m|c|messages|conversations)\b/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it("reads what one unread mail says by keys: the conversation, its listing, the two people, the unread count and any block", async () => {
    const plan = await planOf(unreadMailDetailsQuery(42, "member-id"));
    expect(plan).toMatch(/SEARCH c USING INTEGER PRIMARY KEY/);
    expect(plan).toMatch(/SEARCH u USING (COVERING )?INDEX messages_unread_idx \(recipient_id=\? AND conversation_id=\?\)/);
    expect(plan).toMatch(/SEARCH b USING COVERING INDEX sqlite_autoindex_user_blocks_1/);
    expect(plan).not.toMatch(/\bSCAN\b/);
  });
});

describe("conversations are index-backed", () => {
  it("an inbox page merges the buyer's and the seller's index scans and stops at the page, on every page", async () => {
    for (const cursor of [null, { at: Date.UTC(2026, 10, 1), id: 5000 }]) {
      const plan = await planOf(inboxPageQuery("user-a", cursor));
      expect(plan).toMatch(/conversations USING (COVERING )?INDEX conversations_buyer_recent_idx \(buyer_id=\?/);
      expect(plan).toMatch(/conversations USING (COVERING )?INDEX conversations_seller_recent_idx \(seller_id=\?/);
      expect(plan).toMatch(/MERGE \(UNION ALL\)/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
      expect(plan).not.toMatch(/SCAN conversations(?! USING)/);
    }
  });

  it("an inbox page's rows read their listing, person, last message and unread count by key", async () => {
    const plan = await planOf(inboxEntriesQuery("user-a", [1, 2, 3]));
    expect(plan).toMatch(/SEARCH c USING INTEGER PRIMARY KEY/);
    expect(plan).toMatch(/SEARCH l USING INTEGER PRIMARY KEY/);
    expect(plan).toMatch(/messages_conversation_idx/);
    expect(plan).toMatch(/messages_unread_idx/);
    expect(plan).not.toMatch(/SCAN (c|l|o|m|u|x|conversations|messages|listings|user)(?! USING)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it("a thread page walks messages_conversation_idx backwards from before=, without sorting", async () => {
    for (const before of [null, 12345]) {
      const plan = await planOf(threadPageQuery(7, before));
      expect(plan).toMatch(/SEARCH messages USING INDEX messages_conversation_idx \(conversation_id=\?/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("the unread count reads only the partial index of unread messages", async () => {
    const plan = await planOf(unreadCountQuery("user-a"));
    // The partial index holds unread messages only: the count visits those and no others.
    expect(plan).toMatch(/SEARCH messages USING (COVERING )?INDEX messages_unread_idx \(recipient_id=\?\)/);
  });
});

/* ---- limits: the posting log and the price medians ---- */

describe("posting limits and price medians are index-backed", () => {
  it("an account's posts in the window: its (user, time) index, newest first, no sort", async () => {
    const plan = await planOfQuery(recentPostsQuery(db, "seller-a", Date.now()));
    expect(plan).toMatch(/listing_posts USING (COVERING )?INDEX listing_posts_user_idx/);
    expect(plan).not.toMatch(/TEMP B-TREE|SCAN listing_posts(?! USING)/);
    const held = await planOf(sql`SELECT ${underPostingLimit("seller-a", 5, Date.now())}`);
    expect(held).toMatch(/listing_posts USING COVERING INDEX listing_posts_user_idx/);
  });

  it("the hourly prune of old posts walks the time index", async () => {
    const { sql: text, params } = db.delete(listingPosts).where(lt(listingPosts.createdAt, new Date())).toSQL();
    const plan = await planOf(sql.raw(text.replace("?", String(params[0]))));
    expect(plan).toMatch(/listing_posts USING (COVERING )?INDEX listing_posts_recent_idx/);
  });

  it("a price group's refresh pages through the subcategory's index, newest first, without a sort", async () => {
    for (const before of [null, { createdAt: new Date(), id: 42 }]) {
      const plan = await planOfQuery(subcategoryPageQuery(db, "Vehicles", "Cars", before));
      expect(plan).toMatch(/listings USING INDEX listings_category_recent_idx/);
      expect(plan).not.toMatch(FULL_SCAN);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("a category's fallback median pages through the category's index, newest first, without a sort", async () => {
    for (const before of [null, { createdAt: new Date(), id: 42 }]) {
      const plan = await planOfQuery(categoryPageQuery(db, "Vehicles", before));
      expect(plan).toMatch(/listings USING INDEX listings_category_created_idx/);
      expect(plan).not.toMatch(FULL_SCAN);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("the listing page reads its group's, subcategory's and category's medians by primary key", async () => {
    const plan = await planOfQuery(listingPriceGroupQuery(db, 42));
    expect(plan).toMatch(/SEARCH listings USING INTEGER PRIMARY KEY/);
    expect(plan).toMatch(/SEARCH price_medians USING INDEX sqlite_autoindex_price_medians_1/);
    expect(plan).toMatch(/SEARCH by_subcategory USING INDEX sqlite_autoindex_price_fallback_medians_1/);
    expect(plan).toMatch(/SEARCH by_category USING INDEX sqlite_autoindex_price_fallback_medians_1/);
    expect(plan).not.toMatch(/SCAN/);
  });
});

describe("the dashboard's held listings are index-backed", () => {
  it("counts and lists them through listings_hidden_idx, newest first, without sorting", async () => {
    const count = await planOf(heldCountQuery());
    expect(count).toMatch(/SEARCH listings USING COVERING INDEX listings_hidden_idx \(hidden_reason=\?\)/);
    const latest = await planOf(heldListingsQuery(5));
    expect(latest).toMatch(/SEARCH l USING INDEX listings_hidden_idx \(hidden_reason=\?\)/);
    expect(latest).not.toMatch(/TEMP B-TREE/);
  });
});

describe("the dashboard's Reports are index-backed", () => {
  it("counts and lists the listings hidden by reports through listings_hidden_idx, newest first, without sorting", async () => {
    const count = await planOf(hiddenByReportsCountQuery());
    expect(count).toMatch(/SEARCH listings USING COVERING INDEX listings_hidden_idx \(hidden_reason=\?\)/);
    const latest = await planOf(hiddenByReportsQuery());
    expect(latest).toMatch(/SEARCH l USING INDEX listings_hidden_idx \(hidden_reason=\?\)/);
    expect(latest).toMatch(/SEARCH u USING INDEX sqlite_autoindex_user_1 \(id=\?\)|SEARCH u USING .*PRIMARY KEY/);
    // Each listing's unsettled reports are counted through its own reports only.
    expect(latest).toMatch(/SEARCH r USING INDEX reports_listing_idx \(listing_id=\?\)/);
    for (const plan of [count, latest]) {
      expect(plan).not.toMatch(/SCAN (listings|l|user|u|reports|r)\b/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("counts and lists the open copied-photo flags through listing_flags_open_idx, both listings by key", async () => {
    const count = await planOf(openFlagCountQuery());
    expect(count).toMatch(/listing_flags USING INDEX listing_flags_open_idx/);
    const latest = await planOf(openFlagsQuery(5));
    expect(latest).toMatch(/f USING INDEX listing_flags_open_idx/);
    for (const alias of ["c", "o"]) expect(latest).toMatch(new RegExp(`SEARCH ${alias} USING INTEGER PRIMARY KEY`));
    for (const alias of ["cu", "ou"])
      expect(latest).toMatch(new RegExp(`SEARCH ${alias} USING INDEX sqlite_autoindex_user_1 \\(id=\\?\\)|SEARCH ${alias} USING .*PRIMARY KEY`));
    for (const plan of [count, latest]) {
      expect(plan).not.toMatch(/SCAN (listing_flags|listings|user|c|o|cu|ou)\b(?! USING)/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe("auto-hide's queries", () => {
  const now = Date.UTC(2026, 10, 23);

  it("reads one listing's countable reports through reports_listing_idx, newest first, without sorting", async () => {
    const plan = await planOfQuery(countableReportsQuery(db, 42, now));
    expect(plan).toMatch(/SEARCH reports USING INDEX reports_listing_idx \(listing_id=\? AND created_at>\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it("groups Flagged listings' reports in listing order through reports_listing_idx and reads each listing by key", async () => {
    // The ranking still sorts the reported listings (one row each), as the list did before auto-hide:
    // reports are few next to listings, and no index can rank by a count.
    const plan = await planOf(flaggedListingsQuery());
    expect(plan).toMatch(/reports USING INDEX reports_listing_idx/);
    expect(plan).toMatch(/SEARCH l USING INTEGER PRIMARY KEY/);
    expect(plan).not.toMatch(/USE TEMP B-TREE FOR GROUP BY/);
  });
});

describe("the duplicate and copied-photo checks are index-backed", () => {
  const me = { id: "user-a" } as Parameters<typeof ownListingsInGroup>[1];
  const input = { category: "Vehicles", subcategory: "Cars" } as Parameters<typeof ownListingsInGroup>[2];
  const photo = { sha256: "ab".repeat(32), phash: "8f3c0a91d2e4b756" };

  it("a photo's matches come through the sha256 and the four quarter indexes, then listings by key", async () => {
    for (const whose of [sql`l.user_ref = ${"user-a"} AND l.category = ${"Vehicles"} AND l.subcategory = ${"Cars"}`, sql`l.user_ref <> ${"user-a"}`]) {
      const query = photoMatches(photo, whose, 10);
      if (!query) throw new Error("no query for a hashed photo");
      const plan = await planOf(query);
      expect(plan).toMatch(/SEARCH u USING INDEX uploads_sha256_idx \(sha256=\?\)/);
      for (const letter of ["a", "b", "c", "d"]) expect(plan).toMatch(new RegExp(`SEARCH u USING INDEX uploads_phash_${letter}_idx \\(phash_${letter}=\\?\\)`));
      expect(plan).toMatch(/SEARCH l USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(plan).not.toMatch(/SCAN (u|l|uploads|listings)(?! USING)/);
    }
  });

  it("the title check reads the seller's own listings through listings_user_recent_idx", async () => {
    const plan = await planOfQuery(ownListingsInGroup(db, me, input));
    expect(plan).toMatch(/SEARCH listings USING INDEX listings_user_recent_idx \(user_ref=\?\)/);
  });

  it("the hourly run finds rows without hashes through uploads_unhashed_idx, oldest first, without sorting", async () => {
    const plan = await planOfQuery(unhashedUploads(db, 25));
    expect(plan).toMatch(/SCAN uploads USING INDEX uploads_unhashed_idx/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});

describe("the filter panel's choices and the nearest searches are index-backed", () => {
  it("makes, a make's models, brands and sizes walk their partial indexes in order, without sorting", async () => {
    const cases: [SQL, RegExp][] = [
      [attributeOptionsSql("make"), /SEARCH listings USING INDEX listings_vehicle_idx \(make>\?\)/],
      [attributeOptionsSql("model", "toyota"), /SEARCH listings USING INDEX listings_vehicle_idx \(make=\? AND model>\?\)/],
      [attributeOptionsSql("brand"), /SEARCH listings USING INDEX listings_brand_idx \(brand>\?\)/],
      [attributeOptionsSql("size"), /SEARCH listings USING INDEX listings_size_idx \(size>\?\)/],
    ];
    for (const [query, index] of cases) {
      const plan = await planOf(query);
      expect(plan).toMatch(index);
      // The label: one probe of the same index per value listed.
      expect(plan).toMatch(/SEARCH one USING INDEX listings_(vehicle|brand|size)_idx/);
      expect(plan).not.toMatch(FULL_SCAN);
      expect(plan).not.toMatch(/SCAN one/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("every relaxed search counted for an empty result is index-backed", async () => {
    const empty = readListingQuery(
      new URLSearchParams(
        "searchTerm=toyota&category=Vehicles&subcategory=Cars&location=Mombasa&area=Nyali&make=toyota&model=fielder&yearFrom=2012&condition=Used&type=sale&minPrice=500000&maxPrice=1500000",
      ),
    ).query;
    const { single, cumulative } = relaxationsOf(empty);
    expect(single.length).toBeGreaterThan(5);
    for (const candidate of [...single, ...cumulative]) {
      const plan = await planOf(listingCountSql(db, candidate.query));
      expect(plan, candidate.dropped.join(",")).not.toMatch(FULL_SCAN);
    }
  });
});

describe("similar listings probe listings_subcategory_price_idx either side of the price", () => {
  it("two bounded index probes, the candidates by key, and the listing itself by key", async () => {
    for (const query of [
      similarListingsByIdQuery(db, 42),
      similarListingsQuery(db, {
        id: 42,
        subcategory: sql`${"Cars"}`,
        category: sql`${"Vehicles"}`,
        location: sql`${"Nairobi"}`,
        price: sql`${1_000_000}`,
        type: sql`${"sale"}`,
      }),
    ]) {
      const plan = await planOfQuery(query);
      expect(plan).toMatch(
        /SEARCH near USING COVERING INDEX listings_subcategory_price_idx \(subcategory=\? AND regular_price<\?\)|SEARCH near USING COVERING INDEX listings_subcategory_price_idx \(subcategory=\? AND regular_price>\?\)/,
      );
      expect(plan.match(/listings_subcategory_price_idx/g)?.length).toBe(2);
      expect(plan).toMatch(/SEARCH listings USING INTEGER PRIMARY KEY/);
      expect(plan).not.toMatch(FULL_SCAN);
      expect(plan).not.toMatch(/SCAN near(?! USING)/);
    }
  });
});

// Forgiving search: numbers as whole words and the relaxed tier.
describe("forgiving search stays index-backed", () => {
  it("words with a number merge three FTS scans (exact in name, exact elsewhere, relaxed) and stop at the page", async () => {
    const query = { ...defaultListingQuery(), searchTerm: "iphone 13" };
    const plan = await planOf(listingIdsSql(db, query));
    expect(plan.match(/VIRTUAL TABLE INDEX/g)?.length).toBe(3);
    expect(plan).toMatch(TIERS_IN_ID_ORDER(3));
    expect(plan).not.toMatch(MATCHES_SORTED);
    expect(plan).not.toMatch(FULL_SCAN);
    const count = await planOf(listingCountSql(db, query));
    expect(count).toMatch(/VIRTUAL TABLE INDEX/);
    expect(count).not.toMatch(/SCAN listings /);
  });

  it("the relaxed tier with filters starts from an index or the matches, never a scan", async () => {
    const query: ListingQuery = { ...defaultListingQuery(), searchTerm: "iphone 13", category: "Mobile Phones & Tablets", location: "Nairobi" };
    const plan = await planOf(listingIdsSql(db, query));
    expect(plan).not.toMatch(FULL_SCAN);
    expect(await planOf(listingCountSql(db, query))).not.toMatch(FULL_SCAN);
  });

  it("the header's completion of a later word reads matching names from the FTS index", async () => {
    const plan = await planOf(sql.raw(NAMES_SQL.replace("?", '\'name : ("iphone"* "1"*)\'').replace("?", "200")));
    expect(plan).toMatch(/VIRTUAL TABLE INDEX/);
    expect(plan).not.toMatch(FULL_SCAN);
  });

  it("a chosen sort with a number keeps to the exact matches through the FTS index", async () => {
    const query = { ...defaultListingQuery(), searchTerm: "iphone 13", sort: "regularPrice" as const, order: "asc" as const };
    const plan = await planOf(listingIdsSql(db, query));
    expect(plan).toMatch(/VIRTUAL TABLE INDEX|listings_price_idx/);
    expect(plan).not.toMatch(FULL_SCAN);
  });
});

describe("saved-search alerts", () => {
  it("finds due saved searches from the pending matches' partial index and the due index, never a scan of searches", async () => {
    const plan = await planOf(dueSearchesQuery(Date.now()));
    expect(plan).toMatch(/SEARCH s USING INDEX saved_searches_due_idx \(frequency=\?\)/);
    // Only pending rows are in the partial index: a day's matches at most, not the whole table.
    expect(plan).toMatch(/saved_search_matches USING INDEX saved_search_matches_pending_idx/);
    expect(plan).toMatch(/SEARCH u USING INDEX sqlite_autoindex_user_1 \(id=\?\)/);
    expect(plan).not.toMatch(/SCAN (s|u|saved_searches|user)\b/);
  });

  it("reads one search's pending matches by key (the sort is over that search's pending rows only)", async () => {
    const plan = await planOf(pendingListingsQuery(7));
    expect(plan).toMatch(/SEARCH m USING INDEX saved_search_matches_pending_idx \(saved_search_id=\?\)/);
    expect(plan).toMatch(/SEARCH l USING INTEGER PRIMARY KEY/);
    expect(plan).not.toMatch(/SCAN (m|l|listings)\b/);
  });
});

describe("listing life and boosts", () => {
  it("reads live boosts from their small partial indexes, never the listings in id order", async () => {
    const top = await planOfQuery(liveBoostedQuery(db, "top", "Vehicles", Date.now()));
    expect(top).toMatch(/SEARCH listings USING INDEX listings_top_idx \(category=\? AND top_until>\?\)/);
    expect(await planOfQuery(liveBoostedQuery(db, "top", undefined, Date.now()))).toMatch(/listings_top_idx/);
    expect(await planOfQuery(liveBoostedQuery(db, "featured", undefined, Date.now()))).toMatch(/listings_featured_idx/);
    for (const plan of [top, await planOfQuery(liveBoostedQuery(db, "featured", undefined, Date.now()))]) expect(plan).not.toMatch(FULL_SCAN);
  });

  it("finds listings due to expire, and due for their reminder, by their expiry indexes", async () => {
    expect(await planOf(dueForExpirySql(new Date()))).toMatch(/SEARCH listings USING (COVERING )?INDEX listings_expiry_idx \(expires_at<\?\)/);
    expect(await planOf(dueForReminderSql(new Date()))).toMatch(
      /SEARCH listings USING (COVERING )?INDEX listings_reminder_idx \(expires_at>\? AND expires_at<\?\)/,
    );
  });
});
