-- Confirmed phones and their SMS codes (hashes only), reviews of sellers and their reports,
-- and a channel on the outbox so text messages are logged beside mail.
CREATE TABLE `phone_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`phone_number` text NOT NULL,
	`code_hash` text NOT NULL,
	`failed_tries` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `phone_codes_user_number_idx` ON `phone_codes` (`user_id`,`phone_number`,`created_at`);--> statement-breakpoint
CREATE INDEX `phone_codes_created_idx` ON `phone_codes` (`created_at`);--> statement-breakpoint
CREATE TABLE `phones` (
	`phone_number` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`verified_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `phones_user_idx` ON `phones` (`user_id`,`verified_at`);--> statement-breakpoint
CREATE TABLE `review_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`reporter_id` text,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `review_reports_review_idx` ON `review_reports` (`review_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_reports_once_idx` ON `review_reports` (`review_id`,`reporter_id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`seller_id` text NOT NULL,
	`author_id` text NOT NULL,
	`listing_id` integer,
	`listing_name` text NOT NULL,
	`rating` integer NOT NULL,
	`comment` text NOT NULL,
	`reply` text,
	`replied_at` integer,
	`removed_at` integer,
	`removed_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`removed_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_author_listing_idx` ON `reviews` (`author_id`,`listing_id`);--> statement-breakpoint
CREATE INDEX `reviews_seller_recent_idx` ON `reviews` (`seller_id`,`created_at`) WHERE "reviews"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX `reviews_author_idx` ON `reviews` (`author_id`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `channel` text DEFAULT 'mail' NOT NULL;