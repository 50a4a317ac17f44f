import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Sokoni";

/** The site's own address, read from the root loader (known only on a request). */
export function siteOrigin(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

export interface PageSeo {
  /** The page's own title, without the site name (added here). */
  title: string;
  description: string;
  /** The page's canonical path (`/listing/42`), with only the query that makes it a distinct page. */
  path: string;
  /** Absolute or site-relative address of the preview image. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  /** `website` for most pages, `product` for a listing. */
  type?: "website" | "product";
  /** Pages that must not be indexed (forms, accounts, dashboards). */
  noindex?: boolean;
}

/**
 * A page's title and description for search engines, its canonical address, and the Open Graph
 * and Twitter card tags that make a link pasted into WhatsApp show a real preview.
 */
export function pageMeta(origin: string, page: PageSeo): MetaDescriptor[] {
  const url = `${origin}${page.path}`;
  const image = page.image ? new URL(page.image, origin || "http://localhost").toString() : `${origin}/social-card.jpg`;
  // The site's name once: "Sokoni | ..." and "... | Sokoni" already carry it.
  const named = page.title.startsWith(`${SITE_NAME} |`) || page.title.endsWith(`| ${SITE_NAME}`);
  const title = named ? page.title : `${page.title} | ${SITE_NAME}`;
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(page.imageAlt ? [{ property: "og:image:alt", content: page.imageAlt }] : []),
    { property: "og:locale", content: "en_KE" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}
