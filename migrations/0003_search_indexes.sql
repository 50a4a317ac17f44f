CREATE INDEX `listings_category_created_idx` ON `listings` (`category`,`created_at`) WHERE "listings"."is_hidden" = 0;--> statement-breakpoint
-- The FTS index holds only what the public can find (is_hidden = 0), so a search by words alone
-- counts and pages its matches without reading a single listing row (docs/decisions/003).
DROP TRIGGER `listings_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_after_delete`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_after_update`;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_insert` AFTER INSERT ON `listings` WHEN new.is_hidden = 0 BEGIN
	INSERT INTO listings_fts(rowid, name, description, category, subcategory, location)
	VALUES (new.id, new.name, new.description, new.category, coalesce(new.subcategory, ''), new.location);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_delete` AFTER DELETE ON `listings` WHEN old.is_hidden = 0 BEGIN
	INSERT INTO listings_fts(listings_fts, rowid, name, description, category, subcategory, location)
	VALUES ('delete', old.id, old.name, old.description, old.category, coalesce(old.subcategory, ''), old.location);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_update` AFTER UPDATE OF name, description, category, subcategory, location, is_hidden ON `listings` BEGIN
	INSERT INTO listings_fts(listings_fts, rowid, name, description, category, subcategory, location)
	SELECT 'delete', old.id, old.name, old.description, old.category, coalesce(old.subcategory, ''), old.location
	WHERE old.is_hidden = 0;
	INSERT INTO listings_fts(rowid, name, description, category, subcategory, location)
	SELECT new.id, new.name, new.description, new.category, coalesce(new.subcategory, ''), new.location
	WHERE new.is_hidden = 0;
END;
--> statement-breakpoint
INSERT INTO listings_fts(listings_fts) VALUES ('delete-all');
--> statement-breakpoint
INSERT INTO listings_fts(rowid, name, description, category, subcategory, location)
SELECT id, name, description, category, coalesce(subcategory, ''), location FROM listings WHERE is_hidden = 0;
