-- An upload's row is what lets the server delete its object. Owners become optional
-- (SET NULL, not CASCADE: a row outlives its owner until the object is gone), rows say what
-- they hold (kind) and how big it is (bytes). drizzle-kit's generated copy selected the new
-- columns from the old table; they are filled here instead. D1 runs a migration in one
-- transaction, where only defer_foreign_keys applies (foreign_keys=OFF would be ignored).
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_uploads` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`listing_id` integer,
	`kind` text DEFAULT 'listing' NOT NULL,
	`bytes` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_uploads`("key", "user_id", "listing_id", "kind", "bytes", "created_at") SELECT "key", "user_id", "listing_id", 'listing', NULL, "created_at" FROM `uploads`;--> statement-breakpoint
DROP TABLE `uploads`;--> statement-breakpoint
ALTER TABLE `__new_uploads` RENAME TO `uploads`;--> statement-breakpoint
CREATE INDEX `uploads_unused_idx` ON `uploads` (`created_at`) WHERE "uploads"."listing_id" IS NULL;--> statement-breakpoint
CREATE INDEX `uploads_listing_idx` ON `uploads` (`listing_id`);--> statement-breakpoint
CREATE INDEX `uploads_user_idx` ON `uploads` (`user_id`);--> statement-breakpoint
-- A photo a listing took belongs to that listing's seller (an admin's upload on someone's listing too).
UPDATE `uploads` SET `user_id` = (SELECT `user_ref` FROM `listings` WHERE `listings`.`id` = `uploads`.`listing_id`) WHERE `listing_id` IS NOT NULL;--> statement-breakpoint
-- Photos stored before uploads had rows (and seeded ones): a row for each that exactly one listing uses.
INSERT OR IGNORE INTO `uploads` (`key`, `user_id`, `listing_id`, `kind`, `created_at`)
SELECT substr(j.value, 10), min(l.user_ref), min(l.id), 'listing', min(l.created_at)
FROM `listings` l, json_each(l.image_urls) j
WHERE j.value LIKE '/uploads/listings/%'
GROUP BY j.value HAVING count(*) = 1;--> statement-breakpoint
-- Avatars stored before they had rows: a row for each that exactly one account shows (one that
-- several show was pointed at by hand, and stays unowned: never deleted by a request).
INSERT OR IGNORE INTO `uploads` (`key`, `user_id`, `kind`, `created_at`)
SELECT substr(image, 10), min(id), 'avatar', min(updated_at)
FROM `user`
WHERE image LIKE '/uploads/avatars/%'
GROUP BY image HAVING count(*) = 1;
