import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { priceDrops, savedSearches } from "../worker/db/schema";
import { unsubscribeToken } from "../worker/services/search/alert-unsubscribe";
import { ALERT_LIMITS, mailPriceDrops, mailSavedSearches, matchNewListings, runAlerts } from "../worker/services/search/alerts";
import { LISTING_QUERY_MESSAGES } from "../app/domain/listing-query";
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from "../worker/services/search/saved-searches";
import hostile from "./hostile/saved-searches.json";
import { call, createListing, db, json, newSeller, newUser, ORIGIN, workerEnv } from "./fixtures";

/** The scheduled run has no request: the site's address comes from BETTER_AUTH_URL. */
const ENV = { ...workerEnv(), BETTER_AUTH_URL: "https://sokoni.test/" };
const HOUR = 60 * 60 * 1000;
type Mail = { to: string; subject: string; text: string };

async function mailsTo(to: string): Promise<Mail[]> {
  return (await env.DB.prepare('SELECT "to", subject, text FROM outbox WHERE "to" = ? ORDER BY id').bind(to).all<Mail>()).results;
}

const postJson = (person: { as: (path: string, init?: RequestInit) => Promise<Response> }, path: string, body: unknown, method = "POST") =>
  person.as(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const linkIn = (text: string) => /https:\/\/sokoni\.test(\/unsubscribe\/\S+)/.exec(text)?.[1] ?? "";

describe("saved searches API", () => {
  it("saves, lists, changes and deletes a search for its owner only", async () => {
    const buyer = await newUser("ss_owner");
    const other = await newUser("ss_other");
    const saved = await postJson(buyer, "/api/saved-searches", {
      name: "  Toyota in Mombasa ",
      query: "category=Vehicles&make=Toyota&location=Mombasa&sort=regularPrice&order=asc&startIndex=40",
      frequency: "instant",
    });
    expect(saved.status).toBe(201);
    const body = await json<{ data: { id: string; name: string; query: string; frequency: string } }>(saved);
    expect(body.data).toMatchObject({ name: "Toyota in Mombasa", query: "category=Vehicles&location=Mombasa&make=toyota", frequency: "instant" });
    const again = await postJson(buyer, "/api/saved-searches", { name: "Again", query: "make=toyota&category=Vehicles&location=Mombasa" });
    expect(again.status).toBe(409);
    const listed = await json<{ data: { id: string }[] }>(await buyer.as("/api/saved-searches"));
    expect(listed.data.map((row) => row.id)).toEqual([body.data.id]);
    expect((await json<{ data: unknown[] }>(await other.as("/api/saved-searches"))).data).toEqual([]);
    expect((await postJson(other, `/api/saved-searches/${body.data.id}`, { frequency: "daily" }, "PATCH")).status).toBe(404);
    expect((await other.as(`/api/saved-searches/${body.data.id}`, { method: "DELETE" })).status).toBe(404);
    const patched = await postJson(buyer, `/api/saved-searches/${body.data.id}`, { frequency: "daily" }, "PATCH");
    expect((await json<{ data: { frequency: string } }>(patched)).data.frequency).toBe("daily");
    expect((await buyer.as(`/api/saved-searches/${body.data.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await json<{ data: unknown[] }>(await buyer.as("/api/saved-searches"))).data).toEqual([]);
  });

  it("refuses visitors, bad input and a 21st search with one sentence each", async () => {
    expect((await call("/api/saved-searches", { headers: { origin: ORIGIN } })).status).toBe(401);
    const buyer = await newUser("ss_limits");
    const cases: [unknown, number, string][] = [
      [{ name: "", query: "category=Vehicles" }, 400, "Give the search a name."],
      [{ name: "x".repeat(61), query: "category=Vehicles" }, 400, "The name can be at most 60 characters."],
      [{ name: "A", query: "category=Vehicles", frequency: "hourly" }, 400, "Alerts can be instant, daily or off."],
      [{ name: "A", query: "location=Atlantis" }, 400, "Choose one of Kenya's 47 counties as the location."],
      [{ name: "A", query: "" }, 400, "Add words or a filter before saving a search."],
      [{ name: "A", query: 42 }, 400, "The search to save must be a search address, such as category=Vehicles&make=toyota."],
    ];
    for (const [input, status, message] of cases) {
      const response = await postJson(buyer, "/api/saved-searches", input);
      expect(response.status).toBe(status);
      expect((await json(response)).message).toBe(message);
    }
    for (let i = 0; i < 20; i += 1) expect((await postJson(buyer, "/api/saved-searches", { name: `S${i}`, query: `searchTerm=word${i}` })).status).toBe(201);
    const over = await postJson(buyer, "/api/saved-searches", { name: "One more", query: "searchTerm=more" });
    expect(over.status).toBe(409);
    expect((await json(over)).message).toBe("You can keep at most 20 saved searches. Delete one to save another.");
  });
});

describe("alerts", () => {
  it("mails a new match once and never twice, daily at most once a day", async () => {
    const buyer = await newUser("al_buyer");
    const seller = await newSeller("al_seller");
    await createListing(seller.id, { name: "Old Toyota Axio", location: "Mombasa" }); // before the search: never mailed
    await postJson(buyer, "/api/saved-searches", { name: "Axio in Mombasa", query: "searchTerm=axio&category=Vehicles&location=Mombasa", frequency: "daily" });
    await postJson(buyer, "/api/saved-searches", { name: "Land Cruisers", query: "searchTerm=cruiser", frequency: "instant" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const match = await createListing(seller.id, { name: "Toyota Axio 2016", location: "Mombasa", attributes: { make: "Toyota", model: "Axio", year: 2016 } });
    await createListing(seller.id, { name: "Toyota Axio 2015", location: "Nairobi" }); // another county
    await createListing(buyer.id, { name: "My own Axio", location: "Mombasa" }); // their own listing
    const run = await runAlerts(db, ENV);
    expect(run.searchMails).toBe(1);
    let mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('A new listing for "Axio in Mombasa"');
    expect(mails[0]?.text).toContain(`https://sokoni.test/listing/${match.id}`);
    expect(mails[0]?.text).not.toContain("Old Toyota Axio");
    expect(mails[0]?.text).not.toContain("My own Axio");
    expect(linkIn(mails[0]?.text ?? "")).toMatch(/^\/unsubscribe\/s\.\d+\./);
    // Again at once, an hour later, and after matching the same listings again: nothing new.
    await runAlerts(db, ENV);
    await env.DB.prepare("DELETE FROM job_cursors").run();
    await matchNewListings(db);
    await mailSavedSearches(db, ENV, Date.now() + 2 * HOUR);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    // A second match waits for the day to pass, then comes in its own mail.
    const second = await createListing(seller.id, { name: "Axio hybrid", location: "Mombasa" });
    await matchNewListings(db);
    await mailSavedSearches(db, ENV, Date.now() + 2 * HOUR);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    await mailSavedSearches(db, ENV, Date.now() + 25 * HOUR);
    mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(`/listing/${second.id}`);
    expect(mails[1]?.text).not.toContain(`/listing/${match.id}\n`);
  });

  it("unsubscribes with the signed link without a session, and a forged one does nothing", async () => {
    const buyer = await newUser("al_unsub");
    const saved = await json<{ data: { id: string } }>(await postJson(buyer, "/api/saved-searches", { name: "Sofas", query: "searchTerm=sofa" }));
    const token = await unsubscribeToken((env as unknown as { BETTER_AUTH_SECRET: string }).BETTER_AUTH_SECRET, { kind: "search", id: Number(saved.data.id) });
    const page = await call(`/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sofas");
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [forged, `s.${Number(saved.data.id) + 1}.${token.split(".")[2]}`, "s.1.nope", "x"]) {
      const refused = await call(`/unsubscribe/${bad}`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: "intent=unsubscribe",
      });
      expect(refused.status).toBe(404);
    }
    expect((await db.select().from(savedSearches).get())?.frequency).toBe("daily");
    const done = await call(`/unsubscribe/${token}`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=unsubscribe",
    });
    expect(done.status).toBe(200);
    expect((await db.select().from(savedSearches).get())?.frequency).toBe("off");
  });

  it("a price drop on a favourite mails its owner once, unless they turned price alerts off", async () => {
    const seller = await newSeller("pd_seller");
    const fan = await newUser("pd_fan");
    const quiet = await newUser("pd_quiet");
    const listing = await createListing(seller.id, {
      name: "Sony TV 55",
      category: "Electronics",
      subcategory: "Laptops",
      regularPrice: 80_000,
      attributes: {},
      phoneNumber: seller.phone,
    });
    for (const person of [fan, quiet]) expect((await person.as(`/api/favourites/${listing.id}`, { method: "POST" })).status).toBe(200);
    await env.DB.prepare("INSERT INTO price_alert_opt_outs (user_id) VALUES (?)").bind(quiet.id).run();
    const raised = await postJson(seller, `/api/listings/${listing.id}`, { regularPrice: 90_000 }, "PATCH");
    expect(raised.status).toBe(200);
    expect(await db.select().from(priceDrops).all()).toHaveLength(0);
    expect((await postJson(seller, `/api/listings/${listing.id}`, { regularPrice: 70_000 }, "PATCH")).status).toBe(200);
    expect(await db.select().from(priceDrops).all()).toHaveLength(1);
    expect(await mailPriceDrops(db, ENV)).toBe(1);
    expect(await mailPriceDrops(db, ENV)).toBe(0);
    const mails = await mailsTo(fan.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Price drop: "Sony TV 55" is now KSh 70,000');
    expect(mails[0]?.text).toContain("from KSh 90,000 to KSh 70,000");
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    expect(await mailsTo(seller.email)).toHaveLength(0);
    // The fan's own link turns price alerts off without signing in.
    const link = linkIn(mails[0]?.text ?? "");
    expect(link).toMatch(/^\/unsubscribe\/p\./);
    expect(
      (await call(link, { method: "POST", headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" }, body: "intent=unsubscribe" }))
        .status,
    ).toBe(200);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM price_alert_opt_outs WHERE user_id = ?").bind(fan.id).first<{ n: number }>())?.n).toBe(1);
  });

  it("batches stay bounded", () => {
    expect(ALERT_LIMITS.listingBatch * ALERT_LIMITS.batchesPerRun).toBeLessThanOrEqual(5000);
    expect(ALERT_LIMITS.runBudgetMs).toBeLessThan(30_000);
  });
});

describe("hostile bodies (test/hostile/saved-searches.json)", () => {
  it("answers each with a 4xx and a product sentence, never a 500", async () => {
    const person = await newUser("ss_hostile");
    const sentences = new Set<string>([
      ...(Object.values(SAVED_SEARCH_MESSAGES).filter((message) => typeof message === "string") as string[]),
      SAVED_SEARCH_MESSAGES.nameTooLong(SAVED_SEARCH_LIMITS.nameMax),
      SAVED_SEARCH_MESSAGES.tooMany(SAVED_SEARCH_LIMITS.perUser),
      ...(Object.values(LISTING_QUERY_MESSAGES).filter((message) => typeof message === "string") as string[]),
    ]);
    const created = await json<{ data: { id: string } }>(await postJson(person, "/api/saved-searches", { name: "Base", query: "searchTerm=base" }));
    for (const body of hostile.bodies as unknown[]) {
      for (const [method, path] of [
        ["POST", "/api/saved-searches"],
        ["PATCH", `/api/saved-searches/${created.data.id}`],
      ] as const) {
        const response = await person.as(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
        const answer = await json(response);
        expect(response.status, `${method} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (response.status >= 400)
          expect(
            sentences.has(answer.message ?? "") || /^The \w+ filter applies to/.test(answer.message ?? ""),
            `${JSON.stringify(body)} ${answer.message}`,
          ).toBe(true);
      }
    }
    for (const id of hostile.ids) {
      for (const method of ["PATCH", "DELETE"]) {
        const response = await person.as(`/api/saved-searches/${id}`, {
          method,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ frequency: "off" }),
        });
        expect(response.status, `${method} ${id}`).toBe(404);
      }
    }
    // Forged owner fields are ignored: every saved search is the caller's.
    const rows = await db.select().from(savedSearches).all();
    expect(rows.every((row) => row.userId === person.id)).toBe(true);
  });
});
