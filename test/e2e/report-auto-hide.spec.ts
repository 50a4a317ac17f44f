import type { Browser, Page } from "@playwright/test";
import { expect, pageReady, signIn, test } from "./fixtures";

/**
 * Auto-hide on reports, end to end: three visitors (two signed in, one not), each in a
 * browser of their own on a network of their own, report a listing; it leaves search at once, and
 * the admin, whose dashboard is open, sees it arrive as "hidden by reports" without reloading,
 * restores it, and it is back in search.
 */

const REASONS = [
  "The seller asked for a deposit by M-Pesa before I could see the car.",
  "These photos are on another listing with a different number plate.",
  "The number does not go through and the price is too good to be true.",
];

interface Listing {
  _id: string;
  name: string;
  sellerName: string;
}

/** A browser of its own, on a network address of its own (the report counts people by it). */
async function visitor(browser: Browser, baseURL: string, address: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "cf-connecting-ip": address } });
  return context.newPage();
}

async function reportListing(page: Page, path: string, reason: string): Promise<void> {
  await page.goto(path);
  await pageReady(page);
  await page.getByRole("button", { name: "Report Abuse" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this listing" });
  await dialog.getByLabel("What is wrong with this listing?").fill(reason);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Report sent successfully!")).toBeVisible();
}

/** The search page for the listing's name: does it link to the listing? */
async function inSearch(page: Page, listing: Listing): Promise<boolean> {
  await page.goto(`/search?${new URLSearchParams({ searchTerm: listing.name })}`);
  return (await page.locator(`.results-grid a[href="/listing/${listing._id}"]`).count()) > 0;
}

test("three visitors report a listing: it leaves search, the admin sees it live as hidden by reports, restores it, and it is back", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name === "phone" ? 1 : 2;
  // A car of Otieno's (the reporters are Wanjiku and Achieng, and a visitor): one per project.
  const listed = (await (await page.request.get("/api/listings?category=Vehicles&limit=40")).json()) as { data: { listings: Listing[] } };
  const cars = listed.data.listings.filter((item) => item.sellerName === "Otieno Ouma");
  const listing = cars[project] ?? cars[0];
  expect(listing, "a demo car of Otieno's").toBeDefined();
  if (!listing) return;
  const path = `/listing/${listing._id}`;

  // The admin's dashboard is open before anyone reports.
  await signIn(page, "admin@sokoni.test", "/admin-dashboard");
  const flagged = page.locator('[data-list="Flagged listings"] li', { has: page.locator(`a[href="${path}"]`) });
  await expect(flagged).toHaveCount(0);

  const searcher = await visitor(browser, baseURL ?? "", `10.77.${project}.9`);
  expect(await inSearch(searcher, listing)).toBe(true);

  const reporters = [
    { email: "wanjiku@sokoni.test", address: `10.77.${project}.1` },
    { email: "achieng@sokoni.test", address: `10.77.${project}.2` },
    { email: null, address: `10.77.${project}.3` },
  ];
  for (const [index, reporter] of reporters.entries()) {
    const reporterPage = await visitor(browser, baseURL ?? "", reporter.address);
    if (reporter.email) await signIn(reporterPage, reporter.email, path);
    await reportListing(reporterPage, path, REASONS[index]!);
    await reporterPage.context().close();
    // Two people are not enough; the third one hides it.
    if (index < reporters.length - 1) expect(await inSearch(searcher, listing)).toBe(true);
  }
  expect(await inSearch(searcher, listing)).toBe(false);
  const underReview = await searcher.goto(path);
  expect(underReview?.status()).toBe(200);
  await expect(searcher.getByRole("heading", { name: "This listing is under review", level: 1 })).toBeVisible();
  await expect(searcher.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  // Live: the row arrives on the open dashboard, marked hidden by reports, without a reload.
  await expect(flagged).toHaveCount(1, { timeout: 15_000 });
  const badge = flagged.locator(".badge.by-reports");
  await expect(badge).toHaveText("hidden by reports");
  // A pill beside the name, not a bar across the row.
  await expect(badge).toHaveCSS("display", "inline-block");
  expect((await badge.boundingBox())?.width ?? 0).toBeLessThan(((await flagged.boundingBox())?.width ?? 0) / 2);
  await flagged.getByRole("button", { name: /^Restore / }).click();
  await expect(page.getByText("Listing restored.")).toBeVisible();
  // Its reports are settled, so it leaves Flagged listings.
  await expect(flagged).toHaveCount(0, { timeout: 15_000 });

  expect(await inSearch(searcher, listing)).toBe(true);
  expect((await searcher.goto(path))?.status()).toBe(200);
  await expect(searcher.getByRole("heading", { name: listing.name, level: 1 })).toBeVisible();
  await searcher.context().close();
});
