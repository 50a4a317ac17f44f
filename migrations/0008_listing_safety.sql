CREATE TABLE `listing_flags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`other_listing_id` integer NOT NULL,
	`kind` text NOT NULL,
	`detail` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`reviewed_at` integer,
	`reviewed_by` text,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`other_listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_flags_pair_idx` ON `listing_flags` (`listing_id`,`other_listing_id`,`kind`);--> statement-breakpoint
CREATE INDEX `listing_flags_other_idx` ON `listing_flags` (`other_listing_id`);--> statement-breakpoint
CREATE INDEX `listing_flags_open_idx` ON `listing_flags` (`created_at`) WHERE "listing_flags"."reviewed_at" IS NULL;--> statement-breakpoint
CREATE TABLE `listing_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`listing_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listing_posts_user_idx` ON `listing_posts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `listing_posts_recent_idx` ON `listing_posts` (`created_at`);--> statement-breakpoint
CREATE TABLE `price_medians` (
	`subcategory` text NOT NULL,
	`type` text NOT NULL,
	`condition` text NOT NULL,
	`median` integer NOT NULL,
	`comparables` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`subcategory`, `type`, `condition`)
);
--> statement-breakpoint
ALTER TABLE `listings` ADD `hidden_reason` text;--> statement-breakpoint
CREATE INDEX `listings_hidden_idx` ON `listings` (`hidden_reason`,`updated_at`) WHERE "listings"."is_hidden" = 1;--> statement-breakpoint
ALTER TABLE `reports` ADD `reporter_key` text;--> statement-breakpoint
ALTER TABLE `reports` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `uploads` ADD `sha256` text;--> statement-breakpoint
ALTER TABLE `uploads` ADD `phash` text;--> statement-breakpoint
ALTER TABLE `uploads` ADD `phash_a` integer;--> statement-breakpoint
ALTER TABLE `uploads` ADD `phash_b` integer;--> statement-breakpoint
ALTER TABLE `uploads` ADD `phash_c` integer;--> statement-breakpoint
ALTER TABLE `uploads` ADD `phash_d` integer;--> statement-breakpoint
CREATE INDEX `uploads_sha256_idx` ON `uploads` (`sha256`) WHERE "uploads"."listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `uploads_phash_a_idx` ON `uploads` (`phash_a`) WHERE "uploads"."listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `uploads_phash_b_idx` ON `uploads` (`phash_b`) WHERE "uploads"."listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `uploads_phash_c_idx` ON `uploads` (`phash_c`) WHERE "uploads"."listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `uploads_phash_d_idx` ON `uploads` (`phash_d`) WHERE "uploads"."listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `uploads_unhashed_idx` ON `uploads` (`created_at`) WHERE "uploads"."phash" IS NULL;--> statement-breakpoint
-- Listings hidden before reports could hide them were hidden by an admin.
UPDATE `listings` SET `hidden_reason` = 'admin' WHERE `is_hidden` = 1;
