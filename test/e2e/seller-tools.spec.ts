import { seriousViolations } from "./axe";
import { expect, pageReady, signIn, test } from "./fixtures";
import { sellerWithListing } from "./seller-tools";

/*
 * Seller tools end to end, with the M-Pesa simulator standing in for Safaricom (a fresh clone has no
 * Daraja secrets): a seller boosts a listing and finds it first in its category with the Top badge;
 * a cancelled payment says so and can be tried again; a listing marked sold leaves search; the
 * admin's revenue moves after a payment.
 */

test("a seller boosts a listing with M-Pesa and finds it first in its category, marked Top", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const seller = await sellerWithListing(page, testInfo.project.name, baseURL, 7);
  await page.goto("/profile?tab=listings");
  await pageReady(page);
  const row = page.locator(".my-listing", { hasText: seller.listingName });
  await expect(row.getByText("On show", { exact: true })).toBeVisible();
  await expect(row.getByRole("table", { name: `Figures for ${seller.listingName}` })).toBeVisible();
  expect(await seriousViolations(page, "#profile-lists")).toEqual([]);
  await row.getByRole("link", { name: "Boost", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Boost your listing" })).toBeVisible();
  await pageReady(page);
  await page.getByRole("radio", { name: /Top 7 days/ }).check();
  await expect(page.getByLabel("M-Pesa number")).toHaveValue(seller.phone);
  expect(await seriousViolations(page, "main")).toEqual([]);
  await page.getByRole("button", { name: "Pay with M-Pesa" }).click();
  await expect(page).toHaveURL(/\/payments\/\d+$/);
  await expect(page.getByText(`Check your phone (${seller.phone}): enter your M-Pesa PIN to pay KSh 350.`)).toBeVisible();
  // The status is a live region the page's script keeps (decision 099): the same element, new words.
  await page.locator("#payment-state").evaluate((element) => Object.assign(element, { kept: true }));
  // The simulator answers after about 3 seconds; the page follows by itself.
  await expect(page.getByText(/^Paid\. M-Pesa receipt SIM\d{7}\.$/)).toBeVisible({ timeout: 15_000 });
  expect(await page.locator("#payment-state").evaluate((element) => (element as HTMLElement & { kept?: boolean }).kept)).toBe(true);
  await expect(page.locator("main")).not.toHaveAttribute("data-refresh-every");
  await expect(page.getByText(/^Your listing is Top until /)).toBeVisible();

  await page.goto(`/browse?${new URLSearchParams({ category: seller.category })}`);
  const first = page.locator(".top-grid .listing-card").first();
  await expect(first.getByRole("heading", { name: seller.listingName })).toBeVisible();
  await expect(first.locator(".boost-badge")).toHaveText("Top");
});

test("a cancelled M-Pesa request says so in plain words and can be tried again", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const seller = await sellerWithListing(page, testInfo.project.name, baseURL, 1);
  await page.goto(`/boost/${seller.listingId}`);
  await pageReady(page);
  await page.getByRole("radio", { name: /Featured on the home page 7 days/ }).check();
  await page.getByRole("button", { name: "Pay with M-Pesa" }).click();
  await expect(page).toHaveURL(/\/payments\/\d+$/);
  const first = page.url();
  await expect(page.getByText("You cancelled the M-Pesa request on your phone. Nothing was paid.")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page).not.toHaveURL(first);
  await expect(page.getByText(/Check your phone|You cancelled the M-Pesa request/).first()).toBeVisible();
  await expect(page.getByText("You cancelled the M-Pesa request on your phone. Nothing was paid.")).toBeVisible({ timeout: 15_000 });
  // Nothing was paid: the listing is not featured on the home page.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: seller.listingName })).toHaveCount(0);
});

test("a seller marks a listing sold and it leaves search; its page says Sold", async ({ page, baseURL }, testInfo) => {
  const seller = await sellerWithListing(page, testInfo.project.name, baseURL, 5, "Jobs");
  const search = `/search?${new URLSearchParams({ searchTerm: seller.listingName })}`;
  await page.goto(search);
  await expect(page.getByRole("heading", { name: seller.listingName })).toBeVisible();
  await page.goto("/profile?tab=listings");
  await pageReady(page);
  const row = page.locator(".my-listing", { hasText: seller.listingName });
  await row.getByRole("button", { name: "Mark sold" }).click();
  await expect(page.getByText("Marked as sold. It no longer shows in search.")).toBeVisible();
  await expect(row.getByText("Sold", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Mark available" })).toBeVisible();
  await page.goto(search);
  await expect(page.getByRole("heading", { name: seller.listingName })).toHaveCount(0);
  await page.goto(`/listing/${seller.listingId}`);
  await expect(page.getByText("You marked this listing sold, so buyers no longer find it.", { exact: false })).toBeVisible();
});

test("the admin's revenue grows by a confirmed payment", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const revenueNow = async (admin: import("@playwright/test").Page) => {
    await admin.goto("/admin-dashboard");
    await pageReady(admin);
    const button = admin.getByRole("button", { name: /total revenue/ });
    await button.click();
    const text = (await button.locator("[data-revenue]").textContent()) ?? "";
    return Number(text.replace(/[^\d]/g, ""));
  };
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@sokoni.test", "/admin-dashboard");
  const before = await revenueNow(admin);
  expect(before).toBeGreaterThan(0);

  const seller = await sellerWithListing(page, testInfo.project.name, baseURL, 8, "Services");
  const started = await page.request.post(`/api/listings/${seller.listingId}/boosts`, { headers: { origin: baseURL ?? "" }, data: { packageId: "top-30" } });
  expect(started.status()).toBe(201);
  const { data } = (await started.json()) as { data: { id: number } };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/payments/${data.id}`)).json()) as { data: { status: string } }).data.status, { timeout: 15_000 })
    .toBe("paid");
  expect(await revenueNow(admin)).toBeGreaterThanOrEqual(before + 1000);
  const transactions = admin.locator("section", { has: admin.getByRole("heading", { name: "Transactions", level: 2 }) });
  await expect(transactions.getByText(seller.listingName).first()).toBeVisible();
  await adminContext.close();
});
