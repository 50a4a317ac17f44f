-- Words with filters are answered by FTS5 alone (docs/decisions/079-filters-in-the-fts-index.md):
-- every equality filter's value becomes a token of a `facets` column (worker/db/facets.ts builds
-- the same expression and the same tokens; a test compares them). The column is virtual: SQLite
-- computes it from the row, so nothing keeps it in step on write, and no query selects it.
ALTER TABLE `listings` ADD `facets` text GENERATED ALWAYS AS (coalesce(' 0ty' || hex(type), '') || coalesce(' 0ca' || hex(category), '') || coalesce(' 0sc' || hex(subcategory), '') || coalesce(' 0lo' || hex(location), '') || coalesce(' 0ar' || hex(area), '') || coalesce(' 0co' || hex(condition), '') || coalesce(' 0mk' || hex(make), '') || coalesce(' 0md' || hex(model), '') || coalesce(' 0br' || hex(brand), '') || coalesce(' 0sz' || hex(size), '') || CASE WHEN offer = 1 THEN ' 0of' ELSE '' END || CASE WHEN furnished = 1 THEN ' 0fu' ELSE '' END || CASE WHEN parking = 1 THEN ' 0pk' ELSE '' END || coalesce(substr(' 0bd01 0bd02 0bd03 0bd04 0bd05 0bd06 0bd07 0bd08 0bd09 0bd10', 1, 6 * min(max(bedrooms, 0), 10)), '') || coalesce(substr(' 0ba01 0ba02 0ba03 0ba04 0ba05 0ba06 0ba07 0ba08 0ba09 0ba10', 1, 6 * min(max(bathrooms, 0), 10)), '')) VIRTUAL;
--> statement-breakpoint
-- FTS5 cannot add a column in place: the table is made again with its triggers and filled from
-- listings (as migrations/0009 did for the area), and its vocabulary view with it.
DROP TABLE `listings_fts_vocab`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_after_delete`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_after_update`;
--> statement-breakpoint
DROP TABLE `listings_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `listings_fts` USING fts5(
	name, description, category, subcategory, location, area, facets,
	content='listings', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_insert` AFTER INSERT ON `listings` WHEN new.is_hidden = 0 BEGIN
	INSERT INTO listings_fts(rowid, name, description, category, subcategory, location, area, facets)
	VALUES (new.id, new.name, new.description, new.category, coalesce(new.subcategory, ''), new.location, coalesce(new.area, ''), new.facets);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_delete` AFTER DELETE ON `listings` WHEN old.is_hidden = 0 BEGIN
	INSERT INTO listings_fts(listings_fts, rowid, name, description, category, subcategory, location, area, facets)
	VALUES ('delete', old.id, old.name, old.description, old.category, coalesce(old.subcategory, ''), old.location, coalesce(old.area, ''), old.facets);
END;
--> statement-breakpoint
-- Every column the facets are computed from (attributes holds make, model, bedrooms and the rest);
-- views, prices and dates are not among them, so counting a view never touches the index.
CREATE TRIGGER `listings_fts_after_update` AFTER UPDATE OF name, description, category, subcategory, location, area, type, condition, offer, attributes, is_hidden ON `listings` BEGIN
	INSERT INTO listings_fts(listings_fts, rowid, name, description, category, subcategory, location, area, facets)
	SELECT 'delete', old.id, old.name, old.description, old.category, coalesce(old.subcategory, ''), old.location, coalesce(old.area, ''), old.facets
	WHERE old.is_hidden = 0;
	INSERT INTO listings_fts(rowid, name, description, category, subcategory, location, area, facets)
	SELECT new.id, new.name, new.description, new.category, coalesce(new.subcategory, ''), new.location, coalesce(new.area, ''), new.facets
	WHERE new.is_hidden = 0;
END;
--> statement-breakpoint
INSERT INTO listings_fts(rowid, name, description, category, subcategory, location, area, facets)
SELECT id, name, description, category, coalesce(subcategory, ''), location, coalesce(area, ''), facets FROM listings WHERE is_hidden = 0;
--> statement-breakpoint
CREATE VIRTUAL TABLE `listings_fts_vocab` USING fts5vocab(`listings_fts`, 'row');
