CREATE INDEX `listings_category_filters_idx` ON `listings` (`category`,`location`,`type`,`condition`,`offer`,`subcategory`,`area`,`make`,`model`,`year`,`bedrooms`,`bathrooms`,`furnished`,`parking`,`brand`,`size`,`regular_price`,`views`,`created_at`) WHERE "listings"."is_hidden" = 0;--> statement-breakpoint
CREATE INDEX `listings_location_filters_idx` ON `listings` (`location`,`type`,`condition`,`offer`,`area`,`regular_price`,`views`,`created_at`) WHERE "listings"."is_hidden" = 0;--> statement-breakpoint
CREATE INDEX `listings_condition_filters_idx` ON `listings` (`condition`,`type`,`offer`,`regular_price`,`views`,`created_at`) WHERE "listings"."is_hidden" = 0;--> statement-breakpoint
CREATE INDEX `listings_type_price_idx` ON `listings` (`type`,`regular_price`) WHERE "listings"."is_hidden" = 0;--> statement-breakpoint
CREATE INDEX `listings_type_views_idx` ON `listings` (`type`,`views`) WHERE "listings"."is_hidden" = 0;--> statement-breakpoint
CREATE INDEX `listings_offer_price_idx` ON `listings` (`offer`,`regular_price`) WHERE "listings"."is_hidden" = 0;--> statement-breakpoint
CREATE INDEX `listings_offer_views_idx` ON `listings` (`offer`,`views`) WHERE "listings"."is_hidden" = 0;