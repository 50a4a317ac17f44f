CREATE TABLE `job_cursors` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `price_drops` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`old_price` integer NOT NULL,
	`new_price` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`processed_at` integer,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `price_drops_pending_idx` ON `price_drops` (`created_at`) WHERE "price_drops"."processed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `price_drops_listing_idx` ON `price_drops` (`listing_id`);--> statement-breakpoint
CREATE TABLE `saved_search_matches` (
	`saved_search_id` integer NOT NULL,
	`listing_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`mailed_at` integer,
	PRIMARY KEY(`saved_search_id`, `listing_id`),
	FOREIGN KEY (`saved_search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_search_matches_pending_idx` ON `saved_search_matches` (`saved_search_id`) WHERE "saved_search_matches"."mailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `saved_search_matches_listing_idx` ON `saved_search_matches` (`listing_id`);--> statement-breakpoint
CREATE TABLE `saved_searches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`query` text NOT NULL,
	`frequency` text DEFAULT 'daily' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`mailed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_searches_user_idx` ON `saved_searches` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `saved_searches_due_idx` ON `saved_searches` (`frequency`,`mailed_at`);--> statement-breakpoint
ALTER TABLE `listings` ADD `area` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `make` text GENERATED ALWAYS AS (lower(trim(json_extract(attributes, '$.make')))) VIRTUAL;--> statement-breakpoint
ALTER TABLE `listings` ADD `model` text GENERATED ALWAYS AS (lower(trim(json_extract(attributes, '$.model')))) VIRTUAL;--> statement-breakpoint
ALTER TABLE `listings` ADD `year` integer GENERATED ALWAYS AS (CAST(json_extract(attributes, '$.year') AS INTEGER)) VIRTUAL;--> statement-breakpoint
ALTER TABLE `listings` ADD `bedrooms` integer GENERATED ALWAYS AS (CAST(json_extract(attributes, '$.bedrooms') AS INTEGER)) VIRTUAL;--> statement-breakpoint
ALTER TABLE `listings` ADD `bathrooms` integer GENERATED ALWAYS AS (CAST(json_extract(attributes, '$.bathrooms') AS INTEGER)) VIRTUAL;--> statement-breakpoint
ALTER TABLE `listings` ADD `furnished` integer GENERATED ALWAYS AS (json_extract(attributes, '$.furnished')) VIRTUAL;--> statement-breakpoint
ALTER TABLE `listings` ADD `parking` integer GENERATED ALWAYS AS (json_extract(attributes, '$.parking')) VIRTUAL;--> statement-breakpoint
ALTER TABLE `listings` ADD `brand` text GENERATED ALWAYS AS (lower(trim(json_extract(attributes, '$.brand')))) VIRTUAL;--> statement-breakpoint
ALTER TABLE `listings` ADD `size` text GENERATED ALWAYS AS (lower(trim(json_extract(attributes, '$.size')))) VIRTUAL;--> statement-breakpoint
CREATE INDEX `listings_vehicle_idx` ON `listings` (`make`,`model`,`year`,`created_at`) WHERE "listings"."is_hidden" = 0 AND "listings"."make" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `listings_property_idx` ON `listings` (`bedrooms`,`bathrooms`,`created_at`) WHERE "listings"."is_hidden" = 0 AND "listings"."bedrooms" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `listings_brand_idx` ON `listings` (`brand`,`created_at`) WHERE "listings"."is_hidden" = 0 AND "listings"."brand" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `listings_size_idx` ON `listings` (`size`,`created_at`) WHERE "listings"."is_hidden" = 0 AND "listings"."size" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `listings_area_idx` ON `listings` (`location`,`area`,`created_at`) WHERE "listings"."is_hidden" = 0 AND "listings"."area" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `listings_subcategory_price_idx` ON `listings` (`subcategory`,`regular_price`) WHERE "listings"."is_hidden" = 0;--> statement-breakpoint
-- The area below the county is searched like the county: the FTS table gains a column,
-- which FTS5 cannot add in place, so it is made again with its triggers and filled from listings.
DROP TRIGGER `listings_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_after_delete`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_after_update`;
--> statement-breakpoint
DROP TABLE `listings_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `listings_fts` USING fts5(
	name, description, category, subcategory, location, area,
	content='listings', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_insert` AFTER INSERT ON `listings` WHEN new.is_hidden = 0 BEGIN
	INSERT INTO listings_fts(rowid, name, description, category, subcategory, location, area)
	VALUES (new.id, new.name, new.description, new.category, coalesce(new.subcategory, ''), new.location, coalesce(new.area, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_delete` AFTER DELETE ON `listings` WHEN old.is_hidden = 0 BEGIN
	INSERT INTO listings_fts(listings_fts, rowid, name, description, category, subcategory, location, area)
	VALUES ('delete', old.id, old.name, old.description, old.category, coalesce(old.subcategory, ''), old.location, coalesce(old.area, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_update` AFTER UPDATE OF name, description, category, subcategory, location, area, is_hidden ON `listings` BEGIN
	INSERT INTO listings_fts(listings_fts, rowid, name, description, category, subcategory, location, area)
	SELECT 'delete', old.id, old.name, old.description, old.category, coalesce(old.subcategory, ''), old.location, coalesce(old.area, '')
	WHERE old.is_hidden = 0;
	INSERT INTO listings_fts(rowid, name, description, category, subcategory, location, area)
	SELECT new.id, new.name, new.description, new.category, coalesce(new.subcategory, ''), new.location, coalesce(new.area, '')
	WHERE new.is_hidden = 0;
END;
--> statement-breakpoint
INSERT INTO listings_fts(rowid, name, description, category, subcategory, location, area)
SELECT id, name, description, category, coalesce(subcategory, ''), location, coalesce(area, '') FROM listings WHERE is_hidden = 0;
--> statement-breakpoint
-- The catalogue's own vocabulary (every indexed word with how many listings hold it), for "Did you
-- mean ...?" and the header's suggestions. Read-only view over the FTS index.
CREATE VIRTUAL TABLE `listings_fts_vocab` USING fts5vocab(`listings_fts`, 'row');
