/*
 * The offline page's blanks (app/routes/offline.tsx renders them, the service worker fills them
 * in): which listings this phone keeps, and where "Try again" goes. Plain string work on the kept
 * HTML, so the page needs no script of its own.
 */

/** The attributes that mark the blanks in the offline page's HTML. */
export const OFFLINE_MARKS = {
  /** "Try again": its href becomes the address that could not be reached. */
  retry: "data-offline-retry",
  /** "No listings are kept yet": removed when there are some. */
  none: "data-offline-none",
  /** The empty list the kept listings go into. */
  list: "data-offline-list",
} as const;

export interface KeptLink {
  /** `/listing/42` */
  path: string;
  title: string;
}

/** Text made safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The offline page with its blanks filled in: the kept listings (most recently opened first) and the retry address. */
export function fillOfflinePage(html: string, kept: readonly KeptLink[], retry: string): string {
  // Replacer functions throughout: a replacement string would read `$&`, `$'` or `$1` in an
  // address (a search for "$'") as patterns and paste parts of the page into the link.
  let out = html.replace(new RegExp(`<a\\b[^>]*\\b${OFFLINE_MARKS.retry}\\b[^>]*>`), (tag) =>
    tag.replace(/\bhref="[^"]*"/, () => `href="${escapeHtml(retry)}"`),
  );
  if (kept.length === 0) return out;
  out = out.replace(new RegExp(`<p\\b[^>]*\\b${OFFLINE_MARKS.none}\\b[^>]*>[\\s\\S]*?</p>`), () => "");
  const items = kept.map(
    ({ path, title }) => `<li class="saved-search-item"><a class="saved-search-name" href="${escapeHtml(path)}">${escapeHtml(title)}</a></li>`,
  );
  return out.replace(
    new RegExp(`(<ul\\b[^>]*\\b${OFFLINE_MARKS.list}\\b[^>]*>)(</ul>)`),
    (_all, open: string, close: string) => `${open}${items.join("")}${close}`,
  );
}
