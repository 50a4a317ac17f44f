-- A category's pages in date or price order without a county walk these in that order and
-- stop at the page, and so does a county by price (worker/services/listing-plan.ts); counts keep
-- the narrowest range (listings_category_filters_idx and the others).
CREATE INDEX `listings_category_newest_idx` ON `listings` (`category`,`created_at`,`type`,`condition`,`offer`,`subcategory`,`area`,`make`,`model`,`year`,`bedrooms`,`bathrooms`,`furnished`,`parking`,`brand`,`size`,`regular_price`) WHERE "listings"."is_hidden" = 0;--> statement-breakpoint
CREATE INDEX `listings_category_price_filters_idx` ON `listings` (`category`,`regular_price`,`type`,`condition`,`offer`,`subcategory`,`area`,`make`,`model`,`year`,`bedrooms`,`bathrooms`,`furnished`,`parking`,`brand`,`size`) WHERE "listings"."is_hidden" = 0;--> statement-breakpoint
CREATE INDEX `listings_location_price_filters_idx` ON `listings` (`location`,`regular_price`,`type`,`condition`,`offer`,`area`) WHERE "listings"."is_hidden" = 0;