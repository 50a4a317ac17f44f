import { abortAllDurableObjects, applyD1Migrations, type D1Migration, listDurableObjectIds, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { TABLES_CHILDREN_FIRST } from "../worker/db/tables";
import { localPages } from "../worker/local-page-cache";
import { forgetBoosts } from "../worker/services/listings/boosted";
import { forgetFilterOptions } from "../worker/services/search/filter-options";
import { forgetSpentMarkers } from "../worker/services/accounts/rate-limit";
import { emptyCounters } from "./fixtures";

/*
 * Runs before each test file. The worker project does not isolate files (vitest.config.ts,
 * decision 129): the files that one vitest worker runs share one workerd, its storage and the
 * Worker's modules. So each file starts here from what a fresh runtime would give it, and each
 * test from empty tables and an empty bucket.
 */

// Already-applied migrations are skipped. The migrations are read in vitest.config.ts and handed
// over as a test-only binding.
const { TEST_MIGRATIONS } = env as typeof env & { TEST_MIGRATIONS: D1Migration[] };
await applyD1Migrations(env.DB, TEST_MIGRATIONS);

/**
 * Drops everything in the second database (MIGRATION_DB, vitest.config.ts): the files that replay
 * migrations step by step each start from an empty one. Triggers and views first (a trigger names
 * the full-text table it fills), then the virtual tables, which take their shadow tables with
 * them, then the rest. A table another still refers to cannot go yet: it goes on the next pass.
 */
async function emptyDatabase(db: D1Database) {
  const steps = [
    "type IN ('trigger', 'view')",
    "type = 'table' AND sql LIKE 'CREATE VIRTUAL%'",
    "type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ];
  for (const step of steps) {
    for (let pass = 0; pass < 10; pass++) {
      const { results } = await db.prepare(`SELECT type, name FROM sqlite_master WHERE ${step} ORDER BY rowid DESC`).all<{ type: string; name: string }>();
      if (results.length === 0) break;
      for (const { type, name } of results) {
        await db
          .prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`)
          .run()
          .catch(() => undefined);
      }
    }
  }
}
await emptyDatabase((env as typeof env & { MIGRATION_DB: D1Database }).MIGRATION_DB);

/** Deletes the storage of every room of a namespace that has been made in this runtime. */
async function emptyRooms<T extends Rpc.DurableObjectBranded | undefined>(namespace: DurableObjectNamespace<T>) {
  for (const id of await listDurableObjectIds(namespace)) {
    await runInDurableObject(namespace.get(id) as DurableObjectStub, async (_room, state) => {
      await state.storage.deleteAlarm();
      await state.storage.deleteAll();
    });
  }
}

// Rooms keep their storage, and their memory while awake, across requests. They are named after
// rows (a conversation's id, a user's, "global"), and files make rows with the same ids (the
// matrix's world in two files): a room left by an earlier file would answer from its storage or memory.
await emptyRooms(env.Categories);
await emptyRooms(env.Conversation);
await emptyRooms(env.Dashboard);
await emptyRooms(env.Inbox);
// Counts an earlier file gathered (a search term's, a visitor's once-a-day marker) would be
// written into, or hold back, this one's; files that read counts empty the shards before each test too.
await emptyCounters();
await abortAllDurableObjects();

// The Worker's per-isolate caches, which a fresh runtime would start without.
localPages.clear();
forgetBoosts();
forgetFilterOptions();
forgetSpentMarkers();

const TABLES = TABLES_CHILDREN_FIRST;

beforeEach(async () => {
  await env.DB.batch(TABLES.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  const objects = await env.IMAGES.list();
  if (objects.objects.length > 0) await env.IMAGES.delete(objects.objects.map((object) => object.key));
});
