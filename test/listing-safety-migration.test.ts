import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

/*
 * Migration 0008 on a database that lived before it: listings an admin had hidden keep
 * being hidden, now with the reason "admin", and the visible ones get no reason.
 */

const { TEST_MIGRATIONS, MIGRATION_DB } = env as typeof env & { TEST_MIGRATIONS: D1Migration[]; MIGRATION_DB: D1Database };

describe("migration 0008 names why a listing was hidden", () => {
  it("marks listings hidden before it as hidden by an admin and leaves the others alone", async () => {
    const before = TEST_MIGRATIONS.filter((migration) => migration.name < "0008");
    const safety = TEST_MIGRATIONS.filter((migration) => migration.name.startsWith("0008"));
    expect(safety).toHaveLength(1);
    await applyD1Migrations(MIGRATION_DB, before);
    const db = MIGRATION_DB;
    const listing = (id: number, hidden: number) =>
      db
        .prepare(
          `INSERT INTO listings (id, name, description, category, regular_price, seller_name, business_name, phone_number, user_ref, is_hidden)
           VALUES (?, ?, 'A listing from before the safety signs.', 'Electronics', 1000, 'Old', 'Old', '+254722000000', 'seller-x', ?)`,
        )
        .bind(id, `Listing ${id}`, hidden);
    await db.batch([
      db.prepare("INSERT INTO user (id, name, email, username) VALUES ('seller-x', 'Seller', 'seller@old.test', 'seller')"),
      listing(1, 0),
      listing(2, 1),
      db.prepare("INSERT INTO reports (listing_id, reporter_id, reason) VALUES (2, NULL, 'Fake item')"),
    ]);

    await applyD1Migrations(MIGRATION_DB, safety);

    const rows = await db.prepare("SELECT id, is_hidden AS hidden, hidden_reason AS reason FROM listings ORDER BY id").all();
    expect(rows.results).toEqual([
      { id: 1, hidden: 0, reason: null },
      { id: 2, hidden: 1, reason: "admin" },
    ]);
    // Old reports stay, unreviewed and without a reporter key (they were made before keys existed).
    const report = await db.prepare("SELECT reporter_key AS reporterKey, reviewed_at AS reviewedAt FROM reports").first();
    expect(report).toEqual({ reporterKey: null, reviewedAt: null });
  });
});
