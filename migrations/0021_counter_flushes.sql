-- The counter shards' written batches (worker/services/counting/): views, contact clicks and search
-- terms reach D1 a minute's batch at a time, and a batch written twice is found here.
CREATE TABLE `counter_flushes` (
	`shard` text NOT NULL,
	`batch` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`shard`, `batch`)
);
--> statement-breakpoint
CREATE INDEX `counter_flushes_at_idx` ON `counter_flushes` (`at`);