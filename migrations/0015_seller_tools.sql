CREATE TABLE `listing_days` (
	`listing_id` integer NOT NULL,
	`day` integer NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`calls` integer DEFAULT 0 NOT NULL,
	`whatsapp` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`listing_id`, `day`),
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listing_days_day_idx` ON `listing_days` (`day`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text,
	`listing_id` integer,
	`listing_name` text NOT NULL,
	`package_id` text NOT NULL,
	`kind` text NOT NULL,
	`days` integer NOT NULL,
	`amount` integer NOT NULL,
	`phone_number` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider` text NOT NULL,
	`merchant_request_id` text,
	`checkout_request_id` text,
	`receipt` text,
	`result_code` integer,
	`result_desc` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`paid_at` integer,
	`applied_at` integer,
	`boost_until` integer,
	`checked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_checkout_idx` ON `payments` (`checkout_request_id`);--> statement-breakpoint
CREATE INDEX `payments_status_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_listing_idx` ON `payments` (`listing_id`);--> statement-breakpoint
CREATE INDEX `payments_recent_idx` ON `payments` (`created_at`);--> statement-breakpoint
ALTER TABLE `listings` ADD `sold_at` integer;--> statement-breakpoint
ALTER TABLE `listings` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `listings` ADD `expiry_reminded_at` integer;--> statement-breakpoint
ALTER TABLE `listings` ADD `top_until` integer;--> statement-breakpoint
ALTER TABLE `listings` ADD `featured_until` integer;--> statement-breakpoint
-- Listings published before expiry existed: 30 days from publication (60 for Vehicles and
-- Property, app/domain/listing-life.ts), never sooner than 7 days from this migration, so each
-- seller is mailed the reminder (3 days before) before anything expires.
UPDATE `listings` SET `expires_at` = max(`created_at` + (CASE WHEN `category` IN ('Vehicles', 'Property') THEN 60 ELSE 30 END) * 86400000, CAST(unixepoch('subsec') * 1000 AS INTEGER) + 7 * 86400000);--> statement-breakpoint
CREATE INDEX `listings_expiry_idx` ON `listings` (`expires_at`) WHERE "listings"."is_hidden" = 0;--> statement-breakpoint
CREATE INDEX `listings_reminder_idx` ON `listings` (`expires_at`) WHERE "listings"."is_hidden" = 0 AND "listings"."expiry_reminded_at" IS NULL;--> statement-breakpoint
CREATE INDEX `listings_top_idx` ON `listings` (`category`,`top_until`) WHERE "listings"."top_until" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `listings_featured_idx` ON `listings` (`featured_until`) WHERE "listings"."featured_until" IS NOT NULL;