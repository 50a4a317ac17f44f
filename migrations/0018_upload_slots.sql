-- Slots for presigned uploads straight to R2 (docs/decisions/105-presigned-uploads.md): a row is
-- pending until its object is checked at its first claim; the hourly hashing waits for that.
DROP INDEX `uploads_unhashed_idx`;--> statement-breakpoint
ALTER TABLE `uploads` ADD `pending_until` integer;--> statement-breakpoint
CREATE INDEX `uploads_unhashed_idx` ON `uploads` (`created_at`) WHERE "uploads"."phash" IS NULL AND "uploads"."pending_until" IS NULL;