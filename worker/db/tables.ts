/**
 * Every table the app writes, children before parents: the order in which emptying them one by one
 * never trips a foreign key (FTS rows leave through the listings' delete trigger). The seed clears
 * the demo data with it, and the tests start each file (and each matrix cell) from empty tables.
 * A new table goes here, or the tests and the seed leave its rows behind.
 */
export const TABLES_CHILDREN_FIRST = [
  "uploads",
  "saved_search_matches",
  "saved_searches",
  "price_alert_opt_outs",
  "push_subscriptions",
  "price_drops",
  "job_cursors",
  "review_reports",
  "reviews",
  "phone_codes",
  "phones",
  "favourites",
  "reports",
  "listing_flags",
  "listing_posts",
  "price_medians",
  "user_reports",
  "admin_actions",
  "messages",
  "conversations",
  "user_blocks",
  "listing_interactions",
  "listing_days",
  "payments",
  "listings",
  "listing_counts",
  "homepage_images",
  "verification_requests",
  "search_terms",
  "counter_flushes",
  "outbox",
  "session",
  "account",
  "verification",
  "rate_limit",
  "user",
] as const;
