import { type ApiListing, apiListings } from "./catalogue";
import type { Locator } from "@playwright/test";
import { ANY_VIEWPORT, expect, pageReady, signIn, test } from "./fixtures";

type Box = { x: number; y: number; width: number; height: number };

test.describe("home page", () => {
  test("shows the clock, the banner, the four rows and the categories", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    await expect(page.getByLabel("Time in Nairobi")).toContainText(/\d{2}:\d{2}:\d{2}/);
    await expect(page.getByRole("link", { name: /^Discover more about / }).first()).toBeVisible();
    for (const row of ["Popular Listings", "Recent Offers", "Recent Products and Services", "Recent Places and Listings"]) {
      const section = page.getByRole("region", { name: row });
      await expect(section).toBeVisible();
      // Up to four each, and a listing in one row only: a small marketplace may leave a row short.
      await expect(section.getByRole("article").first()).toBeVisible();
      expect(await section.getByRole("article").count()).toBeLessThanOrEqual(4);
    }
    await expect(page.getByRole("region", { name: "Recently Viewed" })).toHaveCount(0);
    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.locator("summary", { hasText: "Vehicles" })).toBeVisible();
    await expect(categories.getByRole("link", { name: /Jobs/ })).toBeVisible();
  });

  test("the clock ticks every second", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    const clock = page.locator(".eat-clock-time");
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? "", { timeout: 3000 });
  });

  test("row links go to the matching search", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Popular Listings" }).getByRole("link", { name: "View all" })).toHaveAttribute(
      "href",
      "/search?sort=views&order=desc",
    );
    await expect(page.getByRole("region", { name: "Recent Offers" }).getByRole("link", { name: "View all" })).toHaveAttribute("href", "/search?offer=true");
  });

  test("a card opens its listing, which then shows in Recently Viewed", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    const card = page.getByRole("region", { name: "Popular Listings" }).getByRole("article").first();
    const title = card.getByRole("heading").getByRole("link");
    const name = (await title.textContent())?.trim() ?? "";
    await title.click();
    await expect(page).toHaveURL(/\/listing\/\d+$/);
    await pageReady(page); // the view is recorded in the browser once the page is live
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText("Key information for your safety")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Call the seller/ })).toHaveAttribute("href", /^tel:\+254\d{9}$/);

    await page.goto("/");
    await pageReady(page);
    const recent = page.getByRole("region", { name: "Recently Viewed" });
    // The list is read from the browser's storage as the reader heads down the page.
    await page.getByRole("region", { name: "Recent Places and Listings" }).scrollIntoViewIfNeeded();
    await expect(recent).toBeVisible();
    await expect(recent.getByRole("link").first()).toContainText(name);
  });

  test("a category link lands on /browse with the right query", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    const categories = page.getByRole("navigation", { name: "Categories" });
    const vehicles = categories.locator("details", { hasText: "Vehicles" });
    await vehicles.locator("summary").click();
    await expect(vehicles).toHaveAttribute("open", "");
    await vehicles.locator("summary").click();
    await expect(vehicles).not.toHaveAttribute("open", "");
    await vehicles.locator("summary").click();
    await categories.getByRole("link", { name: /^Cars/ }).click();
    await expect(page).toHaveURL(/\/browse\?category=Vehicles&subcategory=Cars$/);
    await expect(page.getByRole("heading", { name: "Browse Listings" })).toBeVisible();
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();

    await page.goto("/");
    await pageReady(page);
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: /Jobs/ }).click();
    await expect(page).toHaveURL(/\/browse\?category=Jobs$/);
  });
});

test.describe("listing page", () => {
  test("shares its link with 'Link copied!' for 2 seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    const href = await page
      .getByRole("region", { name: "Recent Offers" })
      .getByRole("article")
      .first()
      .getByRole("heading")
      .getByRole("link")
      .getAttribute("href");
    await page.goto(href ?? "/");
    await pageReady(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied!")).toBeVisible();
    await expect(page.getByText("Link copied!")).toBeHidden({ timeout: 3500 });
  });

  test("an unknown listing shows the empty text with a 404", ANY_VIEWPORT, async ({ page }) => {
    const response = await page.goto("/listing/99999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("No listing data available")).toBeVisible();
  });
});

test("an unknown page is a real 404", ANY_VIEWPORT, async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every visible element the locator finds is at least 44px tall and wide (a thumb's size). */
async function expectTapTargets(locator: Locator, label: string): Promise<void> {
  const count = await locator.count();
  expect(count, `${label}: nothing found`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const element = locator.nth(index);
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    const text = (await element.textContent())?.trim() || (await element.getAttribute("aria-label"));
    expect(box?.height ?? 0, `${label} "${text}" height`).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0, `${label} "${text}" width`).toBeGreaterThanOrEqual(44);
  }
}

test.describe("home page on a phone", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 500, "phone layout");

  test("the categories are reachable at the top, above the first row", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("navigation", { name: "Shop by category" });
    const vehicles = strip.getByRole("link", { name: "Vehicles" });
    await expect(vehicles).toBeInViewport();
    const firstRow = await page.getByRole("region", { name: "Popular Listings" }).boundingBox();
    expect((await strip.boundingBox())?.y ?? 9999).toBeLessThan(firstRow?.y ?? 0);
    await vehicles.click();
    await expect(page).toHaveURL(/\/browse\?category=Vehicles$/);
  });

  test("the sponsor's link sits under its picture, with no slide dots", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    const slide = page.locator(".sponsor-slide").first();
    const picture = await slide.locator("img").boundingBox();
    const link = await slide.getByRole("link", { name: /^Discover more about / }).boundingBox();
    expect(picture && link).toBeTruthy();
    if (picture && link) expect(overlaps(picture, link)).toBe(false);
    await expect(page.getByRole("button", { name: "Show sponsor 1" })).toBeHidden();
  });

  test("a first visit downloads one sponsor image; the next comes when the banner moves", async ({ page }) => {
    const sponsorImages: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/uploads/homepage/")) sponsorImages.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    expect(sponsorImages).toHaveLength(1);
    await page.locator(".sponsor-track").dispatchEvent("touchstart");
    await expect.poll(() => sponsorImages.length).toBeGreaterThan(1);
  });

  test("tap targets are at least 44px", async ({ page }) => {
    await page.goto("/");
    await expectTapTargets(page.locator(".header-nav a"), "header");
    await expectTapTargets(page.locator(".category-strip a"), "category strip");
    await expectTapTargets(page.getByRole("link", { name: "View all" }), "View all");
    await expectTapTargets(page.locator(".listing-card .contact-buttons a"), "card contact");
    await expectTapTargets(page.locator(".listing-card .favourite-button"), "card heart");
    await expectTapTargets(page.locator(".site-footer a"), "footer");
    const listing = (await apiListings(page)).find((entry) => entry.imageUrls.length > 1 && entry.isAvailable);
    await page.goto(`/listing/${listing?._id}`);
    await pageReady(page);
    await expectTapTargets(page.locator(".breadcrumbs a"), "breadcrumbs");
    await expectTapTargets(page.locator(".listing-actions a, .listing-actions button"), "listing actions");
    await expectTapTargets(page.getByRole("button", { name: /^(Previous|Next) photo$/ }), "photo arrows");
    await expectTapTargets(page.getByRole("button", { name: "Report Abuse" }), "report");
    await signIn(page, "wanjiku@sokoni.test", "/");
    await expectTapTargets(page.locator(".header-nav a"), "signed-in header");
  });

  test("a toast leaves the header alone and looks the same with or without React", async ({ page }) => {
    const header = page.locator(".site-header");
    // Home has no React: its own small toaster.
    await page.goto("/");
    await pageReady(page);
    await page.locator(".listing-card .favourite-button").first().click();
    const homeToast = page.getByText("Please log in to add to favourites!");
    await expect(homeToast).toBeVisible();
    const homeBox = await homeToast.boundingBox();
    const homeHeader = await header.boundingBox();
    expect(homeBox && homeHeader && !overlaps(homeBox, homeHeader)).toBe(true);
    const homeLook = await homeToast.evaluate((element) => {
      const style = getComputedStyle(element.closest(".mini-toast") ?? element);
      return [style.backgroundColor, style.color, style.fontSize, style.borderRadius];
    });

    // A listing page: the same toasts (app/behaviours/toast).
    const listing = (await apiListings(page)).find((entry) => entry.isAvailable);
    await page.goto(`/listing/${listing?._id}`);
    await pageReady(page);
    await page.locator(".listing-actions .favourite-button").click();
    const toast = page.locator(".mini-toast", { hasText: "Please log in to add to favourites!" });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const headerBox = await header.boundingBox();
    expect(box && headerBox && !overlaps(box, headerBox)).toBe(true);
    const look = await toast.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.fontSize, style.borderRadius];
    });
    expect(look).toEqual(homeLook);
  });
});

test.describe("listing cards", () => {
  test("chips say what their numbers are, dates use three-letter months, prices keep one line", async ({ page }) => {
    await page.goto("/");
    const chips = (await page.locator(".listing-card-details li").allTextContents()).map((text) => text.trim());
    expect(chips.length).toBeGreaterThan(0);
    expect(chips.filter((chip) => /^(\d+|Yes|No)$/.test(chip))).toEqual([]);
    expect(chips.some((chip) => /^\d+ (bd|ba)$/.test(chip))).toBe(true);
    for (const date of await page.locator(".listing-card-meta time").allTextContents()) expect(date).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

    for (const price of await page.locator(".listing-card .price").all()) {
      const amount = await price.locator("strong").boundingBox();
      const lineHeight = await price.locator("strong").evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight) || 24);
      expect(amount?.height ?? 99, "price on one line").toBeLessThan(lineHeight * 1.5);
      const was = price.locator(".was");
      if ((await was.count()) === 0) continue;
      // The struck-through price is always under the price, never beside it.
      const wasBox = await was.boundingBox();
      expect(wasBox?.y ?? 0).toBeGreaterThanOrEqual((amount?.y ?? 0) + (amount?.height ?? 0) - 1);
    }
  });

  test("unavailable listings stay out of the home rows and offer no Call or WhatsApp", ANY_VIEWPORT, async ({ page }) => {
    const unavailable = (await apiListings(page)).filter((entry) => !entry.isAvailable);
    expect(unavailable.length).toBeGreaterThan(0);
    await page.goto("/");
    const rowLinks = await page.locator(".listing-row .listing-card-name a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const listing of unavailable) expect(rowLinks).not.toContain(`/listing/${listing._id}`);

    const sold = unavailable[0] as ApiListing;
    await page.goto(`/search?searchTerm=${encodeURIComponent(sold.name.split(",")[0] ?? sold.name)}`);
    const card = page.locator(".listing-card", { has: page.locator(`a[href="/listing/${sold._id}"]`) }).first();
    await expect(card.getByText("Unavailable")).toBeVisible();
    await expect(card.getByRole("link", { name: /^Call the seller/ })).toHaveCount(0);
    await expect(card.getByRole("link", { name: /^Chat on WhatsApp/ })).toHaveCount(0);
    await page.goto(`/listing/${sold._id}`);
    await expect(page.locator(".listing-summary .badge.unavailable")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Call the seller/ })).toHaveCount(0);
  });

  test("the footer links only to real pages, never a network's front door", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/");
    const hrefs = await page.locator(".site-footer a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    for (const href of hrefs) expect(href).not.toMatch(/^https:\/\/(www\.)?(facebook|x|instagram|twitter)\.com\/?$/);
  });
});

test.describe("listing photos and actions", () => {
  test("photos swipe, move with the arrows and open full size", async ({ page }) => {
    const listing = (await apiListings(page)).find((entry) => entry.imageUrls.length > 2);
    expect(listing).toBeDefined();
    const count = listing?.imageUrls.length ?? 0;
    await page.goto(`/listing/${listing?._id}`);
    await pageReady(page);
    const track = page.locator(".image-carousel-track");
    await expect(track).toHaveCSS("scroll-snap-type", "x mandatory");
    await expect(track.locator("li")).toHaveCount(count);
    // A swipe is a scroll of the strip.
    await track.evaluate((element) => element.scrollTo({ left: element.clientWidth, behavior: "instant" }));
    await expect(page.locator(".carousel-count")).toHaveText(`2 / ${count}`);
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(page.locator(".carousel-count")).toHaveText(`3 / ${count}`);
    await expect(track.locator("li").nth(2).locator("img")).toBeVisible();

    await page.getByRole("link", { name: `Open photo 3 of ${count} full size` }).click();
    const viewer = page.getByRole("dialog", { name: `Photo 3 of ${count}` });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator("img")).toHaveAttribute("src", listing?.imageUrls[2] ?? "");
    const size = await viewer.boundingBox();
    expect(size?.width ?? 0).toBeGreaterThanOrEqual((page.viewportSize()?.width ?? 0) - 1);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
  });

  test("the owner sees no Call, WhatsApp or heart on their own listing; the description comes before the safety box", async ({ page }) => {
    await signIn(page, "wanjiku@sokoni.test", "/profile");
    const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
    const mine = (await apiListings(page)).find((entry) => entry.userRef === session.user.id && entry.isAvailable);
    expect(mine).toBeDefined();
    await page.goto(`/listing/${mine?._id}`);
    await pageReady(page);
    await expect(page.getByRole("button", { name: "Mark Unavailable" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Call the seller/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Chat on WhatsApp/ })).toHaveCount(0);
    await expect(page.locator(".listing-actions .favourite-button")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();

    const description = await page.getByRole("heading", { name: "Description" }).boundingBox();
    const safety = await page.getByRole("heading", { name: "Key information for your safety" }).boundingBox();
    if (page.viewportSize()?.width === 390) expect(description?.y ?? 9999).toBeLessThan(safety?.y ?? 0);
  });

  test("a buyer's actions line up in even rows on a phone", async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) > 500, "phone layout");
    const listing = (await apiListings(page)).find((entry) => entry.isAvailable && entry.phoneNumber);
    await page.goto(`/listing/${listing?._id}`);
    await pageReady(page);
    const call = await page.getByRole("link", { name: /^Call the seller/ }).boundingBox();
    const chat = await page.getByRole("link", { name: /^Chat on WhatsApp/ }).boundingBox();
    const message = await page.getByRole("link", { name: "Message seller" }).boundingBox();
    const share = await page.getByRole("button", { name: "Share" }).boundingBox();
    // Call and WhatsApp share a row, equally wide; Message seller and Share share the next.
    expect(Math.abs((call?.y ?? 0) - (chat?.y ?? 1))).toBeLessThan(1);
    expect(Math.abs((call?.width ?? 0) - (chat?.width ?? 1))).toBeLessThan(2);
    expect(Math.abs((message?.y ?? 0) - (share?.y ?? 1))).toBeLessThan(1);
    expect(message?.y ?? 0).toBeGreaterThan(call?.y ?? 0);
  });
});

test("the 404 page centres its buttons under its text", async ({ page }) => {
  await page.goto("/no-such-page");
  const main = await page.getByRole("main").boundingBox();
  const centre = (main?.x ?? 0) + (main?.width ?? 0) / 2;
  const boxes = await page
    .locator(".error-screen .welcome-actions > *")
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes).toHaveLength(2);
  // One row or two, each row of buttons is centred under the text.
  const rows = new Map<number, DOMRect[]>();
  for (const box of boxes) {
    const middle = Math.round((box.y + box.height / 2) / 8);
    rows.set(middle, [...(rows.get(middle) ?? []), box]);
  }
  for (const row of rows.values()) {
    const left = Math.min(...row.map((box) => box.x));
    const right = Math.max(...row.map((box) => box.x + box.width));
    expect(Math.abs((left + right) / 2 - centre)).toBeLessThan(4);
  }
});
