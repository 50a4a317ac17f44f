import { abortAllDurableObjects, listDurableObjectIds, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { countContact, countSearch, countView, shardOfListing } from "../worker/services/counting/counts";
import type { Counters } from "../worker/services/counting/counter-shard";
import { eatDay } from "../worker/services/listings/listing-figures";
import { call, createListing, createSeller, emptyCounters, writeCounts } from "./fixtures";

// This file reads counts: each test starts from empty counter shards (their gathered counts and once-a-day markers).
beforeEach(emptyCounters);

const shardOf = (listingId: number) => env.Counters.get(env.Counters.idFromName(`shard-${shardOfListing(listingId)}`));

async function totals(listingId: number) {
  const listing = await env.DB.prepare("SELECT views FROM listings WHERE id = ?").bind(listingId).first<{ views: number }>();
  const day = await env.DB.prepare("SELECT views, calls, whatsapp FROM listing_days WHERE listing_id = ? AND day = ?")
    .bind(listingId, eatDay(Date.now()))
    .first<{ views: number; calls: number; whatsapp: number }>();
  const contacts = await env.DB.prepare("SELECT channel, count FROM listing_interactions WHERE listing_id = ? ORDER BY channel")
    .bind(listingId)
    .all<{ channel: string; count: number }>();
  return { views: listing?.views, day, contacts: contacts.results };
}

const flushes = async () => (await env.DB.prepare("SELECT count(*) AS n FROM counter_flushes").first<{ n: number }>())?.n;

describe("the counter shards", () => {
  it("gather a minute's views and write them to D1 as one batch when the minute's alarm rings", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    for (let view = 0; view < 25; view++) await countView(env, listing.id);
    // Nothing reaches D1 before the alarm: the views are in the shard's own storage.
    expect((await totals(listing.id)).views).toBe(0);
    expect(await runInDurableObject(shardOf(listing.id), async (_shard, state) => (await state.storage.getAlarm()) !== null)).toBe(true);
    expect(await runDurableObjectAlarm(shardOf(listing.id))).toBe(true);
    expect(await totals(listing.id)).toMatchObject({ views: 25, day: { views: 25, calls: 0, whatsapp: 0 } });
    expect(await flushes()).toBe(1);
    // Written and forgotten: the next alarm has nothing to write, and none is set.
    expect(await runDurableObjectAlarm(shardOf(listing.id))).toBe(false);
    expect(await flushes()).toBe(1);
  });

  it("count a listing page a phone opens, after the answer", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const phone = { headers: { "user-agent": "Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile" } };
    expect((await call(`/listing/${listing.id}`, phone)).status).toBe(200);
    expect((await call(`/listing/${listing.id}`, phone)).status).toBe(200);
    await writeCounts();
    expect((await totals(listing.id)).views).toBe(2);
  });

  it("lose nothing when the shard dies after D1 took the batch and before it forgot it, and count it once", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    for (let view = 0; view < 3; view++) await countView(env, listing.id);
    await countContact(env, "ip:10.0.0.1", listing.id, "call");
    // The alarm's first two steps, then the object is gone before its third.
    await runInDurableObject(shardOf(listing.id), async (shard: Counters) => {
      const id = shard.freeze();
      expect(id).not.toBeNull();
      await shard.write(id as string);
    });
    await abortAllDurableObjects();
    // A view that comes meanwhile goes into the next batch.
    await countView(env, listing.id);
    expect((await totals(listing.id)).views).toBe(3);
    // The restarted shard's alarm finds the batch, sees D1 has it, forgets it; the next writes the new view.
    await runDurableObjectAlarm(shardOf(listing.id));
    expect((await totals(listing.id)).views).toBe(3);
    await runDurableObjectAlarm(shardOf(listing.id));
    expect(await totals(listing.id)).toMatchObject({ views: 4, day: { views: 4, calls: 1 }, contacts: [{ channel: "call", count: 1 }] });
  });

  it("keep a batch whose write failed and write it later, once", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    await countView(env, listing.id);
    await runInDurableObject(shardOf(listing.id), (shard: Counters) => shard.freeze());
    await abortAllDurableObjects();
    // Died after gathering the batch, before writing it: the next alarm writes it.
    await runDurableObjectAlarm(shardOf(listing.id));
    expect((await totals(listing.id)).views).toBe(1);
    expect(await flushes()).toBe(1);
  });

  it("count a visitor's contact click and search once a day, and another visitor's again", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    for (const visitor of ["ip:10.0.0.1", "ip:10.0.0.1", "user:abc", "ip:10.0.0.1"]) await countContact(env, visitor, listing.id, "whatsapp");
    await countContact(env, "ip:10.0.0.1", listing.id, "reveal");
    for (const visitor of ["ip:10.0.0.1", "ip:10.0.0.1", "user:abc"]) await countSearch(env, visitor, "toyota fielder");
    await writeCounts();
    expect(await totals(listing.id)).toMatchObject({
      views: 0,
      day: { views: 0, calls: 0, whatsapp: 2 },
      contacts: [
        { channel: "reveal", count: 1 },
        { channel: "whatsapp", count: 2 },
      ],
    });
    const term = await env.DB.prepare("SELECT count FROM search_terms WHERE term = 'toyota fielder'").first<{ count: number }>();
    expect(term?.count).toBe(2);
    // The markers are the shard's, not rows of D1's rate-limit table.
    expect((await env.DB.prepare("SELECT count(*) AS n FROM rate_limit").first<{ n: number }>())?.n).toBe(0);
  });

  it("drop the counts of a listing deleted before the minute is written, and write the others", async () => {
    const seller = await createSeller();
    const kept = await createListing(seller.id);
    const gone = await createListing(seller.id);
    await countView(env, kept.id);
    await countView(env, gone.id);
    await countContact(env, "ip:10.0.0.9", gone.id, "call");
    await env.DB.prepare("DELETE FROM listings WHERE id = ?").bind(gone.id).run();
    await writeCounts();
    expect((await totals(kept.id)).views).toBe(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM listing_days WHERE listing_id = ?").bind(gone.id).first<{ n: number }>()).toEqual({ n: 0 });
    expect(await listDurableObjectIds(env.Counters)).not.toHaveLength(0);
  });

  it("write a busy minute of many listings in statements of a few hundred rows each", async () => {
    const seller = await createSeller();
    const made: { id: number }[] = [];
    for (let index = 0; index < 40; index++) made.push(await createListing(seller.id));
    const shard = env.Counters.get(env.Counters.idFromName("shard-0"));
    // 1,240 listing ids on one shard, most of them no listing (three statements of 500 rows each way): one batch, every real one counted.
    await runInDurableObject(shard, async (counters: Counters) => {
      for (let id = 1; id <= 1200; id++) await counters.countListing(90_000_000 + id, "view", eatDay(Date.now()));
      for (const listing of made) await counters.countListing(listing.id, "view", eatDay(Date.now()));
    });
    await runDurableObjectAlarm(shard);
    for (const listing of made) expect((await totals(listing.id)).views, String(listing.id)).toBe(1);
    expect(await flushes()).toBe(1);
  });
});
