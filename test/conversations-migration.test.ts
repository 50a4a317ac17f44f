import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

/*
 * Migration 0007 on a database that lived before it: a second, empty D1 database
 * (MIGRATION_DB, vitest.config.ts) takes migrations 0000-0006, is filled the way the product left
 * messages then (one row per message, no conversations), and then takes 0007. Every old message
 * must keep its id, words, times and read mark, and join the conversation of its listing and buyer.
 */

const { TEST_MIGRATIONS, MIGRATION_DB } = env as typeof env & { TEST_MIGRATIONS: D1Migration[]; MIGRATION_DB: D1Database };

describe("migration 0007 moves every old message into a conversation", () => {
  it("keeps ids, texts, times and read marks; one conversation per listing and buyer, with the right seller and times", async () => {
    const before = TEST_MIGRATIONS.filter((migration) => migration.name < "0007");
    const conversationsMigration = TEST_MIGRATIONS.filter((migration) => migration.name.startsWith("0007"));
    expect(before.map((migration) => migration.name.slice(0, 4))).toEqual(["0000", "0001", "0002", "0003", "0004", "0005", "0006"]);
    expect(conversationsMigration).toHaveLength(1);
    await applyD1Migrations(MIGRATION_DB, before);
    // The messages table as 0006 left it: no conversation_id, no photos, no flags.
    const columns = await MIGRATION_DB.prepare("SELECT name FROM pragma_table_info('messages')").all<{ name: string }>();
    expect(columns.results.map((column) => column.name)).not.toContain("conversation_id");

    const db = MIGRATION_DB;
    const user = (id: string) => db.prepare("INSERT INTO user (id, name, email, username) VALUES (?, ?, ?, ?)").bind(id, id, `${id}@old.test`, id);
    const listing = (id: number, owner: string) =>
      db
        .prepare(
          `INSERT INTO listings (id, name, description, category, regular_price, seller_name, business_name, phone_number, user_ref)
           VALUES (?, ?, 'An old listing with its old messages.', 'Electronics', 1000, 'Old', 'Old', '+254722000000', ?)`,
        )
        .bind(id, `Listing ${id}`, owner);
    const t0 = Date.UTC(2026, 9, 1, 8);
    const minute = 60_000;
    // id, listing, from, to, body, created, read
    const old: [number, number, string, string, string, number, number | null][] = [
      [11, 1, "buyer-a", "seller-x", "Is the TV still available?", t0, t0 + 5 * minute],
      [12, 1, "seller-x", "buyer-a", "Yes, come on Saturday.", t0 + 10 * minute, t0 + 20 * minute],
      [13, 1, "buyer-a", "seller-x", "Sawa, see you.", t0 + 30 * minute, null],
      [14, 1, "buyer-b", "seller-x", "Last price?", t0 + 40 * minute, null],
      // The seller wrote first in this one (it still belongs to buyer-c's conversation).
      [17, 2, "seller-x", "buyer-c", "You asked about the fridge on the phone: here it is.", t0 + 50 * minute, t0 + 55 * minute],
      [18, 2, "buyer-c", "seller-x", "Thanks! Does it have a receipt?", t0 + 60 * minute, null],
      // seller-x buying from buyer-a: the same two people, the other way round.
      [25, 3, "seller-x", "buyer-a", "Is the sofa still there?", t0 + 70 * minute, null],
    ];
    await db.batch([
      ...["seller-x", "buyer-a", "buyer-b", "buyer-c"].map(user),
      listing(1, "seller-x"),
      listing(2, "seller-x"),
      listing(3, "buyer-a"),
      ...old.map(([id, listingId, from, to, body, created, read]) =>
        db
          .prepare("INSERT INTO messages (id, listing_id, sender_id, recipient_id, body, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
          .bind(id, listingId, from, to, body, created, read),
      ),
    ]);

    await applyD1Migrations(MIGRATION_DB, conversationsMigration);

    const conversations = await db
      .prepare("SELECT id, listing_id, buyer_id, seller_id, last_message_at, created_at FROM conversations ORDER BY listing_id, buyer_id")
      .all<{ id: number; listing_id: number; buyer_id: string; seller_id: string; last_message_at: number; created_at: number }>();
    expect(conversations.results.map(({ id: _id, ...rest }) => rest)).toEqual([
      { listing_id: 1, buyer_id: "buyer-a", seller_id: "seller-x", created_at: t0, last_message_at: t0 + 30 * minute },
      { listing_id: 1, buyer_id: "buyer-b", seller_id: "seller-x", created_at: t0 + 40 * minute, last_message_at: t0 + 40 * minute },
      { listing_id: 2, buyer_id: "buyer-c", seller_id: "seller-x", created_at: t0 + 50 * minute, last_message_at: t0 + 60 * minute },
      { listing_id: 3, buyer_id: "seller-x", seller_id: "buyer-a", created_at: t0 + 70 * minute, last_message_at: t0 + 70 * minute },
    ]);
    const conversationOf = new Map(conversations.results.map((row) => [`${row.listing_id}:${row.buyer_id}`, row.id]));
    const buyerOf: Record<number, (from: string, to: string) => string> = {
      1: (from, to) => (from === "seller-x" ? to : from),
      2: (from, to) => (from === "seller-x" ? to : from),
      3: (from, to) => (from === "buyer-a" ? to : from),
    };

    const moved = await db
      .prepare("SELECT id, conversation_id, listing_id, sender_id, recipient_id, body, image_urls, flags, created_at, read_at FROM messages ORDER BY id")
      .all<Record<string, unknown>>();
    expect(moved.results).toEqual(
      old.map(([id, listingId, from, to, body, created, read]) => ({
        id,
        conversation_id: conversationOf.get(`${listingId}:${buyerOf[listingId]?.(from, to)}`),
        listing_id: listingId,
        sender_id: from,
        recipient_id: to,
        body,
        image_urls: "[]",
        flags: null,
        created_at: created,
        read_at: read,
      })),
    );
    // The new indexes are there, and the unread ones read the kept read marks.
    const unread = await db.prepare("SELECT count(*) AS n FROM messages WHERE recipient_id = 'seller-x' AND read_at IS NULL").first<{ n: number }>();
    expect(unread?.n).toBe(3);
    const indexes = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'messages'").all<{ name: string }>();
    expect(indexes.results.map((row) => row.name)).toEqual(
      expect.arrayContaining(["messages_conversation_idx", "messages_unread_idx", "messages_unread_recent_idx", "messages_flagged_idx"]),
    );
    // Foreign keys hold: deleting a listing takes its conversations and their messages.
    await db.prepare("DELETE FROM listings WHERE id = 1").run();
    expect((await db.prepare("SELECT count(*) AS n FROM conversations").first<{ n: number }>())?.n).toBe(2);
    expect((await db.prepare("SELECT count(*) AS n FROM messages").first<{ n: number }>())?.n).toBe(3);
  });
});
