import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { HTML_LANG, LANG_COOKIE, langCookie, negotiateLang } from "../../app/i18n";
import type { ApiEnv } from "../api/types";
import { readCookie } from "../cookies";
import { user } from "../db/schema";
import { inLanguage } from "../i18n";
import { isRoomPath } from "../rooms";

/**
 * The whole answer in the reader's language (`?lang=`, the `lang` cookie, then the browser's
 * Accept-Language; docs/decisions/085-one-catalogue-two-languages.md); a language asked for by the
 * address is remembered, in a cookie and on a signed-in member's account.
 */
export const language = createMiddleware<ApiEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const choice = negotiateLang(url, readCookie(c.req.header("cookie"), LANG_COOKIE), c.req.header("accept-language"));
  await inLanguage(choice.lang, next);
  if (isRoomPath(c.req.path)) return;
  // Pages and API answers are in a language: said, so the service worker and any cache know which
  // (images and files are the same in every language and keep their caching).
  if (/^(text\/html|application\/json)/.test(c.res.headers.get("content-type") ?? "")) {
    c.res.headers.set("Content-Language", HTML_LANG[choice.lang]);
    // Save-Data: a page may offer low-data mode (docs/decisions/087-low-data-mode.md).
    appendVary(c.res.headers, "Cookie, Accept-Language, Save-Data");
  }
  if (!choice.remember) return;
  c.res.headers.append("Set-Cookie", langCookie(choice.lang, url.protocol === "https:"));
  // A member's mail and notifications follow the language they chose.
  const ctx = c.get("ctx");
  const me = ctx ? await ctx.currentUser().catch(() => null) : null;
  if (!me) return;
  c.executionCtx.waitUntil(
    ctx.db
      .update(user)
      .set({ lang: choice.lang })
      .where(eq(user.id, me.id))
      .then(
        () => undefined,
        (error) => console.error("remembering a member's language", error),
      ),
  );
});

/** Adds to a Vary header without repeating what it already names. */
function appendVary(headers: Headers, names: string): void {
  const have = (headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (have.includes("*")) return;
  for (const name of names.split(",").map((each) => each.trim())) if (!have.some((each) => each.toLowerCase() === name.toLowerCase())) have.push(name);
  headers.set("Vary", have.join(", "));
}
