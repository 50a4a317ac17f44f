-- The price warning's fallback medians per subcategory and per category, for a listing whose own
-- group has too few comparables (docs/decisions/117-price-warning-falls-back.md).
CREATE TABLE `price_fallback_medians` (
	`scope` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`median` integer NOT NULL,
	`comparables` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`scope`, `name`, `type`)
);
