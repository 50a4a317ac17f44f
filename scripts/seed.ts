/**
 * `npm run seed [-- --listings N]`: fills the local D1 database and R2 bucket with a living demo
 * marketplace: demo accounts, listings over every category and most counties, drawn images,
 * sponsor banners. It replaces whatever demo data was there.
 *
 * Each demo listing gets its own image objects, so deleting one never breaks another. Large runs
 * (benchmarks) share one drawn pool of images between listings to stay fast and small on disk.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { hashPassword } from "better-auth/crypto";
import { getPlatformProxy } from "wrangler";
import { CATEGORY_TREE, subcategoriesOf } from "../app/domain/catalog";
import { normaliseArea } from "../app/domain/listing-query";
import { drawListingImage, drawSponsorBanner, type DrawnImage } from "./seed/draw-images";
import { createRng, generateListingDrafts, type ListingDraft, listingDrafts, type Rng } from "./seed/listing-drafts";
import { DEMO_PASSWORD, DEMO_USERS, SPONSORS, type DemoUser } from "./seed/demo-accounts";
import { insertBulkActivity } from "./seed/bulk-activity";
import { insertDemoActivity } from "./seed/demo-activity";
import { insertDemoReviews } from "./seed/demo-reviews";
import { insertDemoLimits } from "./seed/demo-limits";
import { insertDemoPhotos, rememberStored } from "./seed/demo-photos";
import { insertDemoReports } from "./seed/demo-reports";
import { storeDrawn } from "./seed/store-images";
import { OFFLINE_ENV } from "./local-env";
import { TABLES_CHILDREN_FIRST } from "../worker/db/tables";

Object.assign(process.env, OFFLINE_ENV);

const SHARED_IMAGE_THRESHOLD = 2000;
const DAY = 86_400_000;

interface SeedOptions {
  listings: number;
}

type Proxy = Awaited<ReturnType<typeof getPlatformProxy<Env>>>;

async function withLocalBindings<T>(work: (env: Env) => Promise<T>): Promise<T> {
  const statePath = process.env.SOKONI_STATE;
  // wrangler and the Vite plugin keep their data under `<state>/v3`; the proxy takes that folder itself.
  const proxy: Proxy = await getPlatformProxy<Env>({
    persist: statePath ? { path: join(statePath, "v3") } : true,
    remoteBindings: false,
  });
  try {
    return await work(proxy.env);
  } finally {
    await proxy.dispose();
  }
}

export async function isDatabaseEmpty(): Promise<boolean> {
  return withLocalBindings(async (env) => {
    const row = await env.DB.prepare("SELECT count(*) AS n FROM listings").first<{ n: number }>();
    return (row?.n ?? 0) === 0;
  });
}

export async function seed(options: SeedOptions): Promise<void> {
  const started = Date.now();
  const since = () => `${Math.round((Date.now() - started) / 1000)} s`;
  const rng = createRng(2025);
  const large = options.listings > SHARED_IMAGE_THRESHOLD;
  const { users, pictures } = await withLocalBindings(async (env) => {
    await clearDemoData(env);
    const users = await insertUsers(env);
    await insertSponsors(env);
    const pictures = drawnPool(env, rng, options.listings >= 200 ? 2 : 1, !large);
    if (!large) await insertListings(env, generateListingDrafts(rng, options.listings), options.listings, users, pictures, rng);
    else {
      // A large run's listings go straight into the database's file (below), with the runtime
      // stopped: every shared picture is stored first, while R2 is at hand.
      await pictures.storeAll();
      console.log(`  shared pictures stored after ${since()}`);
    }
    return { users, pictures };
  });
  if (large) {
    // Drafts from a stream of their own, one at a time (the demo's stay as they were).
    await insertListingsIntoFile(listingDrafts(createRng(2026), options.listings), options.listings, users, pictures, rng);
    console.log(`  ${options.listings} listings after ${since()}`);
  }
  await withLocalBindings(async (env) => {
    await recordListingUploads(env);
    await insertDemoActivity(env, users, rng);
    await insertDemoReviews(env, users, rng);
    await insertDemoPhotos(env, users);
    await insertDemoReports(env, users);
    await (await import("./seed/demo-admin")).insertDemoAdminReports(env, users);
    await (await import("./seed/demo-forgiving")).insertDemoForgiving(env, users);
    // Last: the price medians are computed from what the steps above left visible.
    await insertDemoLimits(env, users);
    await (await import("./seed/demo-alerts")).insertDemoAlerts(env, users);
    if (large) console.log(`  the demo's own activity after ${since()}`);
    // After the demo's conversations and reviews, which take the first ids.
    if (large) await insertBulkActivity(env.DB, options.listings);
    // Last: it gives every listing above (the newcomer's too) its place in its life.
    await (await import("./seed/demo-seller-tools")).insertDemoSellerTools(env, users);
    if (large) console.log(`  day figures and the listings' lives after ${since()}`);
    // After the steps that pick listings by id: the held listings take the last ids, so no listing
    // the journeys look for changes its place.
    await (await import("./seed/demo-standing")).insertDemoStanding(env, users);
  });
  console.log(`Seeded ${options.listings} listings in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

async function clearDemoData(env: Env): Promise<void> {
  // Order matters for foreign keys; FTS rows leave through the delete trigger.
  for (const table of TABLES_CHILDREN_FIRST) {
    await env.DB.prepare(`DELETE FROM ${table}`).run();
  }
  let cursor: string | undefined;
  do {
    const page = await env.IMAGES.list({ cursor, limit: 1000 });
    if (page.objects.length > 0) await env.IMAGES.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

interface SeededUser extends DemoUser {
  id: string;
}

async function insertUsers(env: Env): Promise<SeededUser[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const users = DEMO_USERS.map((demo) => ({ ...demo, id: randomUUID() }));
  await env.DB.batch(
    users.flatMap((u, position) => {
      const joined = now - (400 - position * 20) * DAY;
      return [
        env.DB.prepare(
          `INSERT INTO user (id, name, email, email_verified, username, display_username, role, is_seller_verified, created_at, updated_at, last_login)
           VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
        ).bind(u.id, u.fullName, u.email, u.username.toLowerCase(), u.username, u.role, u.verified ? 1 : 0, joined, now, now - position * 3_600_000),
        env.DB.prepare(
          `INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
           VALUES (?, ?, 'credential', ?, ?, ?, ?)`,
        ).bind(randomUUID(), u.id, u.id, hash, joined, now),
        // Their number confirmed by SMS a day after joining: listings show only confirmed numbers.
        env.DB.prepare("INSERT INTO phones (phone_number, user_id, verified_at) VALUES (?, ?, ?)").bind(u.phone, u.id, joined + DAY),
      ];
    }),
  );
  return users;
}

async function insertSponsors(env: Env): Promise<void> {
  const now = Date.now();
  for (const [position, sponsor] of SPONSORS.entries()) {
    const key = `homepage/${randomUUID()}.webp`;
    await storeDrawn(env, key, await drawSponsorBanner({ companyName: sponsor.companyName, seed: position + 1 }));
    await env.DB.prepare("INSERT INTO homepage_images (image_url, company_name, company_url, created_at) VALUES (?, ?, ?, ?)")
      .bind(`/uploads/${key}`, sponsor.companyName, sponsor.companyUrl, now - position * 1000)
      .run();
  }
}

/**
 * Upload rows for the listings' own photos, as the product keeps them: a row is what lets a
 * seller's delete remove the objects. Shared benchmark images have none.
 */
async function recordListingUploads(env: Env): Promise<void> {
  await env.DB.prepare(
    `INSERT OR IGNORE INTO uploads (key, user_id, listing_id, kind, created_at)
     SELECT substr(j.value, 10), l.user_ref, l.id, 'listing', l.created_at
     FROM listings l, json_each(l.image_urls) j WHERE j.value LIKE '/uploads/listings/%'`,
  ).run();
}

interface PicturePool {
  /** The addresses of a listing's `count` pictures (at most four). */
  pick(draft: ListingDraft, count: number): Promise<string[]>;
  /** Draws and stores every picture the pool can give: a large run's, before its listings are written. */
  storeAll(): Promise<void>;
}

/**
 * Drawing is the slow part (tens of milliseconds a picture at each stored width), so each
 * subcategory gets a few drawn items, each seen from up to four angles, and listings pick one
 * item. A view is drawn the first time a listing shows it, once. `ownCopies` stores the picked
 * pictures under the listing's own keys, so deleting a listing never breaks another; without it
 * (large benchmark runs) listings share the pool's objects.
 */
function drawnPool(env: Env, rng: Rng, itemsPerSubcategory: number, ownCopies: boolean): PicturePool {
  const seedOf = new Map<string, number>();
  const drawings = new Map<string, Promise<DrawnImage>>();
  const sharedKeys = new Map<DrawnImage, string>();
  const view = (draft: ListingDraft, item: number, variant: number): Promise<DrawnImage> => {
    const poolKey = `${draft.category}/${draft.subcategory ?? ""}`;
    let base = seedOf.get(poolKey);
    if (base === undefined) {
      base = seedOf.size * 10;
      seedOf.set(poolKey, base);
    }
    const key = `${poolKey}|${item}|${variant}`;
    let drawn = drawings.get(key);
    if (!drawn) {
      drawn = drawListingImage({ category: draft.category, subcategory: draft.subcategory, variant, seed: base + item + 1 });
      drawings.set(key, drawn);
    }
    return drawn;
  };
  const store = async (picture: DrawnImage): Promise<string> => {
    const known = ownCopies ? undefined : sharedKeys.get(picture);
    if (known) return known;
    const key = `${ownCopies ? "listings" : "shared"}/${randomUUID()}.webp`;
    await storeDrawn(env, key, picture);
    rememberStored(key, picture);
    if (!ownCopies) sharedKeys.set(picture, key);
    return key;
  };
  return {
    async pick(draft, count) {
      const item = Math.floor(rng() * itemsPerSubcategory);
      const keys: string[] = [];
      for (let variant = 0; variant < Math.min(count, 4); variant += 1) keys.push(await store(await view(draft, item, variant)));
      return keys.map((key) => `/uploads/${key}`);
    },
    async storeAll() {
      for (const category of CATEGORY_TREE)
        for (const subcategory of category.subcategories.length > 0 ? category.subcategories : [null])
          for (let item = 0; item < itemsPerSubcategory; item++)
            for (let variant = 0; variant < 4; variant++) await store(await view({ category: category.name, subcategory } as ListingDraft, item, variant));
    },
  };
}

/**
 * Shops get most listings in their own categories; private sellers (any seller outside their
 * specialties) take the rest, in proportion to their weight.
 */
function pickSeller(users: SeededUser[], category: string, rng: Rng): SeededUser {
  const active = users.filter((u) => u.listingWeight > 0);
  const specialists = active.filter((u) => u.specialties.includes(category));
  const sellers = specialists.length > 0 && rng() < 0.8 ? specialists : active;
  const total = sellers.reduce((sum, u) => sum + u.listingWeight, 0);
  let roll = rng() * total;
  for (const seller of sellers) {
    roll -= seller.listingWeight;
    if (roll <= 0) return seller;
  }
  return sellers[0] as SeededUser;
}

/** Views fall off steeply: most listings are seen a little, a few a lot. */
function viewsFor(rng: Rng, ageDays: number): number {
  const base = Math.floor(rng() ** 3 * 4000);
  return Math.floor(base * Math.min(1, ageDays / 30)) + Math.floor(rng() * 25);
}

/** A value as an SQL literal. Only for this script's own generated data, never for user input. */
function literal(value: string | number | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

const LISTING_COLUMNS = `name, description, category, subcategory, location, area, attributes, condition, regular_price,
  discount_price, offer, image_urls, type, seller_name, business_name, phone_number, user_ref, is_available, views,
  created_at, updated_at`;

type ListingValues = (string | number | null)[];

/** A draft as the values of LISTING_COLUMNS: its seller, age, pictures, availability and views drawn here. */
async function listingValues(draft: ListingDraft, users: SeededUser[], pictures: PicturePool, rng: Rng, now: number): Promise<ListingValues> {
  const seller = pickSeller(users, draft.category, rng);
  const ageDays = rng() * 120;
  const createdAt = Math.floor(now - ageDays * DAY);
  const imageUrls = await pictures.pick(draft, 2 + Math.floor(rng() * 3));
  const business = seller.specialties.includes(draft.category) ? seller.business : seller.fullName;
  return [
    draft.name,
    draft.description,
    draft.category,
    subcategoriesOf(draft.category).length > 0 ? draft.subcategory : null,
    draft.location,
    draft.area === null ? null : normaliseArea(draft.area),
    JSON.stringify(draft.attributes),
    draft.condition,
    draft.regularPrice,
    draft.discountPrice,
    draft.discountPrice !== null ? 1 : 0,
    JSON.stringify(imageUrls),
    draft.type,
    seller.fullName,
    business,
    seller.phone,
    seller.id,
    rng() > 0.03 ? 1 : 0,
    viewsFor(rng, ageDays),
    createdAt,
    createdAt,
  ];
}

/**
 * Inserts listings as multi-row INSERTs of literals: D1 allows only 100 bound parameters per
 * statement, and one statement per listing makes a 100,000-listing seed take the better part of
 * an hour; 100 rows a statement takes minutes.
 */
async function insertListings(env: Env, drafts: Iterable<ListingDraft>, count: number, users: SeededUser[], pictures: PicturePool, rng: Rng) {
  const now = Date.now();
  // D1 refuses statements over 100 KB; a row is about 600 bytes.
  const rowsPerStatement = 100;
  const statementsPerBatch = 20;
  const next = drafts[Symbol.iterator]();
  let pending: D1PreparedStatement[] = [];
  for (let start = 0; start < count; start += rowsPerStatement) {
    const rows: string[] = [];
    for (let row = start; row < Math.min(start + rowsPerStatement, count); row++) {
      const values = await listingValues(next.next().value as ListingDraft, users, pictures, rng, now);
      rows.push(`(${values.map(literal).join(", ")})`);
    }
    pending.push(env.DB.prepare(`INSERT INTO listings (${LISTING_COLUMNS}) VALUES ${rows.join(",\n")}`));
    const done = Math.min(start + rowsPerStatement, count);
    if (pending.length === statementsPerBatch || done === count) {
      await env.DB.batch(pending);
      pending = [];
      if (count > 1000 && done % 10_000 < rowsPerStatement * statementsPerBatch) console.log(`  ${done} listings...`);
    }
  }
}

/** Rows a transaction of the large run's insert holds: large enough that committing costs little, small enough to show progress. */
const ROWS_PER_TRANSACTION = 20_000;

/**
 * A large run's listings, written into the local D1 database's file with SQLite itself while no
 * runtime has it open. The table's indexes and triggers are set aside meanwhile and made again
 * after, the FTS index filled from the rows as its trigger would have: kept up row by row, they held the insert to about
 * 1,200 listings a second, through the runtime or not (docs/decisions/144).
 */
async function insertListingsIntoFile(drafts: Iterable<ListingDraft>, count: number, users: SeededUser[], pictures: PicturePool, rng: Rng) {
  const { DatabaseSync } = await import("node:sqlite");
  const { databaseFile } = await import("./bench/storage");
  const db = new DatabaseSync(databaseFile());
  const started = Date.now();
  const setAside = db
    .prepare("SELECT type, name, sql FROM sqlite_schema WHERE tbl_name = 'listings' AND type IN ('index', 'trigger') AND sql IS NOT NULL")
    .all() as { type: string; name: string; sql: string }[];
  try {
    for (const entry of setAside) db.exec(`DROP ${entry.type.toUpperCase()} "${entry.name}"`);
    const insert = db.prepare(
      `INSERT INTO listings (${LISTING_COLUMNS}) VALUES (${LISTING_COLUMNS.split(",")
        .map(() => "?")
        .join(", ")})`,
    );
    const now = Date.now();
    const next = drafts[Symbol.iterator]();
    for (let start = 0; start < count; start += ROWS_PER_TRANSACTION) {
      db.exec("BEGIN");
      for (let row = start; row < Math.min(start + ROWS_PER_TRANSACTION, count); row++)
        insert.run(...(await listingValues(next.next().value as ListingDraft, users, pictures, rng, now)));
      db.exec("COMMIT");
      const done = Math.min(start + ROWS_PER_TRANSACTION, count);
      if (done % 200_000 === 0 || done === count) console.log(`  ${done} listings written after ${Math.round((Date.now() - started) / 1000)} s...`);
    }
  } finally {
    for (const entry of setAside) db.exec(entry.sql);
    // What the insert trigger (migrations/0014_filters_in_fts.sql) would have added, row by row.
    db.exec(`INSERT INTO listings_fts (rowid, name, description, category, subcategory, location, area, facets)
      SELECT id, name, description, category, coalesce(subcategory, ''), location, coalesce(area, ''), facets FROM listings WHERE is_hidden = 0`);
    // And what the count triggers (migrations/0022_listing_counts.sql) would have kept.
    db.exec(`DELETE FROM listing_counts;
      INSERT INTO listing_counts (category, subcategory, listings)
      SELECT category, coalesce(subcategory, ''), count(*) FROM listings WHERE is_hidden = 0 GROUP BY category, coalesce(subcategory, '')`);
    console.log(`  the listings' ${setAside.length} indexes and triggers and the FTS index made again after ${Math.round((Date.now() - started) / 1000)} s`);
    db.close();
  }
}

function readListingsOption(argv: string[]): number {
  const index = argv.indexOf("--listings");
  const value = index >= 0 ? Number(argv[index + 1]) : 320;
  if (!Number.isInteger(value) || value < 1 || value > 2_000_000) {
    console.error("--listings must be a whole number between 1 and 2,000,000");
    process.exit(1);
  }
  return value;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { applyLocalMigrations } = await import("./run");
  const { ensureDevVars } = await import("./local-env");
  ensureDevVars();
  applyLocalMigrations();
  await seed({ listings: readListingsOption(process.argv.slice(2)) });
}
