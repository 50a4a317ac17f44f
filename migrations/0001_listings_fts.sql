-- Full-text search over the listing text a buyer types against (decisions.md 11).
-- External-content table: the text lives once, in listings; triggers keep the index in sync.
CREATE VIRTUAL TABLE `listings_fts` USING fts5(
	name, description, category, subcategory, location,
	content='listings', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO listings_fts(rowid, name, description, category, subcategory, location)
	VALUES (new.id, new.name, new.description, new.category, coalesce(new.subcategory, ''), new.location);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_delete` AFTER DELETE ON `listings` BEGIN
	INSERT INTO listings_fts(listings_fts, rowid, name, description, category, subcategory, location)
	VALUES ('delete', old.id, old.name, old.description, old.category, coalesce(old.subcategory, ''), old.location);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_update` AFTER UPDATE OF name, description, category, subcategory, location ON `listings` BEGIN
	INSERT INTO listings_fts(listings_fts, rowid, name, description, category, subcategory, location)
	VALUES ('delete', old.id, old.name, old.description, old.category, coalesce(old.subcategory, ''), old.location);
	INSERT INTO listings_fts(rowid, name, description, category, subcategory, location)
	VALUES (new.id, new.name, new.description, new.category, coalesce(new.subcategory, ''), new.location);
END;
