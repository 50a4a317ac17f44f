import { apiListings } from "./catalogue";
import { ANY_VIEWPORT, expect, pageReady, test } from "./fixtures";

/*
 * Moving about a page: a link to a part of it lands below the sticky header, and the full-screen
 * photo viewer moves with a swipe and with the arrow keys.
 */

test("a link to a part of a page lands below the sticky header", ANY_VIEWPORT, async ({ page }) => {
  const seller = (await apiListings(page))[0]?.userRef;
  expect(seller).toBeDefined();
  await page.goto(`/seller/${seller}#reviews`);
  await pageReady(page);
  const header = await page.locator(".site-header").boundingBox();
  const target = await page.locator("#reviews").boundingBox();
  expect(header && target).toBeTruthy();
  // Scrolled to, and not under the header.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(target?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
});

test("the full-screen photo viewer swipes and takes the arrow keys", ANY_VIEWPORT, async ({ page }) => {
  const listing = (await apiListings(page)).find((entry) => entry.imageUrls.length >= 3);
  expect(listing, "a seeded listing with three photos").toBeDefined();
  await page.goto(`/listing/${listing?._id}`);
  await pageReady(page);
  await page.locator(".photo-link").first().click();
  const viewer = page.locator("dialog[data-photo-viewer]");
  await expect(viewer).toBeVisible();
  const title = viewer.locator("h2");
  const image = viewer.locator(".photo-viewer-body img");
  await expect(title).toContainText("1");
  const first = await image.getAttribute("src");

  await page.keyboard.press("ArrowRight");
  await expect(image).not.toHaveAttribute("src", first ?? "");
  const second = await image.getAttribute("src");
  await page.keyboard.press("ArrowLeft");
  await expect(image).toHaveAttribute("src", first ?? "");

  // A finger moving right to left across the photo: the next one.
  const box = await viewer.locator(".photo-viewer-body").boundingBox();
  if (!box) throw new Error("the viewer has no body");
  const y = box.y + box.height / 2;
  const swipe = async (fromX: number, toX: number) => {
    for (const [type, x] of [
      ["pointerdown", fromX],
      ["pointerup", toX],
    ] as const)
      await viewer.locator(".photo-viewer-body").dispatchEvent(type, { clientX: x, clientY: y, pointerType: "touch", isPrimary: true, bubbles: true });
  };
  await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
  await expect(image).toHaveAttribute("src", second ?? "");
  await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
  await expect(image).toHaveAttribute("src", first ?? "");
  // A tap is not a swipe.
  await swipe(box.x + box.width / 2, box.x + box.width / 2 + 5);
  await expect(image).toHaveAttribute("src", first ?? "");
});
