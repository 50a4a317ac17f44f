-- How many visible listings each category and subcategory holds, kept as listings change, so that a
-- total for a category or for everything is a sum over a few rows rather than a count of every
-- listing's index entry (docs/decisions/145). `subcategory` is '' for a listing without one.
CREATE TABLE `listing_counts` (
	`category` text NOT NULL,
	`subcategory` text NOT NULL,
	`listings` integer NOT NULL,
	PRIMARY KEY(`category`, `subcategory`)
);
--> statement-breakpoint
CREATE TRIGGER `listing_counts_after_insert` AFTER INSERT ON `listings` WHEN new.is_hidden = 0 BEGIN
	INSERT INTO listing_counts (category, subcategory, listings) VALUES (new.category, coalesce(new.subcategory, ''), 1)
	ON CONFLICT (category, subcategory) DO UPDATE SET listings = listings + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_counts_after_delete` AFTER DELETE ON `listings` WHEN old.is_hidden = 0 BEGIN
	UPDATE listing_counts SET listings = listings - 1 WHERE category = old.category AND subcategory = coalesce(old.subcategory, '');
END;
--> statement-breakpoint
-- Only a change of what is counted: a view, a price or a boost never touches these rows.
CREATE TRIGGER `listing_counts_after_update` AFTER UPDATE OF category, subcategory, is_hidden ON `listings`
WHEN old.is_hidden <> new.is_hidden OR (new.is_hidden = 0 AND (old.category <> new.category OR coalesce(old.subcategory, '') <> coalesce(new.subcategory, ''))) BEGIN
	UPDATE listing_counts SET listings = listings - 1
	WHERE old.is_hidden = 0 AND category = old.category AND subcategory = coalesce(old.subcategory, '');
	INSERT INTO listing_counts (category, subcategory, listings) SELECT new.category, coalesce(new.subcategory, ''), 1 WHERE new.is_hidden = 0
	ON CONFLICT (category, subcategory) DO UPDATE SET listings = listings + 1;
END;
--> statement-breakpoint
INSERT INTO listing_counts (category, subcategory, listings)
SELECT category, coalesce(subcategory, ''), count(*) FROM listings WHERE is_hidden = 0 GROUP BY category, coalesce(subcategory, '');
