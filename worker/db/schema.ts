/**
 * The one source of truth for Sokoni's tables. Migrations in `migrations/` are generated from
 * this file by drizzle-kit (plus the hand-written FTS5 migration).
 *
 * better-auth's tables (user, session, account, verification, rate_limit) use the field names
 * better-auth expects; the user row carries Sokoni's own columns (username, role, verification).
 */
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ListingAttributes } from "../../app/domain/catalog";

const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const user = sqliteTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    // username plugin: stored lower-case for case-insensitive uniqueness, shown as typed.
    username: text("username").unique(),
    displayUsername: text("display_username"),
    // admin plugin
    role: text("role").notNull().default("user"),
    banned: integer("banned", { mode: "boolean" }).default(false),
    banReason: text("ban_reason"),
    banExpires: integer("ban_expires", { mode: "timestamp_ms" }),
    // Sokoni
    isSellerVerified: integer("is_seller_verified", { mode: "boolean" }).notNull().default(false),
    lastLogin: integer("last_login", { mode: "timestamp_ms" }),
    // The language mail, SMS and notifications reach this member in ("en" or "sw").
    lang: text("lang").notNull().default("en"),
  },
  (t) => [index("user_created_at_idx").on(t.createdAt)],
);

export const session = sqliteTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = sqliteTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: integer("access_token_expires_at", { mode: "timestamp_ms" }),
    refreshTokenExpiresAt: integer("refresh_token_expires_at", { mode: "timestamp_ms" }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = sqliteTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit store, so limits hold across Worker isolates. */
export const rateLimit = sqliteTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: integer("last_request").notNull(),
});

export const listings = sqliteTable(
  "listings",
  {
    // INTEGER PRIMARY KEY is the rowid, which the FTS5 content table needs to be stable.
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    location: text("location").notNull().default("Nairobi"),
    attributes: text("attributes", { mode: "json" }).$type<ListingAttributes>().notNull().default({}),
    condition: text("condition", { enum: ["New", "Used", "Refurbished"] }),
    regularPrice: integer("regular_price").notNull(),
    discountPrice: integer("discount_price"),
    offer: integer("offer", { mode: "boolean" }).notNull().default(false),
    imageUrls: text("image_urls", { mode: "json" }).$type<string[]>().notNull().default([]),
    type: text("type", { enum: ["sale", "rent"] })
      .notNull()
      .default("sale"),
    sellerName: text("seller_name").notNull(),
    businessName: text("business_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    userRef: text("user_ref")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    isAvailable: integer("is_available", { mode: "boolean" }).notNull().default(true),
    // Moderation: a hidden listing leaves every public list and page but stays with its owner.
    isHidden: integer("is_hidden", { mode: "boolean" }).notNull().default(false),
    // Why it is hidden: an admin's decision, or enough reports (auto-hide). NULL when shown.
    // Why it is out of the public lists: an admin's decision or enough reports
    // (moderation: the page is under review), or its seller sold it, or it expired. The moderation
    // reasons outrank the others; worker/services/listings/listing-status.ts settles it from the facts below.
    // NULL when shown. Every public list keeps its `is_hidden = 0` (docs/decisions/080). `held`: its
    // words look like a scam, waiting for an admin (docs/decisions/116). `banned`: its seller's
    // account is banned; lifting the ban brings back exactly these (docs/decisions/108).
    hiddenReason: text("hidden_reason", { enum: ["admin", "reports", "held", "banned", "sold", "expired"] }),
    views: integer("views").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    // The town or estate below the county ("Kilimani", "Nyali"), as the seller wrote it.
    area: text("area"),
    // The attributes a buyer filters by, read out of `attributes` by SQLite itself (virtual
    // generated columns: nothing to keep in step on write) so that they can be indexed. Text values
    // are lower-cased and trimmed, so "Toyota " and "toyota" are one make.
    make: text("make").generatedAlwaysAs(sql`lower(trim(json_extract(attributes, '$.make')))`, { mode: "virtual" }),
    model: text("model").generatedAlwaysAs(sql`lower(trim(json_extract(attributes, '$.model')))`, { mode: "virtual" }),
    year: integer("year").generatedAlwaysAs(sql`CAST(json_extract(attributes, '$.year') AS INTEGER)`, { mode: "virtual" }),
    bedrooms: integer("bedrooms").generatedAlwaysAs(sql`CAST(json_extract(attributes, '$.bedrooms') AS INTEGER)`, { mode: "virtual" }),
    bathrooms: integer("bathrooms").generatedAlwaysAs(sql`CAST(json_extract(attributes, '$.bathrooms') AS INTEGER)`, { mode: "virtual" }),
    furnished: integer("furnished").generatedAlwaysAs(sql`json_extract(attributes, '$.furnished')`, { mode: "virtual" }),
    parking: integer("parking").generatedAlwaysAs(sql`json_extract(attributes, '$.parking')`, { mode: "virtual" }),
    brand: text("brand").generatedAlwaysAs(sql`lower(trim(json_extract(attributes, '$.brand')))`, { mode: "virtual" }),
    size: text("size").generatedAlwaysAs(sql`lower(trim(json_extract(attributes, '$.size')))`, { mode: "virtual" }),
    // When its seller marked it sold (NULL when for sale), when it expires (published or
    // last renewed + 30 days, 60 for Vehicles and Property: app/domain/listing-life.ts), and when
    // the seller was mailed that it expires soon (NULL again after a renewal).
    soldAt: integer("sold_at", { mode: "timestamp_ms" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    expiryRemindedAt: integer("expiry_reminded_at", { mode: "timestamp_ms" }),
    // Paid boosts, until when (NULL when none; the cron clears those that ended).
    topUntil: integer("top_until", { mode: "timestamp_ms" }),
    featuredUntil: integer("featured_until", { mode: "timestamp_ms" }),
  },
  (t) => {
    const visible = sql`${t.isHidden} = 0`;
    // Every filter but the category and the county, in the order the covering indexes below hold them.
    const filterColumns = [
      t.type,
      t.condition,
      t.offer,
      t.subcategory,
      t.area,
      t.make,
      t.model,
      t.year,
      t.bedrooms,
      t.bathrooms,
      t.furnished,
      t.parking,
      t.brand,
      t.size,
    ];
    return [
      // Home rows and the default search order.
      index("listings_recent_idx").on(t.createdAt).where(visible),
      index("listings_popular_idx").on(t.views).where(visible),
      index("listings_offer_recent_idx").on(t.offer, t.createdAt).where(visible),
      index("listings_type_recent_idx").on(t.type, t.createdAt).where(visible),
      index("listings_price_idx").on(t.regularPrice).where(visible),
      // Browse and category-narrowed search: a whole category, and one subcategory of it.
      index("listings_category_created_idx").on(t.category, t.createdAt).where(visible),
      index("listings_category_recent_idx").on(t.category, t.subcategory, t.createdAt).where(visible),
      index("listings_location_recent_idx").on(t.location, t.createdAt).where(visible),
      // "Cars in Mombasa": a category in one county, the classifieds reader's usual narrowing.
      index("listings_category_location_idx").on(t.category, t.location, t.createdAt).where(visible),
      // A seller's own listings (profile), hidden ones included.
      index("listings_user_recent_idx").on(t.userRef, t.createdAt),
      // The few hidden listings, by why and when (the dashboard's Reports: hidden by reports).
      index("listings_hidden_idx").on(t.hiddenReason, t.updatedAt).where(sql`${t.isHidden} = 1`),
      // The category filters and areas (partial: only the listings that carry the value).
      index("listings_vehicle_idx").on(t.make, t.model, t.year, t.createdAt).where(sql`${t.isHidden} = 0 AND ${t.make} IS NOT NULL`),
      index("listings_property_idx").on(t.bedrooms, t.bathrooms, t.createdAt).where(sql`${t.isHidden} = 0 AND ${t.bedrooms} IS NOT NULL`),
      index("listings_brand_idx").on(t.brand, t.createdAt).where(sql`${t.isHidden} = 0 AND ${t.brand} IS NOT NULL`),
      index("listings_size_idx").on(t.size, t.createdAt).where(sql`${t.isHidden} = 0 AND ${t.size} IS NOT NULL`),
      index("listings_area_idx").on(t.location, t.area, t.createdAt).where(sql`${t.isHidden} = 0 AND ${t.area} IS NOT NULL`),
      // Similar listings: a subcategory's listings by price.
      index("listings_subcategory_price_idx").on(t.subcategory, t.regularPrice).where(visible),
      // Every filter combination (migrations/0010, docs/performance.md): covering indexes
      // that hold every filter and sort column, so a narrowed query reads index entries only, never
      // a row (a virtual column read from a row parses its JSON). The query builder names them
      // (INDEXED BY, worker/services/listings/listing-plan.ts): a category's listings, a county's, a condition's.
      index("listings_category_filters_idx")
        .on(t.category, t.location, ...filterColumns, t.regularPrice, t.views, t.createdAt)
        .where(visible),
      // A category's newest listings narrowed by anything but a county (migrations/0012):
      // the same columns in date order, so a page walks the category from its newest entry and
      // stops at the page instead of reading and sorting every match ("2+ bedrooms": 12,000 of them).
      index("listings_category_newest_idx")
        .on(t.category, t.createdAt, ...filterColumns, t.regularPrice)
        .where(visible),
      // The same by price, for a category's cheapest or dearest first (either way is one walk).
      index("listings_category_price_filters_idx")
        .on(t.category, t.regularPrice, ...filterColumns)
        .where(visible),
      // A county's listings by price, narrowed or not (the county-led walk of decision 077).
      index("listings_location_price_filters_idx").on(t.location, t.regularPrice, t.type, t.condition, t.offer, t.area).where(visible),
      index("listings_location_filters_idx").on(t.location, t.type, t.condition, t.offer, t.area, t.regularPrice, t.views, t.createdAt).where(visible),
      // A condition's pages by date or price walk that order (decision 077, migrations/0013).
      index("listings_condition_newest_idx").on(t.condition, t.createdAt, t.type, t.offer, t.regularPrice).where(visible),
      index("listings_condition_price_idx").on(t.condition, t.regularPrice, t.type, t.offer).where(visible),
      index("listings_condition_filters_idx").on(t.condition, t.type, t.offer, t.regularPrice, t.views, t.createdAt).where(visible),
      // For sale / For rent and offers under the price and views sorts, page after page.
      index("listings_type_price_idx").on(t.type, t.regularPrice).where(visible),
      index("listings_type_views_idx").on(t.type, t.views).where(visible),
      index("listings_offer_price_idx").on(t.offer, t.regularPrice).where(visible),
      index("listings_offer_views_idx").on(t.offer, t.views).where(visible),
      // The expiry job (listings on show by expiry), the reminders (those not yet mailed),
      // and the few boosted listings (Top by category, Featured), on show or not, so the cron that
      // ends boosts reads them too.
      index("listings_expiry_idx").on(t.expiresAt).where(visible),
      index("listings_reminder_idx").on(t.expiresAt).where(sql`${t.isHidden} = 0 AND ${t.expiryRemindedAt} IS NULL`),
      index("listings_top_idx").on(t.category, t.topUntil).where(sql`${t.topUntil} IS NOT NULL`),
      index("listings_featured_idx").on(t.featuredUntil).where(sql`${t.featuredUntil} IS NOT NULL`),
    ];
  },
);

/**
 * Every object a person uploaded (listing photos with their thumbnails, avatars), with its owner:
 * the row is what lets the server delete an object (docs/decisions/046-deletion-by-owning-row-and-orphan-sweep.md).
 * A listing may only use photos its editor uploaded (or that it already had); once a listing takes
 * a photo, the row names the listing and its seller. A row without an owner (`user_id` NULL) is an
 * object on its way out: an edit dropped it, or its listing or account was deleted; the request
 * that detached it deletes the object and then the row, and the hourly clean-up retries what a
 * failed delete left. Sponsor banners are not here: their `homepage_images` row refers to them.
 */
export const uploads = sqliteTable(
  "uploads",
  {
    key: text("key").primaryKey(),
    // SET NULL, not CASCADE: a row must outlive its owner until its object is gone from R2.
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["listing", "avatar", "message", "banner"] })
      .notNull()
      .default("listing"),
    // The stored image's size (not its thumbnail's), so an edit can hold new photos to the update cap.
    bytes: integer("bytes"),
    // The SHA-256 of the stored bytes (hex) and a 64-bit difference hash of the picture
    // (16 hex digits), computed by the server from the stored thumbnail. The hash's four 16-bit
    // quarters are columns of their own, each indexed, so near copies are found by index
    // (docs/decisions: photo hashes). NULL until hashed (the hourly run fills older rows).
    sha256: text("sha256"),
    phash: text("phash"),
    phashA: integer("phash_a"),
    phashB: integer("phash_b"),
    phashC: integer("phash_c"),
    phashD: integer("phash_d"),
    // A chat photo (kind "message") once a message has taken it; SET NULL when the message goes,
    // after which the clean-up removes the objects.
    messageId: integer("message_id").references((): AnySQLiteColumn => messages.id, { onDelete: "set null" }),
    // A slot handed out for a presigned PUT straight to R2 (worker/services/media/upload-slots.ts),
    // set to when its address expires. Nothing may use the upload while it is set: the object is
    // checked by its bytes when first claimed, which clears it. NULL for everything checked.
    pendingUntil: integer("pending_until", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("uploads_unused_idx").on(t.createdAt).where(sql`${t.listingId} IS NULL AND ${t.messageId} IS NULL`),
    index("uploads_listing_idx").on(t.listingId).where(sql`${t.listingId} IS NOT NULL`),
    index("uploads_user_idx").on(t.userId),
    index("uploads_message_idx").on(t.messageId).where(sql`${t.messageId} IS NOT NULL`),
    // Photos of listings by their hashes: the same bytes, or a quarter of the picture hash in common.
    index("uploads_sha256_idx").on(t.sha256).where(sql`${t.listingId} IS NOT NULL`),
    index("uploads_phash_a_idx").on(t.phashA).where(sql`${t.listingId} IS NOT NULL`),
    index("uploads_phash_b_idx").on(t.phashB).where(sql`${t.listingId} IS NOT NULL`),
    index("uploads_phash_c_idx").on(t.phashC).where(sql`${t.listingId} IS NOT NULL`),
    index("uploads_phash_d_idx").on(t.phashD).where(sql`${t.listingId} IS NOT NULL`),
    // The hourly run's backlog: stored images not hashed yet.
    index("uploads_unhashed_idx").on(t.createdAt).where(sql`${t.phash} IS NULL AND ${t.pendingUntil} IS NULL`),
  ],
);

export const favourites = sqliteTable(
  "favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index("favourites_user_recent_idx").on(t.userId, t.createdAt),
    index("favourites_listing_idx").on(t.listingId),
  ],
);

export const reports = sqliteTable(
  "reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    // Who reported, for counting distinct people. A keyed hash (HMAC) of the reporter's
    // network address, never the address itself; set for every report, signed in or not.
    reporterKey: text("reporter_key"),
    // When an admin settled the report (restored or hid the listing); a reviewed report no longer counts.
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("reports_listing_idx").on(t.listingId, t.createdAt)],
);

/**
 * Something the server noticed about a listing for an admin to look at: "copied_photos"
 * when a photo of `listing_id` matches a photo of `other_listing_id`, another seller's listing.
 * Settled (reviewed_at) by the admin's action on the dashboard's Reports.
 */
export const listingFlags = sqliteTable(
  "listing_flags",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    otherListingId: integer("other_listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["copied_photos"] }).notNull(),
    // "same" (identical bytes) or "similar" (picture hashes within the distance).
    detail: text("detail"),
    createdAt: createdAt(),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("listing_flags_pair_idx").on(t.listingId, t.otherListingId, t.kind),
    index("listing_flags_other_idx").on(t.otherListingId),
    index("listing_flags_open_idx").on(t.createdAt).where(sql`${t.reviewedAt} IS NULL`),
  ],
);

/**
 * One row per listing an account published (the posting limits), kept when the listing is
 * deleted so deleting and posting again does not reset the count. Rows older than two days go in
 * the hourly run.
 */
export const listingPosts = sqliteTable(
  "listing_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // Not a foreign key: the row outlives its listing.
    listingId: integer("listing_id"),
    createdAt: createdAt(),
  },
  (t) => [index("listing_posts_user_idx").on(t.userId, t.createdAt), index("listing_posts_recent_idx").on(t.createdAt)],
);

/**
 * The median price of visible listings per subcategory, type and condition (the price
 * warning), with how many listings it comes from. '' stands for no subcategory or no condition.
 * Refreshed for one group after a listing write and for all of them hourly; read by primary key.
 */
export const priceMedians = sqliteTable(
  "price_medians",
  {
    subcategory: text("subcategory").notNull(),
    type: text("type", { enum: ["sale", "rent"] }).notNull(),
    condition: text("condition").notNull(),
    median: integer("median").notNull(),
    comparables: integer("comparables").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subcategory, t.type, t.condition] })],
);

/**
 * The price warning's wider references (docs/decisions/117): the same median over a whole
 * subcategory (`scope = 'subcategory'`) or a whole category (`'category'`) of one type, for a
 * listing whose own group in `price_medians` has too few comparables. `name` is the subcategory's
 * or the category's name. Kept by the same refreshes as `price_medians`.
 */
export const priceFallbackMedians = sqliteTable(
  "price_fallback_medians",
  {
    scope: text("scope", { enum: ["subcategory", "category"] }).notNull(),
    name: text("name").notNull(),
    type: text("type", { enum: ["sale", "rent"] }).notNull(),
    median: integer("median").notNull(),
    comparables: integer("comparables").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.name, t.type] })],
);

export const homepageImages = sqliteTable(
  "homepage_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    imageUrl: text("image_url").notNull(),
    companyName: text("company_name").notNull().default("Unknown"),
    companyUrl: text("company_url").notNull().default("#"),
    createdAt: createdAt(),
  },
  (t) => [index("homepage_images_recent_idx").on(t.createdAt)],
);

/** Normalised search terms and how often they were searched (admin's top searches). */
export const searchTerms = sqliteTable(
  "search_terms",
  {
    term: text("term").primaryKey(),
    count: integer("count").notNull().default(0),
    lastSearchedAt: integer("last_searched_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("search_terms_count_idx").on(t.count)],
);

/** Contact clicks per listing and channel (call, whatsapp, message), for highest interaction. */
export const listingInteractions = sqliteTable(
  "listing_interactions",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    // `reveal` is "Show contact" (docs/decisions/121): a text column, so no migration.
    channel: text("channel", { enum: ["call", "whatsapp", "message", "reveal"] }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.channel] })],
);

/**
 * A conversation: one per listing and buyer, between that buyer and the listing's
 * seller. Only these two may read or write it. `lastMessageAt` orders each member's inbox; the
 * `*MailedAt` columns hold when that member was last mailed about unread messages here (at most
 * one mail a conversation an hour).
 */
export const conversations = sqliteTable(
  "conversations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    lastMessageAt: integer("last_message_at", { mode: "timestamp_ms" }).notNull(),
    buyerMailedAt: integer("buyer_mailed_at", { mode: "timestamp_ms" }),
    sellerMailedAt: integer("seller_mailed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_listing_buyer_idx").on(t.listingId, t.buyerId),
    index("conversations_buyer_recent_idx").on(t.buyerId, t.lastMessageAt),
    index("conversations_seller_recent_idx").on(t.sellerId, t.lastMessageAt),
  ],
);

/**
 * A message in a conversation; D1 is its source of truth (stored before any room hears of it).
 * `listingId`, `senderId` and `recipientId` repeat the conversation's so the reviews' and the
 * response figures' queries read messages alone. `imageUrls` holds up to 3 chat photos
 * (`/uploads/chat/...`, served to the two members only); `flags` the scam guard's signals
 * (comma-separated, app/domain/scam-guard.ts), null when none.
 */
export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    imageUrls: text("image_urls", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    flags: text("flags"),
    createdAt: createdAt(),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    index("messages_recipient_recent_idx").on(t.recipientId, t.createdAt),
    index("messages_sender_recent_idx").on(t.senderId, t.createdAt),
    index("messages_listing_idx").on(t.listingId),
    index("messages_unread_idx").on(t.recipientId, t.conversationId).where(sql`${t.readAt} IS NULL`),
    index("messages_unread_recent_idx").on(t.createdAt).where(sql`${t.readAt} IS NULL`),
    index("messages_flagged_idx").on(t.createdAt).where(sql`${t.flags} IS NOT NULL`),
  ],
);

/** One person blocking another: no messages either way while the row exists. */
export const userBlocks = sqliteTable(
  "user_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("user_blocks_blocked_idx").on(t.blockedId)],
);

/**
 * A report of a person, made from a conversation; shown in the dashboard's User
 * complaints. `reviewedAt` is set when an admin has dealt with it.
 */
export const userReports = sqliteTable(
  "user_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    conversationId: integer("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("user_reports_user_idx").on(t.userId, t.createdAt), index("user_reports_recent_idx").on(t.createdAt)],
);

/**
 * The audit log of admins' actions on people (docs/decisions/108): who did what to whom, when, why,
 * and from where (a person report or a flagged message it settled). The names are kept as they
 * were, so a row still reads after either account is deleted (its id then goes NULL).
 */
export const adminActions = sqliteTable(
  "admin_actions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    adminName: text("admin_name").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    action: text("action", { enum: ["suspend", "ban", "restore", "warn", "dismiss"] }).notNull(),
    reason: text("reason"),
    // A suspension's end; NULL for every other action.
    until: integer("until", { mode: "timestamp_ms" }),
    source: text("source", { enum: ["users", "person-report", "message", "storefront", "api"] }).notNull(),
    reportId: integer("report_id"),
    // A flagged message the action settled: it leaves the dashboard's Flagged messages.
    messageId: integer("message_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_actions_recent_idx").on(t.createdAt),
    index("admin_actions_user_idx").on(t.userId, t.createdAt),
    index("admin_actions_message_idx").on(t.messageId).where(sql`${t.messageId} IS NOT NULL`),
  ],
);

/** Every mail the product sends; locally the only destination, in production a delivery log. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    // "sms" rows are text messages (worker/sms.ts): `to` is the +254 number, `subject` a short label.
    // "push" rows are push notifications, written locally only (worker/services/chat/push.ts): `to` is
    // the push endpoint, `subject` the title, `text` the payload's JSON.
    channel: text("channel", { enum: ["mail", "sms", "push"] })
      .notNull()
      .default("mail"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("outbox_to_recent_idx").on(t.to, t.createdAt)],
);

/**
 * A phone number its owner confirmed with an SMS code: only confirmed numbers are
 * stored here, as +254XXXXXXXXX, and one number belongs to at most one account. A listing's
 * phone is always one of its seller's rows.
 */
export const phones = sqliteTable(
  "phones",
  {
    phoneNumber: text("phone_number").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("phones_user_idx").on(t.userId, t.verifiedAt)],
);

/**
 * A code sent by SMS to confirm a number for one account: only its hash is kept. It expires after
 * ten minutes, dies after five wrong tries (`failedTries`), and is spent once used (`usedAt`).
 */
export const phoneCodes = sqliteTable(
  "phone_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    phoneNumber: text("phone_number").notNull(),
    codeHash: text("code_hash").notNull(),
    failedTries: integer("failed_tries").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("phone_codes_user_number_idx").on(t.userId, t.phoneNumber, t.createdAt), index("phone_codes_created_idx").on(t.createdAt)],
);

/**
 * A buyer's review of a seller, about one listing they discussed. The listing may go
 * (SET NULL): the review keeps the listing's name and keeps counting. An admin's removal keeps
 * the row (`removedAt`) but takes it out of every page and every average.
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    listingName: text("listing_name").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    reply: text("reply"),
    repliedAt: integer("replied_at", { mode: "timestamp_ms" }),
    removedAt: integer("removed_at", { mode: "timestamp_ms" }),
    removedBy: text("removed_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    // One review per buyer and listing (a deleted listing's NULL never collides).
    uniqueIndex("reviews_author_listing_idx").on(t.authorId, t.listingId),
    // A storefront's reviews, newest first, and its average: only those still standing.
    index("reviews_seller_recent_idx").on(t.sellerId, t.createdAt).where(sql`${t.removedAt} IS NULL`),
    index("reviews_author_idx").on(t.authorId),
  ],
);

/**
 * A seller's standing reviews in two figures, the stars' sum and how many, kept by triggers on
 * `reviews` as reviews are written, edited, removed and restored (migrations/0023): the listing
 * page, the storefront and the cards read one row a seller, however many reviews it has
 * (docs/decisions/147).
 */
export const sellerRatings = sqliteTable("seller_ratings", {
  sellerId: text("seller_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  stars: integer("stars").notNull(),
  reviews: integer("reviews").notNull(),
});

/** Someone's report of a review; the admin removes the review or dismisses the reports. */
export const reviewReports = sqliteTable(
  "review_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("review_reports_review_idx").on(t.reviewId, t.createdAt), uniqueIndex("review_reports_once_idx").on(t.reviewId, t.reporterId)],
);

/** A seller's request for the Verified Seller mark (the dashboard's pending approvals). */
export const verificationRequests = sqliteTable(
  "verification_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("verification_requests_status_idx").on(t.status, t.createdAt),
    uniqueIndex("verification_requests_one_pending_idx").on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A seller's payment for a boost, by M-Pesa STK push (worker/services/payments/payments.ts). One
 * row per push; its CheckoutRequestID is how Safaricom's callback finds it. The row outlives its
 * listing and its payer (SET NULL, with the listing's name kept): revenue is the sum of the paid
 * rows, and money received stays on the books.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    listingName: text("listing_name").notNull(),
    packageId: text("package_id").notNull(),
    kind: text("kind", { enum: ["top", "featured"] }).notNull(),
    days: integer("days").notNull(),
    // Whole shillings: M-Pesa takes no cents.
    amount: integer("amount").notNull(),
    // The number asked to pay, +254XXXXXXXXX: one of the payer's confirmed numbers.
    phoneNumber: text("phone_number").notNull(),
    status: text("status", { enum: ["pending", "paid", "cancelled", "timeout", "failed"] })
      .notNull()
      .default("pending"),
    // Who answered the push: Safaricom's Daraja API, or the local simulator (never in production).
    provider: text("provider", { enum: ["daraja", "simulator"] }).notNull(),
    merchantRequestId: text("merchant_request_id"),
    checkoutRequestId: text("checkout_request_id"),
    receipt: text("receipt"),
    resultCode: integer("result_code"),
    resultDesc: text("result_desc"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    // When the boost was put on the listing (once, whatever number of callbacks) and until when.
    appliedAt: integer("applied_at", { mode: "timestamp_ms" }),
    boostUntil: integer("boost_until", { mode: "timestamp_ms" }),
    // The last status query sent for it (no callback within two minutes).
    checkedAt: integer("checked_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("payments_checkout_idx").on(t.checkoutRequestId),
    index("payments_status_idx").on(t.status, t.createdAt),
    index("payments_user_idx").on(t.userId, t.createdAt),
    index("payments_listing_idx").on(t.listingId),
    index("payments_recent_idx").on(t.createdAt),
  ],
);

/**
 * A listing's figures by day (East Africa days, `day` = days since 1970-01-01 in EAT),
 * for its seller's last 30 days; the totals stay on `listings.views` and `listing_interactions`.
 * Rows older than 90 days are pruned hourly.
 */
export const listingDays = sqliteTable(
  "listing_days",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    views: integer("views").notNull().default(0),
    calls: integer("calls").notNull().default(0),
    whatsapp: integer("whatsapp").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] }), index("listing_days_day_idx").on(t.day)],
);

/**
 * The batches of counts the counter shards have written (worker/services/counting/): written in the
 * same transaction as the batch's counts, so a shard that dies between D1's commit and forgetting
 * the batch finds it here when it tries again, and does not count it twice. Kept two days.
 */
export const counterFlushes = sqliteTable(
  "counter_flushes",
  {
    shard: text("shard").notNull(),
    batch: text("batch").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shard, t.batch] }), index("counter_flushes_at_idx").on(t.at)],
);

/**
 * How many visible listings each category and subcategory holds (`subcategory` '' for none), kept
 * by triggers on `listings` as listings are posted, hidden, shown, moved and deleted (migrations/
 * 0022): browse's "Page X of Y", the API's total for a category or everything, and the categories
 * room read these few rows instead of counting millions of index entries (docs/decisions/145).
 */
export const listingCounts = sqliteTable(
  "listing_counts",
  {
    category: text("category").notNull(),
    subcategory: text("subcategory").notNull(),
    listings: integer("listings").notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.subcategory] })],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;

/**
 * A signed-in person's saved searches (at most 20 each). `query` is the search's canonical
 * address (`listingQueryToSearchParams`, without paging or sort); `frequency` says how often new
 * matches are mailed ('off' after an unsubscribe: the search stays on the profile, silent).
 * `mailedAt` is when its last alert went (instant: at most one an hour; daily: one a day).
 */
export const savedSearches = sqliteTable(
  "saved_searches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    frequency: text("frequency", { enum: ["instant", "daily", "off"] })
      .notNull()
      .default("daily"),
    createdAt: createdAt(),
    mailedAt: integer("mailed_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("saved_searches_user_idx").on(t.userId, t.createdAt), index("saved_searches_due_idx").on(t.frequency, t.mailedAt)],
);

/**
 * The listings each saved search matched: written once per (search, listing), so a listing is never
 * mailed twice; `mailedAt` stays NULL until the alert that carries it has gone.
 */
export const savedSearchMatches = sqliteTable(
  "saved_search_matches",
  {
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    mailedAt: integer("mailed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index("saved_search_matches_pending_idx").on(t.savedSearchId).where(sql`${t.mailedAt} IS NULL`),
    index("saved_search_matches_listing_idx").on(t.listingId),
  ],
);

/**
 * A listing's price fell (or it became an offer): written by the edit, read by the alerts
 * cron, which mails the people who saved it as a favourite and sets `processedAt`.
 */
export const priceDrops = sqliteTable(
  "price_drops",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    oldPrice: integer("old_price").notNull(),
    newPrice: integer("new_price").notNull(),
    createdAt: createdAt(),
    processedAt: integer("processed_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("price_drops_pending_idx").on(t.createdAt).where(sql`${t.processedAt} IS NULL`), index("price_drops_listing_idx").on(t.listingId)],
);

/** Where a background job got to (the alerts: the last listing id matched against saved searches). */
export const jobCursors = sqliteTable("job_cursors", {
  name: text("name").primaryKey(),
  value: integer("value").notNull(),
});

/**
 * The people who turned price-drop alerts off, from the one-click link in such a mail
 * (no sign-in). A row means no more price-drop mails about their favourites.
 */
export const priceAlertOptOuts = sqliteTable("price_alert_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * The browsers that asked for push notifications (docs/decisions/088-web-push.md), one
 * row per push endpoint (the browser's own address at its push service, unique: subscribing again
 * from another account moves it). `p256dh` and `auth` are the browser's key and secret that each
 * message is encrypted for; `lang` the page's language when it subscribed. A push service's 404 or
 * 410 deletes the row.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    lang: text("lang"),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
