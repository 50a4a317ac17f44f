import type { MetaDescriptor } from "react-router";
import { currentLang, HTML_LANG, LANG_PARAM, LANGS, type Lang } from "../i18n";

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
  const lang = currentLang();
  const url = addressInLang(origin, page.path, lang);
  const image = page.image ? new URL(page.image, origin || "http://localhost").toString() : `${origin}/social-card.jpg`;
  // The site's name once: "Sokoni | ..." and "... | Sokoni" already carry it.
  const named = page.title.startsWith(`${SITE_NAME} |`) || page.title.endsWith(`| ${SITE_NAME}`);
  const title = named ? page.title : `${page.title} | ${SITE_NAME}`;
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : [{ tagName: "link", rel: "canonical", href: url }, ...alternates(origin, page.path)]),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(page.imageAlt ? [{ property: "og:image:alt", content: page.imageAlt }] : []),
    { property: "og:locale", content: HTML_LANG[lang].replace("-", "_") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}

/**
 * A page's address in one language: English at the plain address, Kiswahili with
 * `?lang=sw`, so each language version has an address of its own for search engines and links.
 */
export function addressInLang(origin: string, path: string, lang: Lang): string {
  if (lang === "en") return `${origin}${path}`;
  return `${origin}${path}${path.includes("?") ? "&" : "?"}${LANG_PARAM}=${lang}`;
}

/** `hreflang` links to the page in every language, English being the default for everyone else. */
function alternates(origin: string, path: string): MetaDescriptor[] {
  return [
    ...LANGS.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: HTML_LANG[lang], href: addressInLang(origin, path, lang) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: addressInLang(origin, path, "en") },
  ];
}
