import { Hono } from "hono";
import type { ApiEnv } from "./api/types";
import { listingsSitemap, pagesSitemap, robotsTxt, sellersSitemap, sitemapIndex } from "./services/search/sitemap";

const XML = { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" };

/** robots.txt and the sitemaps, for search engines. */
export const crawlers = new Hono<ApiEnv>()
  .get("/robots.txt", (c) => c.text(robotsTxt(c.var.ctx.url.origin), 200, { "cache-control": "public, max-age=86400" }))
  .get("/sitemap.xml", async (c) => c.body(await sitemapIndex(c.var.ctx.db, c.var.ctx.url.origin), 200, XML))
  .get("/sitemaps/pages.xml", (c) => c.body(pagesSitemap(c.var.ctx.url.origin), 200, XML))
  .get("/sitemaps/:file{listings-[0-9]+\\.xml}", async (c) => {
    const file = Number(c.req.param("file").replace(/\D/g, ""));
    const xml = await listingsSitemap(c.var.ctx.db, c.var.ctx.url.origin, file);
    return xml ? c.body(xml, 200, XML) : c.notFound();
  })
  .get("/sitemaps/:file{sellers-[0-9]+\\.xml}", async (c) => {
    const file = Number(c.req.param("file").replace(/\D/g, ""));
    const xml = await sellersSitemap(c.var.ctx.db, c.var.ctx.url.origin, file);
    return xml ? c.body(xml, 200, XML) : c.notFound();
  });
