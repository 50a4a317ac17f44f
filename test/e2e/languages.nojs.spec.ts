import type { Page } from "@playwright/test";
import { FAQS } from "../../app/i18n/content";
import { en } from "../../app/i18n/en";
import { HTML_LANG, LANG_NAMES, LANG_SHORT, SWITCH_LABELS } from "../../app/i18n/langs";
import { sw } from "../../app/i18n/sw";
import { DEMO_PASSWORD, expect, test } from "./fixtures";
import { countPhotoRequests, listingWithPhotos } from "./photos";

/**
 * The language and low-data choices with scripts off (the no-js project): the language switch in the header and
 * the footer, a shared `?lang=sw` link, signing in in Kiswahili and the low-data switch are plain
 * links and forms, each a full page load, and the server remembers each choice in a cookie.
 */

// Brian is the demo seller the Kiswahili journey signs in as (test/e2e/kiswahili.spec.ts). Signing
// in changes none of his settings: only a `?lang=` link followed while signed in would store one.
const EMAIL = "brian@sokoni.test";

/** The `lang` cookie the server set, if any. */
async function langCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value;
}

/** The header's main links, and the switch among them. */
function header(page: Page, t: typeof en) {
  return page.getByRole("banner").getByRole("navigation", { name: t.components.siteHeader.mainNav });
}

/** The footer's low-data switch, pressed: a form posted, and the page back at the same address. */
async function pressLowData(page: Page, label: string): Promise<void> {
  await page.getByRole("contentinfo").getByRole("button", { name: label }).click();
  await page.waitForLoadState("networkidle");
}

test.describe("languages without JavaScript", () => {
  test("the header's SW link turns the page into Kiswahili, remembered on the next load, and EN turns it back", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.en);
    const toKiswahili = header(page, en).getByRole("link", { name: SWITCH_LABELS.sw });
    await expect(toKiswahili).toContainText(LANG_SHORT.sw);
    await toKiswahili.click();

    await expect(page).toHaveURL(/\/\?lang=sw$/);
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.sw);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sw.screens.home.welcomeTitle);
    await expect(header(page, sw).getByRole("link", { name: sw.common.signIn, exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: sw.screens.home.popular })).toBeVisible();
    expect(await langCookie(page)).toBe("sw");

    // A new page load with no `?lang=`: the cookie keeps Kiswahili.
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.sw);
    await expect(header(page, sw).getByRole("link", { name: sw.common.signIn, exact: true })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sw.screens.home.welcomeTitle);

    const toEnglish = header(page, sw).getByRole("link", { name: SWITCH_LABELS.en });
    await expect(toEnglish).toContainText(LANG_SHORT.en);
    await toEnglish.click();
    await expect(page).toHaveURL(/\/\?lang=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.en);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.screens.home.welcomeTitle);
    await expect(header(page, en).getByRole("link", { name: en.common.signIn, exact: true })).toBeVisible();
    expect(await langCookie(page)).toBe("en");
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.en);
    await expect(header(page, en).getByRole("link", { name: en.common.signIn, exact: true })).toBeVisible();
  });

  test("the footer's list switches the same page both ways and marks the language it is in", async ({ page }) => {
    await page.goto("/search?searchTerm=toyota");
    const languages = page.getByRole("contentinfo").getByRole("navigation", { name: en.components.siteFooter.switchLabel });
    await expect(languages.locator('[aria-current="true"]')).toHaveText(LANG_NAMES.en);
    await languages.getByRole("link", { name: SWITCH_LABELS.sw }).click();

    // The same search, in Kiswahili (the search page tidies its address: the cookie keeps the language).
    await expect(page).toHaveURL(/\/search\?searchTerm=toyota$/);
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.sw);
    await expect(page.getByRole("banner").getByRole("searchbox", { name: sw.components.siteHeader.searchLabel })).toHaveValue("toyota");
    const lugha = page.getByRole("contentinfo").getByRole("navigation", { name: sw.components.siteFooter.switchLabel });
    await expect(lugha.locator('[aria-current="true"]')).toHaveText(LANG_NAMES.sw);
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: sw.components.siteFooter.company })).toBeVisible();
    expect(await langCookie(page)).toBe("sw");

    await lugha.getByRole("link", { name: SWITCH_LABELS.en }).click();
    await expect(page).toHaveURL(/\/search\?searchTerm=toyota$/);
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.en);
    await expect(page.getByRole("banner").getByRole("searchbox", { name: en.components.siteHeader.searchLabel })).toHaveValue("toyota");
    await expect(languages.locator('[aria-current="true"]')).toHaveText(LANG_NAMES.en);
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: en.components.siteFooter.company })).toBeVisible();
    expect(await langCookie(page)).toBe("en");
  });

  test("a shared link with ?lang=sw opens in Kiswahili and is remembered", async ({ page }) => {
    await page.goto("/faqs?lang=sw");
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.sw);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FAQS.sw.title);
    await expect(page.getByRole("main").getByRole("link", { name: sw.screens.faqs.contactUs })).toBeVisible();
    await expect(header(page, sw).getByRole("link", { name: sw.common.signIn, exact: true })).toBeVisible();
    expect(await langCookie(page)).toBe("sw");

    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.sw);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sw.screens.home.welcomeTitle);
  });

  test("signing in in Kiswahili: a wrong password is refused in Kiswahili keeping the email, the right one signs in", async ({ page }) => {
    await page.goto("/?lang=sw");
    await header(page, sw).getByRole("link", { name: sw.common.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.sw);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sw.screens.signIn.signInTitle);

    await page.getByLabel(sw.common.email, { exact: true }).fill(EMAIL);
    await page.getByLabel(sw.common.password, { exact: true }).fill("si-nenosiri-lake");
    await page.getByRole("button", { name: sw.common.signInButton, exact: true }).click();
    // better-auth's reason too, by its code (worker/auth-messages.ts).
    await expect(page.getByRole("alert")).toContainText(sw.screens.signIn.signInError(sw.server.accounts.authCodes.INVALID_EMAIL_OR_PASSWORD));
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.sw);
    await expect(page.getByLabel(sw.common.email, { exact: true })).toHaveValue(EMAIL);
    await expect(page.getByLabel(sw.common.password, { exact: true })).toHaveValue("");

    await page.getByLabel(sw.common.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: sw.common.signInButton, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // The redirect's flash, a toast where scripts run, is written under the header here.
    await expect(page.getByRole("status").filter({ hasText: sw.screens.signIn.signedIn })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.sw);
    await expect(header(page, sw).getByRole("link", { name: sw.components.siteHeader.sell, exact: true })).toBeVisible();
  });
});

test.describe("low-data mode without JavaScript", () => {
  test("turned on from the footer: placeholders and not one photo asked for; off brings the photos back", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('main img[src*="/uploads/"]').first()).toBeAttached();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: en.components.lowData.heading })).toBeVisible();
    await expect(footer.getByText(en.components.lowData.isOff)).toBeVisible();

    const photos = countPhotoRequests(page);
    await pressLowData(page, en.components.lowData.turnOnLabel);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("status").filter({ hasText: en.screens.lowData.turnedOn })).toBeVisible();
    await expect(footer.getByText(en.components.lowData.isOn)).toBeVisible();
    const popular = page.getByRole("region", { name: en.screens.home.popular });
    await expect(popular.getByRole("article")).toHaveCount(4);
    // Each card's picture is a placeholder: a link to its photo, which a tap without scripts opens.
    const placeholders = popular.locator(".photo-placeholder");
    expect(await placeholders.count()).toBeGreaterThan(0);
    await expect(placeholders.first()).toContainText(en.components.lowData.tapToShow);
    await expect(placeholders.first()).toHaveAttribute("href", /^\/uploads\//);
    await expect(page.locator('img[src*="/uploads/"]')).toHaveCount(0);
    expect(photos).toEqual([]);

    // A listing: no photo until asked for; "Show photos" reloads this one page with them.
    const listing = await listingWithPhotos(page);
    await page.goto(`/listing/${listing._id}`);
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".image-carousel-track .photo-placeholder")).toHaveCount(listing.imageUrls.length);
    expect(photos).toEqual([]);
    await page.getByRole("link", { name: en.components.imageCarousel.showPhotos, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/listing/${listing._id}\\?photos=1$`));
    const first = page.locator(".image-carousel-track li").first().locator("img");
    await expect.poll(() => first.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);
    expect(photos.length).toBeGreaterThan(0);

    // Off again from the footer: back on the listing (without `?photos=1`), the photos there.
    photos.length = 0;
    await pressLowData(page, en.components.lowData.turnOffLabel);
    await expect(page).toHaveURL(new RegExp(`/listing/${listing._id}$`));
    await expect(page.getByRole("status").filter({ hasText: en.screens.lowData.turnedOff })).toBeVisible();
    await expect(page.locator(".photo-placeholder")).toHaveCount(0);
    await expect(page.getByRole("link", { name: en.components.imageCarousel.showPhotos, exact: true })).toHaveCount(0);
    await expect.poll(() => first.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);
    expect(photos.length).toBeGreaterThan(0);

    // The choice is remembered: home has its photos again too.
    await page.goto("/");
    await expect(page.getByRole("region", { name: en.screens.home.popular }).locator(".photo-placeholder")).toHaveCount(0);
    await expect(page.getByRole("region", { name: en.screens.home.popular }).locator('img[src*="/uploads/"]').first()).toBeAttached();
  });

  test("the same switch on a Kiswahili page says everything in Kiswahili", async ({ page }) => {
    await page.goto("/?lang=sw");
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.sw);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: sw.components.lowData.heading })).toBeVisible();
    await expect(footer.getByText(sw.components.lowData.isOff)).toBeVisible();
    await expect(footer.getByRole("button", { name: sw.components.lowData.turnOnLabel })).toHaveText(sw.components.lowData.turnOn);

    const photos = countPhotoRequests(page);
    await pressLowData(page, sw.components.lowData.turnOnLabel);
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.sw);
    await expect(page.getByRole("status").filter({ hasText: sw.screens.lowData.turnedOn })).toBeVisible();
    await expect(footer.getByText(sw.components.lowData.isOn)).toBeVisible();
    const popular = page.getByRole("region", { name: sw.screens.home.popular });
    await expect(popular.locator(".photo-placeholder").first()).toContainText(sw.components.lowData.tapToShow);
    await expect(page.locator('img[src*="/uploads/"]')).toHaveCount(0);
    expect(photos).toEqual([]);

    const listing = await listingWithPhotos(page);
    await page.goto(`/listing/${listing._id}`);
    await expect(page.getByRole("link", { name: sw.components.imageCarousel.showPhotos, exact: true })).toBeVisible();

    await expect(footer.getByRole("button", { name: sw.components.lowData.turnOffLabel })).toHaveText(sw.components.lowData.turnOff);
    await pressLowData(page, sw.components.lowData.turnOffLabel);
    await expect(page).toHaveURL(new RegExp(`/listing/${listing._id}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG.sw);
    await expect(page.getByRole("status").filter({ hasText: sw.screens.lowData.turnedOff })).toBeVisible();
    await expect(page.locator(".photo-placeholder")).toHaveCount(0);
    expect(photos.length).toBeGreaterThan(0);
  });
});
