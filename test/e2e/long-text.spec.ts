import { pageReady, signInAdmin, test, expect } from "./fixtures";
import { longTextWorld, overflowOf, URL_TITLE } from "./long-text-world";
import { signInQuietly } from "./storefront-journey";

/*
 * Text never makes a page wider than the phone (docs/decisions/118-text-never-widens-the-page.md):
 * with a web address for a title, a 300-character link and 80-letter words in the listing, the
 * seller's names, the messages, a review and the reports, every screen a visitor, the seller and an
 * admin open stays within 360 px, in English and in Kiswahili (whose labels are longer).
 */

const LANGS = ["en", "sw"] as const;

test.use({ viewport: { width: 360, height: 780 } });

test("no screen is wider than a 360 px phone, whatever the text, in both languages", async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "measured at 360 px, the narrowest phone we serve");
  test.setTimeout(360_000);
  const world = await longTextWorld(page, testInfo.project.name, baseURL);
  const listing = `/listing/${world.listingId}`;

  const wide: string[] = [];
  async function measure(path: string) {
    for (const lang of LANGS) {
      const address = `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
      const response = await page.goto(address);
      expect(response?.status(), address).toBeLessThan(400);
      await pageReady(page);
      const { over, culprits } = await overflowOf(page);
      if (over > 0) wide.push(`${address}: ${over}px too wide at ${culprits.join(", ")}`);
    }
  }

  // The seller: their listing, their workspace, their conversation.
  for (const path of [
    listing,
    "/profile",
    "/profile?tab=listings",
    "/profile?tab=favourites",
    "/messages",
    `/messages/${world.conversationId}`,
    `/update-listing/${world.listingId}`,
    `/boost/${world.listingId}`,
  ])
    await measure(path);
  // The listing page names the seller's number and their own words: the text is really there.
  await page.goto(`${listing}?lang=en`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(URL_TITLE);

  // A visitor: the cards that carry the title, the storefront, the text pages.
  await page.context().clearCookies();
  for (const path of [
    "/",
    "/search?q=samsung",
    "/browse?category=Mobile+Phones+%26+Tablets",
    listing,
    `/seller/${world.seller.id}`,
    "/about",
    "/faqs",
    "/safety-guide",
    "/contact-us",
    "/sign-in",
    "/sign-up",
  ])
    await measure(path);

  // A buyer who talked to the seller: their inbox and the conversation from the other side.
  await signInQuietly(page, "brian@sokoni.test", baseURL);
  for (const path of ["/messages", `/messages/${world.conversationId}`, listing]) await measure(path);

  // The admin: reports, flagged messages and person reports carry the same texts.
  await page.context().clearCookies();
  await signInAdmin(page);
  for (const path of ["/admin-dashboard", "/admin-dashboard/payments", listing]) await measure(path);

  expect(wide).toEqual([]);
});
