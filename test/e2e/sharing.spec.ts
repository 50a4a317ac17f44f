import { ANY_VIEWPORT, expect, test } from "./fixtures";

// The same HTML and sitemap at every width: the phone runs it (playwright.config.ts).
test("a listing page shows a real preview when shared, and the sitemap lists it", ANY_VIEWPORT, async ({ page }) => {
  const response = await page.request.get("/api/listings?limit=1");
  const { data } = (await response.json()) as { data: { listings: { _id: string; name: string; location: string }[] } };
  const listing = data.listings[0];
  expect(listing).toBeDefined();
  await page.goto(`/listing/${listing?._id}`);

  const og = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
  expect(await og("og:title")).toContain(listing?.name);
  expect(await og("og:title")).toContain(`in ${listing?.location}`);
  expect(await og("og:description")).toMatch(/^KSh [\d,]+/);
  const image = (await og("og:image")) ?? "";
  expect(image).toMatch(/^http:\/\/localhost:\d+\/uploads\//);
  const picture = await page.request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toMatch(/^image\//);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(`/listing/${listing?._id}`, page.url()).toString());

  const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
    "@type"?: string;
    name?: string;
    offers?: { priceCurrency?: string; price?: number; availability?: string };
  };
  expect(product["@type"]).toBe("Product");
  expect(product.name).toBe(listing?.name);
  expect(product.offers?.priceCurrency).toBe("KES");
  expect(product.offers?.price).toBeGreaterThan(0);
  expect(product.offers?.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);

  // The sitemap index parses as XML and leads to a file that lists this listing.
  const locations = async (path: string) => {
    const xml = await (await page.request.get(path)).text();
    return page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.querySelector("parsererror")) throw new Error("sitemap is not well-formed XML");
      return [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? "");
    }, xml);
  };
  const files = await locations("/sitemap.xml");
  expect(files.some((file) => file.endsWith("/sitemaps/pages.xml"))).toBe(true);
  const listingFiles = files.filter((file) => /\/sitemaps\/listings-\d+\.xml$/.test(file));
  const listed = (await Promise.all(listingFiles.map((file) => locations(new URL(file).pathname)))).flat();
  expect(listed).toContain(new URL(`/listing/${listing?._id}`, page.url()).toString());

  // The storefront files parse too, list only storefronts, and the seeded sellers' open.
  const sellerFiles = files.filter((file) => /\/sitemaps\/sellers-\d+\.xml$/.test(file));
  expect(sellerFiles.length).toBeGreaterThan(0);
  const storefronts = (await Promise.all(sellerFiles.map((file) => locations(new URL(file).pathname)))).flat();
  expect(storefronts.length).toBeGreaterThan(0);
  for (const loc of storefronts) expect(new URL(loc).pathname).toMatch(/^\/seller\/[A-Za-z0-9_-]+$/);
  const first = await page.request.get(new URL(storefronts[0] ?? "").pathname);
  expect(first.status()).toBe(200);
});
