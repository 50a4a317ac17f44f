-- Conversations (one per listing and buyer), messages moved into them (with chat photos
-- and the scam guard's flags), people blocking and reporting people, and chat photos among uploads.
-- The messages table is rebuilt (SQLite cannot add a NOT NULL foreign key); every old message keeps
-- its id, words, times and read mark, and joins the conversation of its listing and buyer.
CREATE TABLE `conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`buyer_id` text NOT NULL,
	`seller_id` text NOT NULL,
	`last_message_at` integer NOT NULL,
	`buyer_mailed_at` integer,
	`seller_mailed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buyer_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seller_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_listing_buyer_idx` ON `conversations` (`listing_id`,`buyer_id`);--> statement-breakpoint
CREATE INDEX `conversations_buyer_recent_idx` ON `conversations` (`buyer_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `conversations_seller_recent_idx` ON `conversations` (`seller_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `user_blocks` (
	`blocker_id` text NOT NULL,
	`blocked_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`blocker_id`, `blocked_id`),
	FOREIGN KEY (`blocker_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_blocks_blocked_idx` ON `user_blocks` (`blocked_id`);--> statement-breakpoint
CREATE TABLE `user_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`reporter_id` text,
	`conversation_id` integer,
	`reason` text NOT NULL,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `user_reports_user_idx` ON `user_reports` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_reports_recent_idx` ON `user_reports` (`created_at`);--> statement-breakpoint
INSERT INTO `conversations` (`listing_id`, `buyer_id`, `seller_id`, `last_message_at`, `created_at`)
SELECT m.`listing_id`,
	CASE WHEN m.`sender_id` = l.`user_ref` THEN m.`recipient_id` ELSE m.`sender_id` END,
	l.`user_ref`, max(m.`created_at`), min(m.`created_at`)
FROM `messages` AS m INNER JOIN `listings` AS l ON l.`id` = m.`listing_id`
GROUP BY m.`listing_id`, CASE WHEN m.`sender_id` = l.`user_ref` THEN m.`recipient_id` ELSE m.`sender_id` END;
--> statement-breakpoint
CREATE TABLE `__new_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer NOT NULL,
	`listing_id` integer NOT NULL,
	`sender_id` text NOT NULL,
	`recipient_id` text NOT NULL,
	`body` text NOT NULL,
	`image_urls` text DEFAULT '[]' NOT NULL,
	`flags` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_messages` (`id`, `conversation_id`, `listing_id`, `sender_id`, `recipient_id`, `body`, `created_at`, `read_at`)
SELECT m.`id`, c.`id`, m.`listing_id`, m.`sender_id`, m.`recipient_id`, m.`body`, m.`created_at`, m.`read_at`
FROM `messages` AS m
INNER JOIN `listings` AS l ON l.`id` = m.`listing_id`
INNER JOIN `conversations` AS c ON c.`listing_id` = m.`listing_id`
	AND c.`buyer_id` = CASE WHEN m.`sender_id` = l.`user_ref` THEN m.`recipient_id` ELSE m.`sender_id` END;
--> statement-breakpoint
DROP TABLE `messages`;--> statement-breakpoint
ALTER TABLE `__new_messages` RENAME TO `messages`;--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`id`);--> statement-breakpoint
CREATE INDEX `messages_recipient_recent_idx` ON `messages` (`recipient_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `messages_sender_recent_idx` ON `messages` (`sender_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `messages_listing_idx` ON `messages` (`listing_id`);--> statement-breakpoint
CREATE INDEX `messages_unread_idx` ON `messages` (`recipient_id`,`conversation_id`) WHERE "messages"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX `messages_unread_recent_idx` ON `messages` (`created_at`) WHERE "messages"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX `messages_flagged_idx` ON `messages` (`created_at`) WHERE "messages"."flags" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `uploads` ADD `message_id` integer REFERENCES `messages`(`id`) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `uploads_message_idx` ON `uploads` (`message_id`) WHERE "uploads"."message_id" IS NOT NULL;--> statement-breakpoint
-- Unused uploads are found without reading every photo a message holds (the hourly sweep); the
-- indexes by listing and by message hold only the uploads something holds, so the planner never
-- reads "every upload without one" through them.
DROP INDEX `uploads_unused_idx`;--> statement-breakpoint
DROP INDEX `uploads_listing_idx`;--> statement-breakpoint
CREATE INDEX `uploads_listing_idx` ON `uploads` (`listing_id`) WHERE "uploads"."listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `uploads_unused_idx` ON `uploads` (`created_at`) WHERE "uploads"."listing_id" IS NULL AND "uploads"."message_id" IS NULL;
