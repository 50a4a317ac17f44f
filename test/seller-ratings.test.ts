import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createListing, createSeller } from "./fixtures";

/*
 * A seller's rating is kept as reviews change (seller_ratings, migrations/0023, docs/decisions/147):
 * the listing page, the storefront and the cards read one row a seller.
 */

async function keptAndSummed() {
  const kept = await env.DB.prepare("SELECT seller_id AS seller, stars, reviews FROM seller_ratings WHERE reviews <> 0 ORDER BY 1").all();
  const summed = await env.DB.prepare(
    "SELECT seller_id AS seller, sum(rating) AS stars, count(*) AS reviews FROM reviews WHERE removed_at IS NULL GROUP BY seller_id ORDER BY 1",
  ).all();
  return { kept: kept.results, summed: summed.results };
}

describe("the kept ratings (seller_ratings)", () => {
  it("follow every review written, edited, removed, restored and deleted, and a seller's account deleted", async () => {
    const [first, second, buyer] = [await createSeller(), await createSeller(), await createSeller()];
    const listing = await createListing(first.id);
    const other = await createListing(second.id);
    const third = await createListing(second.id);
    const review = (seller: string, listingId: number, rating: number) =>
      env.DB.prepare("INSERT INTO reviews (seller_id, author_id, listing_id, listing_name, rating, comment) VALUES (?, ?, ?, 'A car', ?, 'Good.') RETURNING id")
        .bind(seller, buyer.id, listingId, rating)
        .first<{ id: number }>();
    const a = await review(first.id, listing.id, 5);
    await review(first.id, other.id, 2);
    const c = await review(second.id, third.id, 4);
    let { kept, summed } = await keptAndSummed();
    expect(kept).toEqual(summed);
    expect(kept).toContainEqual({ seller: first.id, stars: 7, reviews: 2 });

    await env.DB.batch([
      env.DB.prepare("UPDATE reviews SET rating = 3, reply = 'Thanks' WHERE id = ?").bind(a?.id),
      env.DB.prepare("UPDATE reviews SET removed_at = 1 WHERE id = ?").bind(c?.id),
    ]);
    ({ kept, summed } = await keptAndSummed());
    expect(kept).toEqual(summed);
    expect(kept).toEqual([{ seller: first.id, stars: 5, reviews: 2 }]);
    await env.DB.prepare("UPDATE reviews SET removed_at = NULL WHERE id = ?").bind(c?.id).run();
    await env.DB.prepare("DELETE FROM reviews WHERE id = ?").bind(a?.id).run();
    ({ kept, summed } = await keptAndSummed());
    expect(kept).toEqual(summed);
    expect(kept).toHaveLength(2);

    // A seller's account going takes its reviews and its kept row with it.
    await env.DB.prepare("DELETE FROM listings WHERE user_ref = ?").bind(first.id).run();
    await env.DB.prepare("DELETE FROM user WHERE id = ?").bind(first.id).run();
    ({ kept, summed } = await keptAndSummed());
    expect(kept).toEqual(summed);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM seller_ratings WHERE seller_id = ?").bind(first.id).first("n")).toBe(0);
  });
});
