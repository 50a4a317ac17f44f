import { seriousViolations } from "./axe";
import { expect, pageReady, photo, test, uniqueName } from "./fixtures";
import { latestMailTo } from "./outbox";
import { signInQuietly, signUpBuyer } from "./storefront-journey";

/*
 * End to end: a buyer saves a search that finds nothing today, another seller
 * publishes a listing that matches, the alerts cron runs (workerd's local trigger address, the same
 * `scheduled` handler Cloudflare calls), and the buyer's mail names the listing, links to it and
 * carries a one-click unsubscribe that turns the search's alerts off.
 */

/** Runs the five-minute cron (unread-message mails, saved-search alerts) once, as Cloudflare would. */
async function runAlertsCron(request: import("@playwright/test").APIRequestContext): Promise<void> {
  const answer = await request.get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
  expect(answer.ok()).toBe(true);
}

test("a saved search mails the buyer about a new match, and its link stops the mails", async ({ page, browser, baseURL }, testInfo) => {
  // Sign-up, a save, a seller's upload and listing, the cron and two mails: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const buyer = await signUpBuyer(page, testInfo.project.name, baseURL);
  // A word no listing has yet: the search is empty today, which is when saving it matters most.
  const word = uniqueName("kazi", testInfo.project.name);
  await page.goto(`/search?searchTerm=${word}&category=Jobs`);
  await pageReady(page);
  await expect(page.getByText("No listings found! Try adjusting your filters.")).toBeVisible();

  await page.getByText("Save this search", { exact: true }).click();
  const form = page.locator(".save-search-form");
  await expect(form.getByLabel("Name")).toHaveValue(`${word}`);
  await form.getByLabel("Name").fill(`Jobs: ${word}`);
  await form.getByLabel("Alerts").selectOption("instant");
  expect(await seriousViolations(page, ".save-search")).toEqual([]);
  await form.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText(`Saved "Jobs: ${word}". We will email you new matches.`)).toBeVisible();
  expect(new URL(page.url()).searchParams.get("searchTerm")).toBe(word);

  await page.goto("/profile#saved-searches");
  await pageReady(page);
  const list = page.locator("#saved-searches");
  const opens = new URL((await list.getByRole("link", { name: `Jobs: ${word}` }).getAttribute("href")) ?? "", "http://x");
  expect([opens.pathname, opens.searchParams.get("searchTerm"), opens.searchParams.get("category")]).toEqual(["/search", word, "Jobs"]);
  await expect(list.locator('select[name="frequency"]')).toHaveValue("instant");
  expect(await seriousViolations(page, "#saved-searches")).toEqual([]);

  // Another seller publishes a matching listing.
  const seller = await browser.newContext({ baseURL });
  const sellerPage = await seller.newPage();
  await signInQuietly(sellerPage, "otieno@sokoni.test", baseURL);
  const api = seller.request;
  const uploaded = await api.post("/api/uploads", {
    headers: { origin: baseURL ?? "" },
    multipart: { images: { name: "yard.jpg", mimeType: "image/jpeg", buffer: photo(40, 640, 480) } },
  });
  expect(uploaded.status()).toBe(201);
  const { data: images } = (await uploaded.json()) as { data: { urls: string[] } };
  const created = await api.post("/api/listings", {
    headers: { origin: baseURL ?? "" },
    data: {
      name: `Mechanic wanted ${word}`,
      description: "Garage in Kisumu needs a mechanic who knows Toyotas well. Monday to Saturday.",
      category: "Jobs",
      location: "Kisumu",
      type: "sale",
      regularPrice: 30_000,
      sellerName: "Otieno Ouma",
      businessName: "Lakeside Motors Kisumu",
      phoneNumber: "0722456789",
      attributes: { condition: "New" },
      imageUrls: images.urls,
    },
  });
  expect(created.status()).toBe(201);
  const { data: listing } = (await created.json()) as { data: { _id: string } };

  try {
    await runAlertsCron(page.request);
    const mail = await latestMailTo(buyer.email);
    expect(mail?.subject).toBe(`A new listing for "Jobs: ${word}"`);
    expect(mail?.text).toContain(`Mechanic wanted ${word}: KSh 30,000, Kisumu`);
    expect(mail?.text).toContain(`/listing/${listing._id}`);

    // Running again mails nothing new: a match is mailed once.
    await runAlertsCron(page.request);
    expect(await latestMailTo(buyer.email)).toEqual(mail);

    // The one-click link works without a session: a page that asks, then a button that stops them.
    const unsubscribe = mail?.text.match(/https?:\/\/\S+\/unsubscribe\/\S+/)?.[0];
    expect(unsubscribe).toBeDefined();
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(new URL(unsubscribe ?? "").pathname);
    await expect(visitorPage.getByText(`Stop emails about new listings for your saved search "Jobs: ${word}"?`)).toBeVisible();
    await visitorPage.getByRole("button", { name: "Stop these emails" }).click();
    await expect(visitorPage.getByRole("main").getByRole("status")).toHaveText(
      `Done: no more emails for "Jobs: ${word}". Turn them back on from your profile at any time.`,
    );
    await visitor.close();

    await page.reload();
    await expect(list.locator('select[name="frequency"]')).toHaveValue("off");
  } finally {
    expect((await api.delete(`/api/listings/${listing._id}`, { headers: { origin: baseURL ?? "" } })).status()).toBe(200);
    await seller.close();
  }

  // The buyer deletes the saved search from the profile.
  await list.getByRole("button", { name: `Delete saved search Jobs: ${word}` }).click();
  await expect(page.getByText("Saved search deleted.")).toBeVisible();
  await expect(list.getByRole("link", { name: `Jobs: ${word}` })).toHaveCount(0);
});

test("a visitor is asked to sign in to save a search, and comes back to it", async ({ page }) => {
  await page.goto("/search?searchTerm=toyota&category=Vehicles");
  await pageReady(page);
  const link = page.getByRole("link", { name: "Sign in to save this search" });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  const back = new URL(new URL(href ?? "", "http://x").searchParams.get("redirectTo") ?? "", "http://x");
  expect([back.pathname, back.searchParams.get("searchTerm"), back.searchParams.get("category")]).toEqual(["/search", "toyota", "Vehicles"]);
});
