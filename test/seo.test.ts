import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sellersSitemapQuery } from "../worker/services/search/sitemap";
import { call, createListing, createSeller, db } from "./fixtures";
import { planOfQuery } from "./query-plan";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1]);

function metaContent(html: string, property: string): string | null {
  const match = html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`));
  return match?.[1]?.replace(/&amp;/g, "&") ?? null;
}

describe("a listing page for search engines and WhatsApp", () => {
  it("carries its canonical address, Open Graph tags with a serving image, and Product JSON-LD", async () => {
    await env.IMAGES.put("listings/axio.jpg", JPEG, { httpMetadata: { contentType: "image/jpeg" } });
    const seller = await createSeller();
    const listing = await createListing(seller.id, {
      name: "Toyota Axio 2016 <b>1500cc</b>",
      location: "Nakuru",
      imageUrls: ["/uploads/listings/axio.jpg"],
      offer: true,
      regularPrice: 1_500_000,
      discountPrice: 1_390_000,
    });
    const html = await (await call(`/listing/${listing.id}`)).text();
    expect(html).toContain(`<link rel="canonical" href="http://localhost/listing/${listing.id}"/>`);
    expect(metaContent(html, "og:title")).toBe("Toyota Axio 2016 <b>1500cc</b> | KSh 1,390,000 in Nakuru".replace(/</g, "&lt;").replace(/>/g, "&gt;"));
    expect(metaContent(html, "og:description")).toMatch(/^KSh 1,390,000 · Nakuru County\./);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    const image = metaContent(html, "og:image");
    expect(image).toBe("http://localhost/uploads/listings/axio.jpg");
    const served = await call(new URL(image ?? "").pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    await served.arrayBuffer();

    const script = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "";
    const product = JSON.parse(script) as { "@type": string; name: string; offers: { priceCurrency: string; price: number; availability: string } };
    expect(product["@type"]).toBe("Product");
    expect(product.name).toBe("Toyota Axio 2016 <b>1500cc</b>");
    expect(product.offers).toMatchObject({ priceCurrency: "KES", price: 1_390_000, availability: "https://schema.org/InStock" });
  });

  it("gives the home page a canonical address and the site's card", async () => {
    const html = await (await call("/")).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost/"/>');
    expect(metaContent(html, "og:image")).toBe("http://localhost/social-card.jpg");
  });
});

describe("robots.txt and the sitemaps", () => {
  it("keeps crawlers out of accounts and the API and points them to the sitemap", async () => {
    const response = await call("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /admin-dashboard");
    expect(text).toContain("Disallow: /messages");
    expect(text).toContain("Disallow: /confirm-email/");
    expect(text).toContain("Sitemap: http://localhost/sitemap.xml");
  });

  it("lists pages, categories and every public listing, and leaves hidden ones out", async () => {
    const seller = await createSeller();
    const shown = await createListing(seller.id);
    const hidden = await createListing(seller.id, { isHidden: true });
    const index = await (await call("/sitemap.xml")).text();
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<loc>http://localhost/sitemaps/pages.xml</loc>");
    expect(index).toContain("<loc>http://localhost/sitemaps/listings-1.xml</loc>");

    const pages = await call("/sitemaps/pages.xml");
    expect(pages.headers.get("content-type")).toContain("application/xml");
    const pagesXml = await pages.text();
    expect(pagesXml).toContain("<loc>http://localhost/privacy</loc>");
    expect(pagesXml).toContain("<loc>http://localhost/browse?category=Home%2C+Furniture+%26+Appliances&amp;subcategory=Furniture</loc>");

    const listingsXml = await (await call("/sitemaps/listings-1.xml")).text();
    expect(listingsXml).toContain(`<loc>http://localhost/listing/${shown.id}</loc>`);
    expect(listingsXml).not.toContain(`<loc>http://localhost/listing/${hidden.id}</loc>`);
    expect((await call("/sitemaps/listings-99.xml")).status).toBe(404);
  });

  it("lists the storefront of every seller with a listing on show, as the storefront shows them, and escapes it", async () => {
    const shown = await createSeller({ id: "seller_Shown-1" });
    await createListing(shown.id);
    await createListing(shown.id, { isHidden: true });
    const onlyHidden = await createSeller();
    await createListing(onlyHidden.id, { isHidden: true });
    const onlyUnavailable = await createSeller();
    await createListing(onlyUnavailable.id, { isAvailable: false });
    const none = await createSeller();
    // An id the storefront would not open (and markup a file must never carry raw).
    const odd = await createSeller({ id: `o'b&<x>"` });
    await createListing(odd.id);

    const index = await (await call("/sitemap.xml")).text();
    expect(index).toContain("<loc>http://localhost/sitemaps/sellers-1.xml</loc>");
    expect(index).not.toContain("sellers-2.xml");

    const response = await call("/sitemaps/sellers-1.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>http://localhost/seller/seller_Shown-1</loc>");
    for (const left of [onlyHidden, onlyUnavailable, none]) expect(xml).not.toContain(`/seller/${left.id}<`);
    expect(xml).not.toContain("o'b");
    expect(xml).not.toContain("o%27b");
    // Well formed: every & starts an entity, and no markup but the sitemap's own.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml.match(/<[^>]*>/g)?.every((tag) => /^<(\?xml [^>]*\?|\/?(urlset|url|loc)( xmlns="[^"]*")?)>$/.test(tag))).toBe(true);
    // Every storefront listed opens.
    const listed = [...xml.matchAll(/<loc>http:\/\/localhost(\/seller\/[^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(listed.length).toBeGreaterThan(0);
    for (const path of listed) {
      const page = await call(path);
      await page.arrayBuffer();
      expect(page.status, path).toBe(200);
    }
    expect((await call("/sitemaps/sellers-2.xml")).status).toBe(404);
    expect((await call("/sitemaps/sellers-0.xml")).status).toBe(404);
    expect((await call("/sitemaps/sellers-99999999999999999999.xml")).status).toBe(404);
  });

  it("reads a seller file as a rowid range of accounts, each probing the seller's listings index: no sort, no scan", async () => {
    const plan = await planOfQuery(sellersSitemapQuery(db, 3));
    expect(plan).toMatch(/SEARCH user USING INTEGER PRIMARY KEY \(rowid>\? AND rowid<\?\)/);
    expect(plan).toMatch(/SEARCH listings (EXISTS )?USING INDEX listings_user_recent_idx \(user_ref=\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
    expect(plan).not.toMatch(/SCAN (user|listings)\b/);
  });
});
