import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LISTING_SAFETY_MESSAGES, MIN_COMPARABLES } from "../app/domain/listing-safety-texts";
import { listings, priceFallbackMedians, priceMedians, user } from "../worker/db/schema";
import worker from "../worker/index";
import { call, createListing, db, json, newSeller } from "./fixtures";
import { distinctPhoto } from "./limits-photos";

/*
 * The price warning and the new-account notice on the listing page. A group is the
 * visible, available listings of one subcategory, type and condition, the listing itself
 * included; with at least 10 of them, a price a buyer pays below 30% of their median shows the
 * warning, to everyone. A seller who joined less than 7 days ago is "New on Sokoni".
 */

const DAY = 24 * 60 * 60 * 1000;
const WARNING = LISTING_SAFETY_MESSAGES.priceWarning;

type Person = Awaited<ReturnType<typeof newSeller>>;

async function joinedDaysAgo(person: { id: string }, days: number): Promise<void> {
  await db
    .update(user)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(user.id, person.id));
}

/** `count` other sellers' listings in the group (Furniture, sale, Used), priced around 40,000. */
async function comparables(ownerId: string, count: number) {
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    rows.push(
      await createListing(ownerId, {
        name: `Three-seater sofa ${i + 1}`,
        category: "Home, Furniture & Appliances",
        subcategory: "Furniture",
        condition: "Used",
        type: "sale",
        attributes: {},
        regularPrice: 36_000 + i * 1_000,
      }),
    );
  }
  return rows;
}

async function upload(person: Person): Promise<string> {
  const form = new FormData();
  form.append("images", new File([distinctPhoto()], "sofa.jpg", { type: "image/jpeg" }));
  const response = await person.as("/api/uploads", { method: "POST", body: form });
  expect(response.status).toBe(201);
  return (await json<{ data: { urls: string[] } }>(response)).data.urls[0] as string;
}

/** A listing in the group through the API (so its group's median is refreshed), at `price`. */
async function publish(person: Person, price: number): Promise<string> {
  const response = await person.as("/api/listings", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Leather sofa, barely used",
      description: "Brown leather three-seater, moving abroad so it must go this week.",
      category: "Home, Furniture & Appliances",
      subcategory: "Furniture",
      location: "Nairobi",
      type: "sale",
      regularPrice: price,
      sellerName: "Kevin",
      businessName: "Kevin Home",
      phoneNumber: person.phone,
      attributes: { condition: "Used" },
      imageUrls: [await upload(person)],
    }),
  });
  expect(response.status).toBe(201);
  return (await json<{ data: { _id: string } }>(response)).data._id;
}

function patch(person: Person, id: string, changes: Record<string, unknown>) {
  return person.as(`/api/listings/${id}`, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify(changes) });
}

async function page(id: string, as?: Person): Promise<string> {
  const response = as ? await as.as(`/listing/${id}`) : await call(`/listing/${id}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function hourly(): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "17 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function groupRow() {
  return db
    .select()
    .from(priceMedians)
    .where(and(eq(priceMedians.subcategory, "Furniture"), eq(priceMedians.type, "sale"), eq(priceMedians.condition, "Used")))
    .get();
}

describe("the price warning", () => {
  it("with 10 in the group, a price under 30% of the median warns everyone; raising it removes the warning, lowering it brings it back", async () => {
    const shop = await newSeller("sofa_shop");
    await joinedDaysAgo(shop, 60);
    await comparables(shop.id, MIN_COMPARABLES - 1);
    const cheap = await newSeller("cheap_sofas");
    const id = await publish(cheap, 9_000);
    expect(
      await db
        .select({ condition: listings.condition })
        .from(listings)
        .where(eq(listings.id, Number(id)))
        .get(),
    ).toEqual({ condition: "Used" });
    // Nine sofas from 36,000 to 44,000 and this one: the median is 39,500.
    expect(await groupRow()).toMatchObject({ median: 39_500, comparables: 10 });

    const visitor = await page(id);
    expect(visitor).toContain(WARNING);
    expect(visitor).toMatch(/<p class="price-warning" role="note">.*href="\/safety-guide"/s);
    expect(visitor).toContain(LISTING_SAFETY_MESSAGES.priceWarningLink);
    // The owner sees it too: it tells them why buyers may hesitate.
    expect(await page(id, cheap)).toContain(WARNING);

    // 12,000 is above 30% of the new median (39,500 × 0.3 = 11,850).
    expect((await patch(cheap, id, { regularPrice: 12_000 })).status).toBe(200);
    expect(await page(id)).not.toContain(WARNING);
    expect((await patch(cheap, id, { regularPrice: 9_000 })).status).toBe(200);
    expect(await page(id)).toContain(WARNING);

    // The price a buyer pays is what counts: an offer at 9,000 off a fair 40,000 warns too.
    expect((await patch(cheap, id, { regularPrice: 40_000, offer: true, discountPrice: 9_000 })).status).toBe(200);
    expect(await page(id)).toContain(WARNING);
    expect((await patch(cheap, id, { offer: false, discountPrice: null })).status).toBe(200);
    expect(await page(id)).not.toContain(WARNING);
  }, 30_000);

  it("with 9 in the group there is no warning", async () => {
    const shop = await newSeller("small_shop");
    await comparables(shop.id, MIN_COMPARABLES - 2);
    const cheap = await newSeller("lonely_cheap");
    const id = await publish(cheap, 5_000);
    expect(await groupRow()).toMatchObject({ comparables: 9 });
    expect(await page(id)).not.toContain(WARNING);
  });

  it("hidden and unavailable listings are not comparables; deleting one counts too", async () => {
    const shop = await newSeller("many_sofas");
    const rows = await comparables(shop.id, MIN_COMPARABLES);
    const cheap = await newSeller("cheap_again");
    const id = await publish(cheap, 5_000);
    expect(await groupRow()).toMatchObject({ comparables: 11 });
    expect(await page(id)).toContain(WARNING);

    // Two hidden by moderation (whatever hid them, the hourly run counts them out): 9 left.
    for (const row of rows.slice(0, 2)) await db.update(listings).set({ isHidden: true, hiddenReason: "admin" }).where(eq(listings.id, row.id));
    await hourly();
    expect(await groupRow()).toMatchObject({ comparables: 9 });
    expect(await page(id)).not.toContain(WARNING);

    // Shown again: 11; then one marked unavailable by its seller: 10, still a warning; a second: 9.
    for (const row of rows.slice(0, 2)) await db.update(listings).set({ isHidden: false, hiddenReason: null }).where(eq(listings.id, row.id));
    await hourly();
    expect(await groupRow()).toMatchObject({ comparables: 11 });
    expect(
      (
        await shop.as(`/api/listings/${rows[2]?.id}/availability`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ isAvailable: false }),
        })
      ).status,
    ).toBe(200);
    expect(await groupRow()).toMatchObject({ comparables: 10 });
    expect(await page(id)).toContain(WARNING);
    expect((await shop.as(`/api/listings/${rows[3]?.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await groupRow()).toMatchObject({ comparables: 9 });
    expect(await page(id)).not.toContain(WARNING);
  }, 30_000);

  it("a listing at a price of 0 (free, or to be agreed) has no warning and is no comparable", async () => {
    const shop = await newSeller("zero_shop");
    await comparables(shop.id, 12);
    const free = await createListing(shop.id, { category: "Home, Furniture & Appliances", subcategory: "Furniture", condition: "Used", regularPrice: 0 });
    await hourly();
    expect(await page(String(free.id))).not.toContain(WARNING);
    expect(await groupRow()).toMatchObject({ comparables: 12 });
  });
});

describe("the price warning with a small group (docs/decisions/117)", () => {
  /** `count` listings of a shop in another group: `where` says which subcategory and condition. */
  async function others(ownerId: string, count: number, where: { subcategory: string; condition: "New" | "Used" }) {
    for (let i = 0; i < count; i += 1) {
      await createListing(ownerId, {
        name: `${where.subcategory} item number ${i + 1}`,
        category: "Home, Furniture & Appliances",
        ...where,
        type: "sale",
        attributes: {},
        regularPrice: 36_000 + i * 1_000,
      });
    }
  }

  async function fallbackRows() {
    return db
      .select({
        scope: priceFallbackMedians.scope,
        name: priceFallbackMedians.name,
        comparables: priceFallbackMedians.comparables,
        median: priceFallbackMedians.median,
      })
      .from(priceFallbackMedians)
      .where(eq(priceFallbackMedians.type, "sale"))
      .all();
  }

  it("falls back to the subcategory when the group has fewer than 10", async () => {
    const shop = await newSeller("new_sofas");
    // Ten new sofas: the Used group will hold only the cheap one.
    await others(shop.id, MIN_COMPARABLES, { subcategory: "Furniture", condition: "New" });
    const cheap = await newSeller("used_cheap");
    const id = await publish(cheap, 9_000);
    expect(await groupRow()).toMatchObject({ comparables: 1 });
    expect(await fallbackRows()).toEqual(expect.arrayContaining([{ scope: "subcategory", name: "Furniture", comparables: 11, median: 40_000 }]));
    expect(await page(id)).toContain(WARNING);
    // A fair price among them: no warning.
    expect((await patch(cheap, id, { regularPrice: 35_000 })).status).toBe(200);
    expect(await page(id)).not.toContain(WARNING);
  }, 30_000);

  it("then to the category, and to nothing when the category has fewer than 10 too", async () => {
    const shop = await newSeller("decor_shop");
    await others(shop.id, MIN_COMPARABLES - 2, { subcategory: "Home Décor", condition: "Used" });
    const cheap = await newSeller("lone_sofa");
    const id = await publish(cheap, 5_000);
    // Eight décor items and one sofa: nine in the category, no reference.
    expect(await page(id)).not.toContain(WARNING);
    await others(shop.id, 1, { subcategory: "Kitchen Appliances", condition: "Used" });
    await hourly();
    expect(await fallbackRows()).toEqual(
      expect.arrayContaining([{ scope: "category", name: "Home, Furniture & Appliances", comparables: 10, median: expect.any(Number) }]),
    );
    expect(await page(id)).toContain(WARNING);
  }, 30_000);
});

describe("the new-account notice beside the seller", () => {
  it("says how many days ago a seller joined while under a week, and nothing for a seller of a month", async () => {
    const newcomer = await newSeller("new_here");
    await joinedDaysAgo(newcomer, 2);
    const fresh = await createListing(newcomer.id);
    const html = await page(String(fresh.id));
    expect(html).toContain('<span class="new-seller">New on Sokoni: joined 2 days ago</span>');

    const settled = await newSeller("long_here");
    await joinedDaysAgo(settled, 30);
    const old = await createListing(settled.id);
    expect(await page(String(old.id))).not.toContain("New on Sokoni");
  });
});
