import { currentLang, HTML_LANG, STRINGS } from "../i18n";

/** The brand's green (the header, `<meta name="theme-color">`) and the page background (app/styles/base.css `--bg`). */
export const THEME_COLOUR = "#0b6e4f";
export const BACKGROUND_COLOUR = "#f6f8f7";

/** The icons drawn by scripts/make-icons.ts, committed under public/icons/. */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** The web app manifest in the reader's language: what is needed to install Sokoni. */
export function webAppManifest() {
  const t = STRINGS.screens.manifest;
  return {
    // One app whatever its start address or language says: the id stays.
    id: "/",
    name: "Sokoni",
    short_name: "Sokoni",
    description: t.description,
    lang: HTML_LANG[currentLang()],
    dir: "ltr",
    start_url: "/?source=pwa",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ["shopping"],
    icons: MANIFEST_ICONS,
    shortcuts: [
      { name: t.searchShortcutLong, short_name: t.searchShortcut, url: "/search" },
      { name: t.sellShortcutLong, short_name: t.sellShortcut, url: "/create-listing" },
    ],
  };
}

/**
 * `/manifest.webmanifest`, linked from every page's head (app/root.tsx, with credentials so the
 * `lang` cookie chooses its language like a page's). The same for everyone who reads a language:
 * cached an hour, and kept apart per language by Vary.
 */
export function loader() {
  return new Response(JSON.stringify(webAppManifest()), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Content-Language": HTML_LANG[currentLang()],
      "Cache-Control": "public, max-age=3600",
      Vary: "Cookie, Accept-Language",
    },
  });
}
