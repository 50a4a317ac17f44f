-- A seller's standing reviews as two figures, kept as reviews change, so that a rating is one row
-- read rather than every review of the seller summed (docs/decisions/147).
CREATE TABLE `seller_ratings` (
	`seller_id` text PRIMARY KEY NOT NULL,
	`stars` integer NOT NULL,
	`reviews` integer NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TRIGGER `seller_ratings_after_insert` AFTER INSERT ON `reviews` WHEN new.removed_at IS NULL BEGIN
	INSERT INTO seller_ratings (seller_id, stars, reviews) VALUES (new.seller_id, new.rating, 1)
	ON CONFLICT (seller_id) DO UPDATE SET stars = stars + excluded.stars, reviews = reviews + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `seller_ratings_after_delete` AFTER DELETE ON `reviews` WHEN old.removed_at IS NULL BEGIN
	UPDATE seller_ratings SET stars = stars - old.rating, reviews = reviews - 1 WHERE seller_id = old.seller_id;
END;
--> statement-breakpoint
-- An edit of the stars, a removal or a restore; a reply or a comment changes nothing counted.
CREATE TRIGGER `seller_ratings_after_update` AFTER UPDATE OF rating, removed_at, seller_id ON `reviews` BEGIN
	UPDATE seller_ratings SET stars = stars - old.rating, reviews = reviews - 1
	WHERE old.removed_at IS NULL AND seller_id = old.seller_id;
	INSERT INTO seller_ratings (seller_id, stars, reviews) SELECT new.seller_id, new.rating, 1 WHERE new.removed_at IS NULL
	ON CONFLICT (seller_id) DO UPDATE SET stars = stars + excluded.stars, reviews = reviews + 1;
END;
--> statement-breakpoint
INSERT INTO seller_ratings (seller_id, stars, reviews)
SELECT seller_id, sum(rating), count(*) FROM reviews WHERE removed_at IS NULL GROUP BY seller_id;
