import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { TABLES_CHILDREN_FIRST } from "../worker/db/tables";

// Runs before each test file; already-applied migrations are skipped.
// The migrations are read in vitest.config.ts and handed over as a test-only binding.
const { TEST_MIGRATIONS } = env as typeof env & { TEST_MIGRATIONS: D1Migration[] };
await applyD1Migrations(env.DB, TEST_MIGRATIONS);

// Storage lives as long as the test file, so each test starts from empty tables and bucket.
const TABLES = TABLES_CHILDREN_FIRST;

beforeEach(async () => {
  await env.DB.batch(TABLES.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  const objects = await env.IMAGES.list();
  if (objects.objects.length > 0) await env.IMAGES.delete(objects.objects.map((object) => object.key));
});
