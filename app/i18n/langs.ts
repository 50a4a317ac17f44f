/**
 * The product's languages and how a request picks one. English is the default and keeps
 * the spec's wording; Kiswahili is the second official language of Kenya.
 */
export const LANGS = ["en", "sw"] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = "en";
/** The cookie that remembers a choice, and the query parameter a shared link carries. */
export const LANG_COOKIE = "lang";
export const LANG_PARAM = "lang";
/** A year: a language is chosen once. */
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** What `<html lang>` and `hreflang` say: the language as spoken in Kenya. */
export const HTML_LANG: Record<Lang, string> = { en: "en-KE", sw: "sw-KE" };
/** Each language's name in itself, for the switch. */
export const LANG_NAMES: Record<Lang, string> = { en: "English", sw: "Kiswahili" };
/** The switch's short face on a phone's header. */
export const LANG_SHORT: Record<Lang, string> = { en: "EN", sw: "SW" };
/**
 * What the switch says to a screen reader, in the language it leads to (read in that voice), so
 * neither catalogue has to be loaded to offer the other.
 */
export const SWITCH_LABELS: Record<Lang, string> = { en: "Read Sokoni in English", sw: "Soma Sokoni kwa Kiswahili" };

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "sw";
}

/**
 * The languages an Accept-Language header asks for that we speak, most wanted first (`sw-KE` and
 * `sw` both mean Kiswahili; `q=0` means "not this one").
 */
export function acceptedLang(header: string | null | undefined): Lang | null {
  if (!header) return null;
  let best: { lang: Lang; q: number; at: number } | null = null;
  header.split(",").forEach((item, at) => {
    const [tag = "", ...params] = item.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLang(primary)) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) return;
    if (!best || q > best.q || (q === best.q && at < best.at)) best = { lang: primary, q, at };
  });
  return (best as { lang: Lang } | null)?.lang ?? null;
}

export interface LangChoice {
  lang: Lang;
  /** Set when the address asked for a language the cookie does not hold yet: remember it. */
  remember: boolean;
}

/**
 * The language a request is answered in: `?lang=` (a shared link or the switch) first, then the
 * remembered cookie (`LANG_COOKIE`'s value), then the browser's Accept-Language, then English.
 */
export function negotiateLang(url: URL, cookie: string | null, acceptLanguage: string | null | undefined): LangChoice {
  const asked = url.searchParams.get(LANG_PARAM);
  if (isLang(asked)) return { lang: asked, remember: asked !== cookie };
  if (isLang(cookie)) return { lang: cookie, remember: false };
  return { lang: acceptedLang(acceptLanguage) ?? DEFAULT_LANG, remember: false };
}

/** The Set-Cookie that remembers a language for a year (readable by scripts: it is no secret). */
export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The same address in another language (the switch and `hreflang`). */
export function addressIn(url: URL, lang: Lang): string {
  const next = new URL(url);
  next.searchParams.set(LANG_PARAM, lang);
  return `${next.pathname}${next.search}`;
}
