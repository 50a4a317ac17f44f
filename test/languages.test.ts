import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { textsIn } from "../app/i18n";
import { user } from "../worker/db/schema";
import { call, db, json, newUser, ORIGIN } from "./fixtures";

/* Every answer in the reader's language, chosen by ?lang=, the lang cookie or the browser. */

const BROWSER = { "user-agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36" };
const en = textsIn("en");
const sw = textsIn("sw");

async function langOf(id: string): Promise<string | undefined> {
  return (await db.select({ lang: user.lang }).from(user).where(eq(user.id, id)).get())?.lang;
}

async function eventually<T>(read: () => Promise<T>, wanted: T): Promise<T> {
  let value = await read();
  for (let i = 0; i < 50 && value !== wanted; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe("the language of a page", () => {
  it("is English by default, with both languages' addresses for search engines", async () => {
    const html = await (await call("/about", { headers: BROWSER })).text();
    expect(html).toContain('<html lang="en-KE"');
    expect(html).toContain(`>${en.common.signIn}<`);
    expect(html).toMatch(/<link rel="alternate" hrefLang="sw-KE" href="http:\/\/localhost\/about\?lang=sw"/i);
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="http:\/\/localhost\/about"/i);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/about"/);
  });

  it("follows the browser's Accept-Language", async () => {
    const response = await call("/about", { headers: { ...BROWSER, "accept-language": "sw-KE,sw;q=0.9,en;q=0.5" } });
    const html = await response.text();
    expect(html).toContain('<html lang="sw-KE"');
    expect(html).toContain(`>${sw.common.signIn}<`);
    expect(html).not.toContain(`>${en.common.signIn}<`);
    expect(html).toContain(sw.components.siteFooter.company);
    // Nothing was asked for by the address: nothing to remember.
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("lang="))).toBe(false);
  });

  it("switches with ?lang= and remembers it in a cookie, which then wins over the browser", async () => {
    const switched = await call("/about?lang=sw", { headers: { ...BROWSER, "accept-language": "en" } });
    expect(switched.headers.getSetCookie()).toContain("lang=sw; Path=/; Max-Age=31536000; SameSite=Lax");
    const html = await switched.text();
    expect(html).toContain('<html lang="sw-KE"');
    // The Kiswahili page's own address is its canonical one.
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/about\?lang=sw"/);
    const later = await (await call("/about", { headers: { ...BROWSER, "accept-language": "en", cookie: "lang=sw" } })).text();
    expect(later).toContain('<html lang="sw-KE"');
    const back = await call("/about?lang=en", { headers: { ...BROWSER, cookie: "lang=sw" } });
    expect(back.headers.getSetCookie()).toContain("lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(await back.text()).toContain('<html lang="en-KE"');
  });

  it("offers the other language in the header and both in the footer, as plain links", async () => {
    const html = await (await call("/search?searchTerm=toyota", { headers: { ...BROWSER, cookie: "lang=sw" } })).text();
    expect(html).toMatch(/class="language-switch" href="\/search\?searchTerm=toyota&amp;lang=en"/);
    expect(html).toMatch(/href="\/search\?searchTerm=toyota&amp;lang=en" hrefLang="en" lang="en"/);
  });
});

describe("the server's messages", () => {
  it("are in Kiswahili for a Kiswahili reader, on the API and on the pages", async () => {
    const member = await newUser("msomaji");
    // A refusal of the API: a listing that does not exist.
    const missing = await member.as("/api/listings/999999", { headers: { cookie: `${member.cookie}; lang=sw` } });
    expect(missing.status).toBe(404);
    expect((await json<{ message: string }>(missing)).message).toBe(sw.server.common.common.listingNotFound);
    const inEnglish = await member.as("/api/listings/999999");
    expect((await json<{ message: string }>(inEnglish)).message).toBe(en.server.common.common.listingNotFound);
    // Nobody signed in: the same refusal in the reader's language, chosen by the browser.
    const refused = await call("/api/users/me/listings", { headers: { "accept-language": "sw" } });
    expect(refused.status).toBe(401);
    expect((await json<{ message: string }>(refused)).message).toBe(sw.server.common.common.signInFirst);
    // A write from another site, refused before any action runs.
    const foreign = await call("/api/favourites/1", { method: "POST", headers: { origin: "https://evil.example", cookie: "lang=sw" } });
    expect(foreign.status).toBe(403);
    expect((await json<{ message: string }>(foreign)).message).toBe(sw.server.common.common.foreignOrigin);
  });
});

describe("better-auth's refusals", () => {
  const headers = { origin: ORIGIN, "cf-connecting-ip": "10.9.0.7" };
  const signIn = (lang: string) =>
    call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", cookie: `lang=${lang}` },
      body: JSON.stringify({ email: "mpitanjia@example.com", password: "not-the-password" }),
    });

  it("are in the reader's language on the sign-in page and from /api/auth, by their code", async () => {
    await newUser("mpitanjia");
    const page = await call("/sign-in", {
      method: "POST",
      headers: { ...headers, cookie: "lang=sw" },
      body: new URLSearchParams({ email: "mpitanjia@example.com", password: "not-the-password" }),
      redirect: "manual",
    });
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain(sw.screens.signIn.signInError(sw.server.accounts.authCodes.INVALID_EMAIL_OR_PASSWORD));
    expect(html).not.toContain("Invalid email or password");

    const api = await signIn("sw");
    expect(api.status).toBe(401);
    expect(await json<{ code: string; message: string }>(api)).toEqual({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: sw.server.accounts.authCodes.INVALID_EMAIL_OR_PASSWORD,
    });
  });

  it("keep better-auth's own English words for an English reader", async () => {
    const api = await signIn("en");
    expect((await json<{ message: string }>(api)).message).toBe("Invalid email or password");
    expect(en.server.accounts.authCodes.INVALID_EMAIL_OR_PASSWORD).toBe("Invalid email or password");
  });
});

describe("a member's language", () => {
  it("is the one they signed up in, and follows their switch", async () => {
    const response = await call("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie: "lang=sw", "cf-connecting-ip": "10.9.0.1" },
      body: JSON.stringify({ name: "mwanachama", username: "mwanachama", email: "mwanachama@example.com", password: "a-good-password-1" }),
    });
    const { user: created } = await json<{ user: { id: string } }>(response);
    expect(await langOf(created.id)).toBe("sw");

    const member = await newUser("switcher");
    expect(await langOf(member.id)).toBe("en");
    await member.as("/about?lang=sw", { headers: BROWSER });
    expect(await eventually(() => langOf(member.id), "sw")).toBe("sw");
  });
});
