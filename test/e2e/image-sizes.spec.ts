import type { Page, Response } from "@playwright/test";
import { LIMITS } from "../../app/domain/limits";
import { expect, photo, signIn, test } from "./fixtures";
import { listingWithPhotos } from "./photos";

/*
 * Images sized for the screen (docs/decisions/091-image-variants.md): at 390x844 a phone
 * loads the stored copy its slots need, never a full image: a card at most 25 KB, the banner at
 * most 35 KB, and one banner until the autoplay timer asks for the next.
 */

const CARD_BUDGET = 25 * 1024;
const BANNER_BUDGET = 35 * 1024;

/** A WebP's width from its header (lossy, lossless or extended), or null. */
function webpWidth(bytes: Buffer): number | null {
  const chunk = bytes.toString("latin1", 12, 16);
  if (bytes.toString("latin1", 8, 12) !== "WEBP") return null;
  if (chunk === "VP8 ") return bytes.readUInt16LE(26) & 0x3fff;
  if (chunk === "VP8L") return (bytes.readUInt32LE(21) & 0x3fff) + 1;
  if (chunk === "VP8X") return 1 + bytes.readUIntLE(24, 3);
  return null;
}

interface Loaded {
  path: string;
  width: string | null;
  bytes: number;
}

/** Every upload (`/uploads/...`) the page receives from now on, with its `?w=` and its size. */
function watchUploads(page: Page): Loaded[] {
  const loaded: Loaded[] = [];
  page.on("response", async (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/uploads/") || response.status() !== 200) return;
    const body = await response.body().catch(() => null);
    if (body) loaded.push({ path: url.pathname, width: url.searchParams.get("w"), bytes: body.length });
  });
  return loaded;
}

test.describe("images sized for a phone", () => {
  test.skip(({ viewport }) => viewport?.width !== 390, "the phone's budgets");

  test("home loads small copies of the cards and one phone-sized banner until the timer turns", async ({ page }) => {
    const loaded = watchUploads(page);
    await page.goto("/", { waitUntil: "networkidle" });
    const banners = () => loaded.filter((image) => image.path.startsWith("/uploads/homepage/"));
    const cards = () => loaded.filter((image) => image.path.startsWith("/uploads/listings/"));

    await expect.poll(() => banners().length).toBe(1);
    expect(banners()[0]?.width).toBe("640");
    expect(banners()[0]?.bytes).toBeLessThanOrEqual(BANNER_BUDGET);
    const first = page.locator(".sponsor-slide").first().locator("img");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("loading", "eager");

    // Each response is counted once its body is read, which may come after the network is idle.
    await expect.poll(() => cards().length).toBeGreaterThan(0);
    for (const card of cards()) {
      expect(["240", "480"], card.path).toContain(card.width);
      expect(card.bytes, card.path).toBeLessThanOrEqual(CARD_BUDGET);
    }
    // The timer asks for the next sponsor when it turns, and only then.
    await expect.poll(() => banners().length, { timeout: LIMITS.bannerAutoplayMs + 4000 }).toBe(2);
    expect(banners()[1]?.width).toBe("640");
  });

  test("a listing loads its main photo first and sized, the gallery's previews and the cards small", async ({ page }) => {
    const listing = await listingWithPhotos(page);
    const loaded = watchUploads(page);
    await page.goto(`/listing/${listing._id}`, { waitUntil: "networkidle" });
    const main = page.locator(".image-carousel-track li").first().locator("img");
    await expect(main).toHaveAttribute("fetchpriority", "high");
    await expect(main).toHaveAttribute("loading", "eager");
    await expect(main).toHaveAttribute("sizes", /100vw/);

    // No full image: every picture is a stored copy, the main photo the one a phone's width needs.
    expect(loaded.every((image) => image.width !== null)).toBe(true);
    const [cover] = listing.imageUrls;
    // 480 wide on a 1x screen, 960 on a denser one (the phone project is a Pixel 7, 2.625x).
    const mainPhoto = loaded.filter((image) => image.path === cover && image.width !== "240");
    expect(mainPhoto).toHaveLength(1);
    expect(["480", "960"]).toContain(mainPhoto[0]?.width);
    for (const image of loaded.filter((each) => each.path !== cover || each.width === "240")) {
      expect(image.bytes, `${image.path}?w=${image.width}`).toBeLessThanOrEqual(CARD_BUDGET);
    }
    const previews = page.locator(".image-carousel-thumbs img");
    expect(await previews.count()).toBe(listing.imageUrls.length);
    for (const preview of await previews.all()) expect(await preview.getAttribute("src")).toMatch(/\?w=240$/);
  });

  test("the listing form sends each photo with the copies this browser made, and they serve", async ({ page }) => {
    await signIn(page, "achieng@sokoni.test", "/create-listing");
    await page.getByTestId("image-input").setInputFiles([{ name: "stall.jpg", mimeType: "image/jpeg", buffer: photo(70) }]);
    await expect(page.getByText("Images uploaded!")).toBeVisible();
    const url = await page.locator('input[name="imageUrls"]').first().getAttribute("value");
    // The API makes no copies itself: each width answered exactly is one this browser made and sent.
    for (const width of [240, 480, 960]) {
      const answer = await page.request.get(`${url}?w=${width}`);
      expect(answer.headers()["content-type"]).toBe("image/webp");
      expect(webpWidth(await answer.body()), `?w=${width}`).toBe(width);
    }
  });
});
