-- The audit log of admins' actions on people (docs/decisions/108-account-standing.md). A banned
-- seller's listings are out of the lists with hidden_reason 'banned' (no column change: the reason is text).
CREATE TABLE `admin_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` text,
	`admin_name` text NOT NULL,
	`user_id` text,
	`user_name` text NOT NULL,
	`action` text NOT NULL,
	`reason` text,
	`until` integer,
	`source` text NOT NULL,
	`report_id` integer,
	`message_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `admin_actions_recent_idx` ON `admin_actions` (`created_at`);--> statement-breakpoint
CREATE INDEX `admin_actions_user_idx` ON `admin_actions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `admin_actions_message_idx` ON `admin_actions` (`message_id`) WHERE "admin_actions"."message_id" IS NOT NULL;