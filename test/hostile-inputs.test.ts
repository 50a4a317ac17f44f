import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONVERSATION_MESSAGES as CHAT } from "../app/domain/conversation-texts";
import { PHONE_MESSAGES } from "../app/domain/phone";
import { PHONE_CODE_MESSAGES } from "../app/domain/phone-codes";
import { REVIEW_MESSAGES } from "../app/domain/reviews";
import { visibleLength } from "../app/domain/reader-length";
import fields from "./hostile/fields.json";
import files from "./hostile/files.json";
import invisible from "./hostile/invisible.json";
import paths from "./hostile/paths.json";
import phones from "./hostile/phones.json";
import redirects from "./hostile/redirects.json";
import strings from "./hostile/strings.json";
import { call } from "./fixtures";
import {
  buildWorld,
  type Credential,
  listingFormFields,
  listingJson,
  OWN_ORIGIN,
  PASSWORD,
  PHONE_WORLD,
  type Person,
  readAnswer,
  send,
  type Send,
  type World,
} from "./matrix-support";

/*
 * The hostile-input corpus: the inputs live as data in test/hostile/*.json; this file
 * runs each against the matching endpoint of both faces (the JSON API and the page's form or
 * loader) and holds three rules: no answer is a 5xx, nothing stored comes back as live markup,
 * and no field the server owns is taken from a client. Redirects must stay on this site.
 * Each failure names the input, so a new entry in the JSON needs no new code.
 */

type Entry = string | { repeat: string; times: number };
const expand = (entry: Entry): string => (typeof entry === "string" ? entry : entry.repeat.repeat(entry.times));
const show = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text);

const TEXTS: { kind: string; text: string }[] = Object.entries(strings)
  .filter(([kind]) => kind !== "_about")
  .flatMap(([kind, entries]) => (entries as Entry[]).map((entry) => ({ kind, text: expand(entry) })));

const MARKUP = /<[a-z!/?]/i;

/** A call as a browser makes it; a page's form is posted as a plain form (the no-script way). */
function request(method: string, path: string, person: Person | undefined, body: Omit<Send, "path"> = {}, credential: Credential = "cookie") {
  return send(method, { path, ...body }, { person, credential });
}

/**
 * A page's form posted the way the app's scripts post it (React Router's `.data`): the same
 * action, without rendering the page, for the many inputs whose only rule is "no 5xx". Inputs
 * with markup are also posted as plain forms, to read the page that comes back.
 */
function fetcher(path: string, person: Person | undefined, body: Omit<Send, "path">) {
  return send("POST", { path, ...body }, { person, credential: "cookie", fetcher: true });
}

/** No answer of ours may be a 5xx, whatever came in. */
function no5xx(label: string, status: number, text = "") {
  expect.soft(status < 500, `${label}: answered ${status} ${text.slice(0, 120)}`).toBe(true);
}

async function clearLimits() {
  await env.DB.prepare("DELETE FROM rate_limit").run();
}

async function row<T>(query: string, ...values: unknown[]): Promise<T | null> {
  return env.DB.prepare(query)
    .bind(...values)
    .first<T>();
}

/**
 * A body with a key left out: a 400 whose message and every listed issue is one of the
 * fields' own sentences (`allowed`), never the validator's words (fields.json, missingKeys).
 */
async function expectOwnSentences(where: string, response: Response, allowed: readonly string[]) {
  const text = await response.text();
  no5xx(where, response.status, text);
  expect.soft(response.status, `${where}: answered ${text.slice(0, 160)}`).toBe(400);
  const answer = JSON.parse(text) as { message?: string; issues?: { message: string }[] };
  const sentences = [answer.message ?? "", ...(answer.issues ?? []).map((issue) => issue.message)];
  for (const sentence of sentences) {
    for (const word of fields.missingKeys.rawValidatorWords) {
      expect.soft(sentence.includes(word), `${where}: ${JSON.stringify(sentence)} holds the validator's "${word}"`).toBe(false);
    }
    expect.soft(allowed, `${where}: ${JSON.stringify(sentence)} is not the field's own sentence`).toContain(sentence);
  }
}

/**
 * Each key of a valid body left out in turn, then the bodies that read as no object at all; `check`
 * gets a label, the body sent, and the sentences allowed for what is missing.
 */
function missingKeyBodies(valid: Record<string, unknown>, sentences: Record<string, string>): { label: string; send: Omit<Send, "path">; allowed: string[] }[] {
  const omitted = Object.keys(valid).map((key) => {
    const { [key]: _left, ...rest } = valid;
    return { label: `without ${key}`, send: { json: rest }, allowed: [sentences[key] ?? ""] };
  });
  const all = Object.values(sentences);
  const empty = fields.missingKeys.bodies.map((body) => ({
    label: `body ${JSON.stringify(body)}`,
    send: { body, contentType: "application/json" },
    allowed: all,
  }));
  return [...omitted, ...empty];
}

/** Markup whose text any of our pages holds anyway (`<script>`, `<!--`): finding it proves nothing. */
let ordinaryMarkup: string | null = null;

async function pagesAsTheyAre(world: World): Promise<string> {
  const pages = await Promise.all([
    call("/"),
    call(`/listing/${world.listingId}`),
    call("/sign-in"),
    call("/sign-up"),
    call("/forgot-password"),
    request("GET", `/messages/${world.conversations.buyerConversationId}`, world.owner),
    request("GET", "/admin-dashboard", world.admin),
    request("GET", "/create-listing", world.admin),
  ]);
  return (await Promise.all(pages.map((page) => page.text()))).join("\n");
}

/** A text that must never come back verbatim in a page: markup our own pages do not already contain. */
async function telling(world: World, text: string): Promise<boolean> {
  ordinaryMarkup ??= await pagesAsTheyAre(world);
  return MARKUP.test(text) && !ordinaryMarkup.includes(text);
}

/** The page a response holds, when it is one (a `.data` answer is data for the scripts, not a page). */
async function htmlOf(response: Response): Promise<string | null> {
  const text = await response.text();
  return (response.headers.get("content-type") ?? "").startsWith("text/html") ? text : null;
}

/** Kinds of text that also go to the costlier paths (rendered pages, every form); the rest go to each face once. */
const SHARP = new Set(["markup", "control", "oversize"]);

/** FTS syntax matters to search; everywhere else it is plain text that the other kinds already cover. */
const STORED_TEXTS = TEXTS.filter((entry) => entry.kind !== "fts");

describe("hostile text (FTS syntax, control characters, SQL, markup, oversize)", () => {
  it("search: the API and the search page answer every term without a 5xx", async () => {
    await buildWorld();
    for (const { kind, text } of TEXTS) {
      const query = new URLSearchParams({ searchTerm: text }).toString();
      const api = await readAnswer(await call(`/api/listings?${query}`));
      no5xx(`${kind} GET /api/listings?searchTerm=${show(text)}`, api.status, api.text);
      // The page's loader as the app's scripts fetch it, and the page itself for control characters (finding 7).
      const page = await readAnswer(await call(`/search.data?${query}`));
      no5xx(`${kind} GET /search.data?searchTerm=${show(text)}`, page.status, page.text);
      if (kind === "control") {
        const html = await call(`/search?${query}`, { redirect: "manual" });
        no5xx(`${kind} GET /search?searchTerm=${show(text)}`, html.status, await html.text());
      }
    }
  }, 180_000);

  it("reports and messages: both faces take or refuse every text without a 5xx; what is stored reads as text", async () => {
    const world = await buildWorld();
    const id = world.listingId;
    for (const { kind, text } of STORED_TEXTS) {
      await clearLimits();
      const label = `${kind} ${show(text)}`;
      const answers: [string, Response][] = [
        ["POST /api/listings/:id/reports", await request("POST", `/api/listings/${id}/reports`, world.other, { json: { reason: text } })],
        ["POST /api/listings/:id/messages", await request("POST", `/api/listings/${id}/messages`, world.other, { json: { body: text } })],
        ["POST /listing/:id report", await fetcher(`/listing/${id}`, world.other, { form: { intent: "report", reason: text } })],
      ];
      if (SHARP.has(kind)) {
        answers.push(
          [
            "POST /api/conversations/:id/messages",
            await request("POST", `/api/conversations/${world.conversations.buyerConversationId}/messages`, world.owner, { json: { text } }),
          ],
          ["POST /listing/:id message", await request("POST", `/listing/${id}`, world.admin, { form: { intent: "message", text } })],
          [
            "POST /messages/:id send",
            await request("POST", `/messages/${world.conversations.buyerConversationId}`, world.owner, { form: { intent: "send", text } }),
          ],
        );
      }
      for (const [where, response] of answers) {
        const status = response.status;
        const html = await htmlOf(response);
        no5xx(`${where} ${label}`, status, html ?? "");
        // A refused form comes back with what was typed: escaped, never as markup.
        if (html && (await telling(world, text))) expect.soft(html.includes(text), `${where} ${label}: echoed unescaped`).toBe(false);
      }
    }
    // What was stored reads as text on the owner's conversation page and in the admin's reports.
    const inbox = await (await request("GET", `/messages/${world.conversations.buyerConversationId}`, world.owner)).text();
    const dashboard = await (await request("GET", "/admin-dashboard", world.admin)).text();
    for (const { kind, text } of TEXTS) {
      if (!(await telling(world, text))) continue;
      expect.soft(inbox.includes(text), `${kind} ${show(text)}: a message rendered unescaped on /messages/:id`).toBe(false);
      expect.soft(dashboard.includes(text), `${kind} ${show(text)}: a report rendered unescaped on /admin-dashboard`).toBe(false);
    }
  }, 300_000);

  it("listings: every text is refused or stored on both faces, and the listing page shows it as text", async () => {
    const world = await buildWorld();
    const freeOthersUpload = async () => {
      await env.DB.prepare("DELETE FROM listings WHERE user_ref = ?").bind(world.other.id).run();
      await env.DB.prepare("UPDATE uploads SET listing_id = NULL WHERE user_id = ?").bind(world.other.id).run();
    };
    for (const { kind, text } of STORED_TEXTS) {
      await clearLimits();
      const label = `${kind} ${show(text)}`;
      // The name has the narrowest rule; the other texts go together, where most are stored.
      for (const changes of [{ name: text }, { description: text, sellerName: text, businessName: text, location: text }]) {
        const created = await request("POST", "/api/listings", world.other, {
          json: listingJson([world.other.freeUpload], { phoneNumber: world.other.phone, ...changes }),
        });
        const body = await created.text();
        no5xx(`POST /api/listings ${Object.keys(changes).join(",")} ${label}`, created.status, body);
        if (created.status === 201) {
          expect.soft(created.headers.get("content-type"), `${label}: the API answers JSON`).toMatch(/^application\/json/);
          const listingId = (JSON.parse(body) as { data: { _id: string } }).data._id;
          if (await telling(world, text)) {
            const page = await (await call(`/listing/${listingId}`)).text();
            expect.soft(page.includes(text), `${label}: rendered unescaped on /listing/${listingId}`).toBe(false);
          }
        }
        await freeOthersUpload();
      }
      const form = await fetcher("/create-listing", world.other, {
        form: listingFormFields([world.other.freeUpload], { phoneNumber: world.other.phone, name: text, description: text }),
      });
      no5xx(`POST /create-listing ${label}`, form.status, await form.text());
      await freeOthersUpload();
      if (SHARP.has(kind)) {
        const patched = await request("PATCH", `/api/listings/${world.listingId}`, world.owner, { json: { name: text, description: text } });
        no5xx(`PATCH /api/listings/:id ${label}`, patched.status, await patched.text());
        const refused = await request("POST", `/update-listing/${world.listingId}`, world.owner, {
          form: listingFormFields([world.photoUrl], { name: text, description: text }),
        });
        const html = await htmlOf(refused);
        no5xx(`POST /update-listing/:id ${label}`, refused.status, html ?? "");
        if (html && (await telling(world, text))) expect.soft(html.includes(text), `POST /update-listing/:id ${label}: echoed unescaped`).toBe(false);
      }
    }
    // Whatever the updates stored is shown as text.
    const page = await (await call(`/listing/${world.listingId}`)).text();
    for (const { kind, text } of TEXTS.filter((entry) => SHARP.has(entry.kind))) {
      if (await telling(world, text)) expect.soft(page.includes(text), `${kind} ${show(text)}: an update rendered unescaped on the listing page`).toBe(false);
    }
  }, 300_000);

  it("accounts: sign-up, sign-in, forgot password and profile updates take or refuse every text without a 5xx", async () => {
    const world = await buildWorld();
    let n = 0;
    for (const { kind, text } of STORED_TEXTS) {
      n += 1;
      const label = `${kind} ${show(text)}`;
      const letters = `hostile${n}`.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] as string);
      // A good password for the sharp kinds, so the name itself is what decides (finding 8).
      const password = SHARP.has(kind) ? PASSWORD : "short";
      const answers: [string, Response][] = [
        [
          "POST /api/auth/sign-up/email name",
          await request("POST", "/api/auth/sign-up/email", undefined, { json: { name: text, username: letters, email: `${letters}@matrix.test`, password } }),
        ],
        ["POST /api/auth/sign-in/email", await request("POST", "/api/auth/sign-in/email", undefined, { json: { email: text, password: text } })],
        ["PATCH /api/users/me username", await request("PATCH", "/api/users/me", world.other, { json: { username: text } })],
        ["POST /sign-in", await fetcher("/sign-in", undefined, { form: { email: text, password: "x", redirectTo: "/" } })],
        ["POST /sign-up", await fetcher("/sign-up", undefined, { form: { username: text, email: text, password: "x", terms: "on" } })],
      ];
      if (SHARP.has(kind)) {
        const displayUsername = { name: letters, username: `${letters}x`, displayUsername: text, email: `${letters}x@matrix.test`, password };
        answers.push(
          ["POST /api/auth/sign-up/email displayUsername", await request("POST", "/api/auth/sign-up/email", undefined, { json: displayUsername })],
          ["POST /sign-in (page)", await request("POST", "/sign-in", undefined, { form: { email: text, password: "x" } })],
          ["POST /sign-up (page)", await request("POST", "/sign-up", undefined, { form: { username: text, email: text, password: "x", terms: "on" } })],
          ["POST /profile update", await request("POST", "/profile", world.other, { form: { intent: "update", username: text, email: text } })],
          ["POST /forgot-password", await request("POST", "/forgot-password", undefined, { form: { email: text } })],
        );
      }
      for (const [where, response] of answers) {
        const status = response.status;
        const html = await htmlOf(response);
        no5xx(`${where} ${label}`, status, html ?? "");
        if (html && (await telling(world, text))) expect.soft(html.includes(text), `${where} ${label}: echoed unescaped`).toBe(false);
      }
    }
    // Finding 8: the product's own rules on every path that writes a user; markup never becomes a name.
    const names = await env.DB.prepare("SELECT name, username, display_username FROM user").all<Record<string, string | null>>();
    for (const stored of names.results) {
      for (const value of Object.values(stored)) {
        expect.soft(MARKUP.test(value ?? ""), `finding 8: a user was stored with markup in a name: ${show(value ?? "")}`).toBe(false);
        expect.soft((value ?? "").length <= 200, `finding 8: a user was stored with a ${value?.length}-character name`).toBe(true);
      }
    }
  }, 300_000);
});

// Forgiving search: the header's suggestions read every hostile text.
describe("invisible text: every text minimum counts what a reader sees", () => {
  const INVISIBLE = (invisible.texts as Entry[]).map(expand);

  it("a review, a report, a message and a listing's title or description of zero-width characters are refused with their sentences on both faces, and nothing is stored", async () => {
    const world = await buildWorld();
    const id = world.listingId;
    const counts = () =>
      row<{ reviews: number; reports: number; messages: number; listings: number }>(
        "SELECT (SELECT count(*) FROM reviews) AS reviews, (SELECT count(*) FROM reports) AS reports, (SELECT count(*) FROM messages) AS messages, (SELECT count(*) FROM listings) AS listings",
      );
    const before = await counts();
    for (const text of INVISIBLE) {
      await clearLimits();
      const label = show(text);
      const refusals: [string, Response, string][] = [
        [
          "POST /api/users/:id/reviews",
          await request("POST", `/api/users/${world.owner.id}/reviews`, world.other, { json: { listingId: String(id), rating: 4, comment: text } }),
          "Please write at least 10 characters about the seller.",
        ],
        [
          "POST /api/listings/:id/reports",
          await request("POST", `/api/listings/${id}/reports`, world.other, { json: { reason: text } }),
          "Please provide a reason for reporting.",
        ],
        [
          "POST /api/listings/:id/messages",
          await request("POST", `/api/listings/${id}/messages`, world.other, { json: { body: text } }),
          "Please write your message.",
        ],
        [
          "POST /api/conversations/:id/messages",
          await request("POST", `/api/conversations/${world.conversations.buyerConversationId}/messages`, world.owner, { json: { text } }),
          "Please write your message.",
        ],
        [
          "POST /listing/:id report",
          await request("POST", `/listing/${id}`, world.other, { form: { intent: "report", reason: text } }),
          "Please provide a reason for reporting.",
        ],
        [
          "POST /messages/:id send",
          await request("POST", `/messages/${world.conversations.buyerConversationId}`, world.owner, { form: { intent: "send", text } }),
          "Please write your message.",
        ],
        [
          "POST /api/listings name",
          await request("POST", "/api/listings", world.other, { json: listingJson([world.other.freeUpload], { phoneNumber: world.other.phone, name: text }) }),
          "Title must be 10 to",
        ],
        [
          "POST /api/listings description",
          await request("POST", "/api/listings", world.other, {
            json: listingJson([world.other.freeUpload], { phoneNumber: world.other.phone, description: text }),
          }),
          "Description is required",
        ],
        [
          "POST /create-listing",
          await request("POST", "/create-listing", world.other, {
            form: listingFormFields([world.other.freeUpload], { phoneNumber: world.other.phone, name: text }),
          }),
          "Title must be 10 to",
        ],
      ];
      for (const [where, response, sentence] of refusals) {
        const body = await response.text();
        expect.soft(response.status, `${where} ${label}: ${body.slice(0, 160)}`).toBe(400);
        expect.soft(body.includes(sentence), `${where} ${label}: says ${JSON.stringify(sentence)}`).toBe(true);
      }
    }
    expect(await counts()).toEqual(before);
  }, 300_000);
});

describe("hostile text in the header's suggestions", () => {
  it("GET /api/search/suggestions answers every text with at most 8 plain strings, never a 5xx", async () => {
    await buildWorld();
    for (const { kind, text } of TEXTS) {
      const answer = await readAnswer(await call(`/api/search/suggestions?${new URLSearchParams({ q: text })}`));
      no5xx(`${kind} GET /api/search/suggestions?q=${show(text)}`, answer.status, answer.text);
      expect.soft(answer.status, `${kind} ${show(text)}`).toBe(200);
      const suggestions = (JSON.parse(answer.text) as { data: { suggestions: unknown[] } }).data.suggestions;
      expect.soft(suggestions.length <= 8 && suggestions.every((item) => typeof item === "string"), `${kind} ${show(text)}`).toBe(true);
    }
  }, 180_000);
});

describe("hostile redirect targets", () => {
  /** Where a Location takes the browser, after its own normalisation (the URL parser drops tabs and newlines, reads \ as /). */
  function staysHome(location: string | null): boolean {
    if (location === null) return true;
    try {
      return new URL(location, `${OWN_ORIGIN}/sign-in`).origin === OWN_ORIGIN;
    } catch {
      return false;
    }
  }

  it("sign-in (signed in, and after a successful sign-in) and the Google landing go only to our own pages", async () => {
    const world = await buildWorld();
    for (const target of redirects.targets) {
      // Two sign-ins per target: a per-account limit must not turn the later ones into 429s.
      await clearLimits();
      const label = `redirectTo=${show(target)}`;
      const query = new URLSearchParams({ redirectTo: target }).toString();
      const answers: [string, Response][] = [
        ["GET /sign-in (signed in)", await request("GET", `/sign-in?${query}`, world.owner)],
        ["POST /sign-in", await request("POST", "/sign-in", undefined, { form: { email: world.owner.email, password: PASSWORD, redirectTo: target } })],
        ["GET /auth/google?outcome=signed-in", await request("GET", `/auth/google?outcome=signed-in&${query}`, world.owner)],
        ["POST /auth/google", await request("POST", "/auth/google", world.owner, { form: { redirectTo: target } })],
        [
          "POST /api/auth/sign-in/email callbackURL",
          await request("POST", "/api/auth/sign-in/email", undefined, { json: { email: world.owner.email, password: PASSWORD, callbackURL: target } }),
        ],
      ];
      // The same raw bytes as a browser might send them, unencoded where the URL allows.
      const raw = await call(`/sign-in?redirectTo=${target.replace(/[\s#?&%]/g, encodeURIComponent)}`, {
        headers: { cookie: world.owner.cookie },
        redirect: "manual",
      });
      answers.push(["GET /sign-in raw (signed in)", raw]);
      for (const [where, response] of answers) {
        no5xx(`${where} ${label}`, response.status, await response.text());
        const location = response.headers.get("location");
        expect.soft(staysHome(location), `${where} ${label}: Location ${JSON.stringify(location)} leaves the site`).toBe(true);
      }
    }
  }, 300_000);
});

describe("wrong types and forged fields", () => {
  it("every listing field of every wrong type is refused without a 5xx on create and update", async () => {
    const world = await buildWorld();
    for (const field of fields.listingFields) {
      for (const value of fields.wrongTypes) {
        const label = `${field}=${JSON.stringify(value)}`;
        const created = await request("POST", "/api/listings", world.other, {
          json: listingJson([world.other.freeUpload], { phoneNumber: world.other.phone, [field]: value }),
        });
        no5xx(`POST /api/listings ${label}`, created.status, await created.text());
        // An update starts from the stored listing, so fewer values tell it anything new.
        if (value === null || typeof value === "object" || value === "") {
          const updated = await request("PATCH", `/api/listings/${world.listingId}`, world.owner, { json: { [field]: value } });
          no5xx(`PATCH /api/listings/:id ${label}`, updated.status, await updated.text());
        }
        if (created.status === 201) {
          await env.DB.prepare("DELETE FROM listings WHERE user_ref = ?").bind(world.other.id).run();
          await env.DB.prepare("UPDATE uploads SET listing_id = NULL WHERE user_id = ?").bind(world.other.id).run();
        }
      }
    }
    for (const value of fields.wrongTypes) {
      await clearLimits();
      const label = JSON.stringify(value);
      const answers: [string, Response][] = [
        ["POST reports reason", await request("POST", `/api/listings/${world.listingId}/reports`, world.other, { json: { reason: value } })],
        ["POST messages body", await request("POST", `/api/listings/${world.listingId}/messages`, world.other, { json: { body: value } })],
        [
          "PATCH /api/users/me",
          await request("PATCH", "/api/users/me", world.other, { json: { username: value, email: value, password: value, currentPassword: value } }),
        ],
        ["PUT availability", await request("PUT", `/api/listings/${world.listingId}/availability`, world.owner, { json: { isAvailable: value } })],
        ["POST contact", await request("POST", `/api/listings/${world.listingId}/contact`, undefined, { json: { channel: value } })],
        ["POST moderation", await request("POST", `/api/admin/listings/${world.listingId}/moderation`, world.admin, { json: { action: value } })],
        ["POST verification", await request("POST", `/api/admin/users/${world.buyerId}/verification`, world.admin, { json: { verified: value } })],
        [
          "POST sign-up",
          await request("POST", "/api/auth/sign-up/email", undefined, { json: { name: value, username: value, email: value, password: value } }),
        ],
        ["POST sign-in", await request("POST", "/api/auth/sign-in/email", undefined, { json: { email: value, password: value } })],
        ["raw JSON body", await request("POST", "/api/listings", world.other, { body: JSON.stringify(value), contentType: "application/json" })],
      ];
      for (const [where, response] of answers) no5xx(`${where} ${label}`, response.status, await response.text());
    }
    // Bodies that are not JSON at all, or say one thing and send another.
    for (const [contentType, body] of [
      ["application/json", "{"],
      ["application/json", "\u0000"],
      ["text/plain", '{"name":"x"}'],
      ["multipart/form-data; boundary=x", "--x\r\nbroken"],
      ["application/x-www-form-urlencoded", "%%%"],
    ] as const) {
      for (const path of ["/api/listings", `/api/listings/${world.listingId}/reports`, "/api/uploads", "/api/users/me/avatar", "/api/admin/homepage-images"]) {
        const response = await request("POST", path, world.admin, { body, contentType });
        no5xx(`POST ${path} ${contentType} ${show(body)}`, response.status, await response.text());
      }
      for (const path of [
        "/sign-in",
        "/sign-up",
        `/listing/${world.listingId}`,
        "/profile",
        "/create-listing",
        "/admin-dashboard",
        "/forgot-password",
        `/reset-password/${world.resetToken}`,
        `/update-listing/${world.listingId}`,
        "/sign-out",
        "/auth/google",
      ]) {
        const response = await request("POST", path, world.admin, { body, contentType });
        no5xx(`POST ${path} ${contentType} ${show(body)}`, response.status, await response.text());
      }
    }
  }, 300_000);

  it("forged listing fields are ignored on both faces: the owner, counts and moderation stay the server's", async () => {
    const world = await buildWorld();
    const forged = fields.forgedListing;
    const created = await request("POST", "/api/listings", world.owner, { json: listingJson([world.owner.freeUpload], forged) });
    no5xx("POST /api/listings forged", created.status);
    const formFields = listingFormFields([world.admin.freeUpload], { phoneNumber: world.admin.phone });
    for (const [key, value] of Object.entries(forged)) formFields.append(key, String(value));
    const page = await request("POST", "/create-listing", world.admin, { form: formFields });
    no5xx("POST /create-listing forged", page.status);
    const patched = await request("PATCH", `/api/listings/${world.listingId}`, world.owner, { json: forged });
    no5xx("PATCH /api/listings/:id forged", patched.status);
    const updateForm = listingFormFields([world.photoUrl]);
    for (const [key, value] of Object.entries(forged)) updateForm.append(key, String(value));
    const pageUpdate = await request("POST", `/update-listing/${world.listingId}`, world.owner, { form: updateForm });
    no5xx("POST /update-listing forged", pageUpdate.status);
    const rows = await env.DB.prepare("SELECT id, user_ref, views, is_hidden, is_available, created_at FROM listings").all<{
      id: number;
      user_ref: string;
      views: number;
      is_hidden: number;
      is_available: number;
      created_at: number;
    }>();
    expect(rows.results.length, "both creates took place").toBe(3);
    for (const listing of rows.results) {
      expect.soft(listing.id, "a forged id was kept").not.toBe(999);
      expect.soft([world.owner.id, world.admin.id], `listing ${listing.id}: a forged userRef was kept`).toContain(listing.user_ref);
      expect.soft(listing.views, `listing ${listing.id}: forged views were kept`).toBe(0);
      expect.soft(listing.is_hidden, `listing ${listing.id}: a forged isHidden was kept`).toBe(0);
      expect.soft(listing.is_available, `listing ${listing.id}: a forged isAvailable was kept`).toBe(1);
      expect.soft(listing.created_at, `listing ${listing.id}: a forged createdAt was kept`).toBeGreaterThan(Date.parse("2020-01-01"));
    }
    const verified = await row<{ n: number }>("SELECT count(*) AS n FROM user WHERE is_seller_verified = 1");
    expect.soft(verified?.n, "a forged isSellerVerified was kept").toBe(0);
  });

  it("forged user fields are ignored on every path that writes a user (sign-up, update-user, profile)", async () => {
    const world = await buildWorld();
    const forged = fields.forgedUser;
    const answers: [string, Response][] = [
      [
        "POST /api/auth/sign-up/email",
        await request("POST", "/api/auth/sign-up/email", undefined, {
          json: { ...forged, name: "forger", username: "forger", email: "forger@matrix.test", password: PASSWORD },
        }),
      ],
      [
        "POST /sign-up",
        await request("POST", "/sign-up", undefined, {
          form: { ...stringsOf(forged), username: "forgerpage", email: "forgerpage@matrix.test", password: PASSWORD, terms: "on" },
        }),
      ],
      ["POST /api/auth/update-user", await request("POST", "/api/auth/update-user", world.other, { json: forged })],
      // One owned field at a time too: a body with a refused field is refused whole, which proves nothing of the others.
      ["POST /api/auth/update-user image", await request("POST", "/api/auth/update-user", world.owner, { json: { image: forged.image } })],
      [
        "POST /api/auth/update-user outside image",
        await request("POST", "/api/auth/update-user", world.admin, { json: { image: "https://evil.example/x.jpg" } }),
      ],
      [
        "POST /api/auth/sign-up/email outside image",
        await request("POST", "/api/auth/sign-up/email", undefined, {
          json: { name: "imager", username: "imager", email: "imager@matrix.test", password: PASSWORD, image: "https://evil.example/x.jpg" },
        }),
      ],
      ["PATCH /api/users/me", await request("PATCH", "/api/users/me", world.other, { json: { ...forged, username: "other_renamed" } })],
      ["POST /profile update", await request("POST", "/profile", world.admin, { form: { ...stringsOf(forged), intent: "update", username: "admin_renamed" } })],
    ];
    for (const [where, response] of answers) no5xx(`${where} forged`, response.status, await response.text());
    const users = await env.DB.prepare("SELECT id, email, role, is_seller_verified, image, last_login FROM user").all<{
      id: string;
      email: string;
      role: string;
      is_seller_verified: number;
      image: string | null;
      last_login: number | null;
    }>();
    for (const user of users.results) {
      expect.soft(user.id, "a forged user id was kept").not.toBe("forged-id");
      expect.soft(user.role, `${user.email}: a forged role was kept`).toBe(user.id === world.admin.id ? "admin" : "user");
      expect.soft(user.is_seller_verified, `${user.email}: a forged isSellerVerified was kept`).toBe(0);
      // Findings 1 and 8: an image is set only by the avatar upload, never to another's object.
      expect
        .soft(user.image === null || user.image.startsWith("/uploads/avatars/"), `${user.email}: an image not uploaded as an avatar was kept: ${user.image}`)
        .toBe(true);
      expect.soft(user.last_login ?? Date.now(), `${user.email}: a forged lastLogin was kept`).toBeGreaterThan(Date.parse("2020-01-01"));
    }
  });
});

function stringsOf(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, String(value)]));
}

describe("path traversal and odd ids", () => {
  it("upload keys, ids and image addresses never reach outside their place, and never give a 5xx", async () => {
    const world = await buildWorld();
    for (const key of paths.uploadKeys) {
      const served = await call(`/uploads/${key}`);
      no5xx(`GET /uploads/${key}`, served.status, await served.text());
      // (`/uploads/..` is the home page by the time it arrives: the URL parser resolves the dots.)
      const type = served.headers.get("content-type") ?? "";
      expect.soft(served.status === 200 && !type.startsWith("text/html"), `GET /uploads/${key}: served ${type}`).toBe(false);
    }
    for (const id of paths.ids) {
      await clearLimits();
      const answers: [string, Response][] = [
        ["GET /api/listings/:id", await request("GET", `/api/listings/${id}`, undefined)],
        ["PATCH /api/listings/:id", await request("PATCH", `/api/listings/${id}`, world.owner, { json: { regularPrice: 1000 } })],
        ["DELETE /api/listings/:id", await request("DELETE", `/api/listings/${id}`, world.other)],
        ["PUT availability", await request("PUT", `/api/listings/${id}/availability`, world.owner, { json: { isAvailable: false } })],
        ["POST reports", await request("POST", `/api/listings/${id}/reports`, world.other, { json: { reason: "x" } })],
        ["POST contact", await request("POST", `/api/listings/${id}/contact?channel=call`, undefined)],
        ["POST phone", await request("POST", `/api/listings/${id}/phone`, undefined)],
        ["POST /listing/:id show-contact", await fetcher(`/listing/${id}`, undefined, { form: { intent: "show-contact" } })],
        ["POST favourites", await request("POST", `/api/favourites/${id}`, world.other)],
        ["POST conversation messages", await request("POST", `/api/conversations/${id}/messages`, world.other, { json: { text: "x" } })],
        ["DELETE homepage image", await request("DELETE", `/api/admin/homepage-images/${id}`, world.admin)],
        ["GET /api/users/:id", await request("GET", `/api/users/${id}`, undefined)],
        ["POST verification", await request("POST", `/api/admin/users/${id}/verification`, world.admin, { json: { verified: true } })],
        ["GET /listing/:id", await request("GET", `/listing/${id}`, undefined)],
        ["POST /listing/:id report", await fetcher(`/listing/${id}`, world.other, { form: { intent: "report", reason: "x" } })],
        ["POST /update-listing/:id", await fetcher(`/update-listing/${id}`, world.owner, { form: listingFormFields([world.photoUrl]) })],
        ["POST /profile delete-listing", await fetcher("/profile", world.other, { form: { intent: "delete-listing", listingId: id, confirmed: "yes" } })],
        ["POST /admin-dashboard delete-image", await fetcher("/admin-dashboard", world.admin, { form: { intent: "delete-image", imageId: id } })],
      ];
      for (const [where, response] of answers) no5xx(`${where} id=${show(id)}`, response.status, await response.text());
    }
    // Whatever the ids said, the owner's listing is still there (the admin may delete the sponsor image: `0x1` reads as 1).
    expect(await row("SELECT id FROM listings WHERE id = ?", world.listingId), "a hostile id removed the owner's listing").not.toBeNull();
    for (const url of paths.imageUrls) {
      const label = `imageUrls=[${show(url)}]`;
      const created = await request("POST", "/api/listings", world.other, { json: listingJson([url], { phoneNumber: world.other.phone }) });
      no5xx(`POST /api/listings ${label}`, created.status, await created.text());
      expect.soft(created.status, `POST /api/listings ${label}: took an image that is not the caller's upload`).toBe(400);
      const page = await request("POST", "/create-listing", world.other, { form: listingFormFields([url], { phoneNumber: world.other.phone }) });
      no5xx(`POST /create-listing ${label}`, page.status, await page.text());
      expect.soft(page.status, `POST /create-listing ${label}: took an image that is not the caller's upload`).toBe(400);
    }
    expect(await row("SELECT id FROM listings WHERE user_ref = ?", world.other.id), "a listing took another's or an outside image").toBeNull();
    const photo = await env.IMAGES.head(world.photoUrl.slice("/uploads/".length));
    expect(photo, "a hostile id or address removed the owner's photo").not.toBeNull();
  }, 300_000);
});

describe("intents that are no button", () => {
  // The pages look an intent up in a table of their buttons (app/actions/intents.server.ts):
  // a name every object has must not be taken for one.
  const ODD_INTENTS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "", "UPDATE", "update ", "hide\u0000"];

  it("the profile and the dashboard answer an unknown or inherited intent 400 with their sentence, on both ways of posting", async () => {
    const world = await buildWorld();
    for (const intent of ODD_INTENTS) {
      await clearLimits();
      const answers: [string, Response][] = [
        ["POST /profile", await request("POST", "/profile", world.other, { form: { intent, listingId: String(world.listingId) } })],
        ["POST /profile (script)", await fetcher("/profile", world.other, { form: { intent } })],
        ["POST /admin-dashboard", await request("POST", "/admin-dashboard", world.admin, { form: { intent, listingId: String(world.listingId) } })],
        ["POST /admin-dashboard (script)", await fetcher("/admin-dashboard", world.admin, { form: { intent } })],
      ];
      for (const [where, response] of answers) {
        const text = await response.text();
        expect.soft(response.status, `${where} intent=${show(intent)}: ${text.slice(0, 120)}`).toBe(400);
        // (The dashboard's page says an answer beside the button it belongs to: no button, no place.)
        if (where !== "POST /admin-dashboard")
          expect.soft(text.includes("Unknown action") || text.includes("Kitendo hiki hakijulikani"), `${where} intent=${show(intent)}: no sentence`).toBe(true);
      }
    }
    expect(await row("SELECT id FROM listings WHERE id = ? AND is_hidden = 0", world.listingId), "an odd intent changed the listing").not.toBeNull();
  }, 120_000);
});

describe("files that pretend to be images", () => {
  const decode = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

  it("are refused, or kept only as images that are served as images, on every upload path", async () => {
    const world = await buildWorld();
    for (const file of files.files) {
      await clearLimits();
      const bytes = decode(file.base64);
      const part = () => new File([bytes], file.name, { type: file.type });
      const listing = new FormData();
      listing.append("images", part());
      const chat = new FormData();
      chat.append("images", part());
      const avatar = new FormData();
      avatar.append("profileImage", part());
      const sponsor = new FormData();
      sponsor.append("homepageImages", part());
      sponsor.append("urls", "jenga.co.ke");
      sponsor.append("companyNames", "Jenga");
      const createForm = listingFormFields([], { phoneNumber: world.other.phone });
      createForm.append("photos", part());
      const adminForm = new FormData();
      adminForm.append("intent", "upload-images");
      adminForm.append("homepageImages", part());
      adminForm.append("urls", "jenga.co.ke");
      adminForm.append("companyNames", "Jenga");
      const answers: [string, Response][] = [
        ["POST /api/uploads", await request("POST", "/api/uploads", world.other, { form: listing })],
        ["POST /api/uploads?for=message", await request("POST", "/api/uploads?for=message", world.other, { form: chat })],
        ["POST /api/users/me/avatar", await request("POST", "/api/users/me/avatar", world.other, { form: avatar })],
        ["POST /api/admin/homepage-images", await request("POST", "/api/admin/homepage-images", world.admin, { form: sponsor })],
        ["POST /create-listing photos", await request("POST", "/create-listing", world.other, { form: createForm })],
        ["POST /admin-dashboard upload-images", await request("POST", "/admin-dashboard", world.admin, { form: adminForm })],
      ];
      for (const [where, response] of answers) {
        const text = await response.text();
        no5xx(`${where} ${file.name}`, response.status, text);
        if (MARKUP.test(file.name)) expect.soft(text.includes(file.name), `${where} ${file.name}: the file name was echoed unescaped`).toBe(false);
      }
    }
    // Every object any path kept is an image, stored and served under a key of ours, with nosniff.
    const objects = await env.IMAGES.list({ include: ["httpMetadata"] });
    for (const object of objects.objects) {
      expect.soft(object.key, `a stored key looks like a file name a client gave: ${object.key}`).toMatch(/^[a-z]+\/[0-9a-f-]{36}(\.thumb)?\.[a-z]+$/);
      expect
        .soft(object.httpMetadata?.contentType ?? "", `${object.key}: stored as ${object.httpMetadata?.contentType}`)
        .toMatch(/^image\/(jpeg|png|webp|avif)$/);
      // A thumbnail is reached through its image's address with a small width; a chat photo by its uploader alone.
      const address = object.key.includes(".thumb.") ? `/uploads/${object.key.replace(".thumb.", ".")}?w=480` : `/uploads/${object.key}`;
      const served = object.key.startsWith("chat/") ? await request("GET", address, world.other) : await call(address);
      await served.arrayBuffer();
      expect
        .soft(served.headers.get("content-type") ?? "", `${object.key}: served as ${served.headers.get("content-type")}`)
        .toMatch(/^image\/(jpeg|png|webp|avif)$/);
      expect.soft(served.headers.get("x-content-type-options"), `${object.key}: served without nosniff`).toBe("nosniff");
    }
  }, 300_000);
});

describe("hostile phone numbers and SMS codes", () => {
  const NUMBERS = (phones.numbers as Entry[]).map(expand);
  const CODES = (phones.codes as Entry[]).map(expand);

  it("both faces refuse every odd number and code without a 5xx, store nothing, and echo nothing as markup", async () => {
    const world = await buildWorld();
    const phoneRows = async () =>
      await env.DB.prepare("SELECT (SELECT count(*) FROM phones) AS phones, (SELECT count(*) FROM phone_codes) AS codes").first<{
        phones: number;
        codes: number;
      }>();
    const start = await phoneRows();
    const values: unknown[] = [...NUMBERS, ...fields.wrongTypes];
    for (const value of values) {
      await clearLimits();
      const label = show(typeof value === "string" ? value : JSON.stringify(value));
      const text = typeof value === "string" ? value : JSON.stringify(value);
      const answers: [string, Response][] = [
        ["POST /api/users/me/phone", await request("POST", "/api/users/me/phone", world.other, { json: { phoneNumber: value } })],
        [
          "POST /api/users/me/phone/verify",
          await request("POST", "/api/users/me/phone/verify", world.owner, { json: { phoneNumber: value, code: PHONE_WORLD.code } }),
        ],
        ["DELETE /api/users/me/phones/:phoneNumber", await request("DELETE", `/api/users/me/phones/${encodeURIComponent(text.slice(0, 2000))}`, world.owner)],
        ["POST /profile send-phone-code", await request("POST", "/profile", world.other, { form: { intent: "send-phone-code", phoneNumber: text } })],
        [
          "POST /profile confirm-phone",
          await request("POST", "/profile", world.owner, { form: { intent: "confirm-phone", phoneNumber: text, code: PHONE_WORLD.code } }),
        ],
        ["POST /profile remove-phone", await request("POST", "/profile", world.owner, { form: { intent: "remove-phone", phoneNumber: text } })],
      ];
      for (const [where, response] of answers) {
        const html = await htmlOf(response);
        no5xx(`${where} ${label}`, response.status, html ?? "");
        expect.soft(response.status, `${where} ${label}: an odd number was taken`).toBeGreaterThanOrEqual(400);
        if (html && MARKUP.test(text)) expect.soft(html.includes(text), `${where} ${label}: echoed unescaped`).toBe(false);
      }
    }
    for (const value of [...CODES, ...fields.wrongTypes]) {
      const label = show(typeof value === "string" ? value : JSON.stringify(value));
      const text = typeof value === "string" ? value : JSON.stringify(value);
      const api = await request("POST", "/api/users/me/phone/verify", world.owner, { json: { phoneNumber: PHONE_WORLD.pending, code: value } });
      no5xx(`POST /api/users/me/phone/verify code ${label}`, api.status, await api.text());
      expect.soft(api.status, `code ${label} was taken`).toBe(400);
      const page = await request("POST", "/profile", world.owner, { form: { intent: "confirm-phone", phoneNumber: PHONE_WORLD.pending, code: text } });
      const html = await htmlOf(page);
      no5xx(`POST /profile confirm-phone code ${label}`, page.status, html ?? "");
      if (html && MARKUP.test(text)) expect.soft(html.includes(text), `confirm-phone code ${label}: echoed unescaped`).toBe(false);
    }
    // Malformed codes are not guesses: the waiting code still has all its tries, and nothing was added.
    const waiting = await env.DB.prepare("SELECT failed_tries FROM phone_codes WHERE phone_number = ?")
      .bind(PHONE_WORLD.pending)
      .first<{ failed_tries: number }>();
    expect(waiting?.failed_tries).toBe(0);
    expect(await phoneRows()).toEqual(start);
  }, 300_000);

  it("a body without phoneNumber or code gets the field's own sentence, not the validator's", async () => {
    const world = await buildWorld();
    const cases: [string, Person, Record<string, unknown>, Record<string, string>][] = [
      ["POST /api/users/me/phone", world.other, { phoneNumber: PHONE_WORLD.fresh }, { phoneNumber: PHONE_MESSAGES.invalid }],
      [
        "POST /api/users/me/phone/verify",
        world.owner,
        { phoneNumber: PHONE_WORLD.pending, code: PHONE_WORLD.code },
        { phoneNumber: PHONE_MESSAGES.invalid, code: PHONE_CODE_MESSAGES.codeInvalid },
      ],
    ];
    for (const [where, person, valid, sentences] of cases) {
      for (const { label, send: body, allowed } of missingKeyBodies(valid, sentences)) {
        await clearLimits();
        await expectOwnSentences(`${where} ${label}`, await request("POST", where.slice("POST ".length), person, body), allowed);
      }
    }
    // Nothing was sent, confirmed or counted as a wrong try.
    expect(await row("SELECT count(*) AS n FROM phone_codes WHERE phone_number = ?", PHONE_WORLD.fresh)).toEqual({ n: 0 });
    expect(await row("SELECT failed_tries, used_at FROM phone_codes WHERE phone_number = ?", PHONE_WORLD.pending)).toEqual({ failed_tries: 0, used_at: null });
  });
});

describe("reviews: hostile texts, wrong types, forged fields and odd ids", () => {
  const COMMENT = "Honest seller, the TV works well.";

  it("a review's comment, an edit, a reply and a report take or refuse every text without a 5xx, and read as text", async () => {
    const world = await buildWorld();
    const reviewPath = `/api/reviews/${world.reviewId}`;
    for (const { kind, text } of STORED_TEXTS) {
      await clearLimits();
      const label = `${kind} ${show(text)}`;
      // One review per listing, one reply and one report per person: each try starts from the world's review.
      await env.DB.batch([
        env.DB.prepare("DELETE FROM reviews WHERE id <> ?").bind(world.reviewId),
        env.DB.prepare("UPDATE reviews SET reply = NULL, replied_at = NULL WHERE id = ?").bind(world.reviewId),
        env.DB.prepare("DELETE FROM review_reports WHERE reporter_id = ?").bind(world.owner.id),
      ]);
      const answers: [string, Response][] = [
        [
          "POST /api/users/:id/reviews",
          await request("POST", `/api/users/${world.owner.id}/reviews`, world.other, {
            json: { listingId: String(world.listingId), rating: 4, comment: text },
          }),
        ],
        ["PATCH /api/reviews/:id", await request("PATCH", reviewPath, world.other, { json: { rating: 4, comment: text } })],
        ["POST /api/reviews/:id/reply", await request("POST", `${reviewPath}/reply`, world.owner, { json: { text } })],
        ["POST /api/reviews/:id/reports", await request("POST", `${reviewPath}/reports`, world.owner, { json: { reason: text } })],
      ];
      for (const [where, response] of answers) {
        const body = await response.text();
        no5xx(`${where} ${label}`, response.status, body);
        expect.soft(response.headers.get("content-type") ?? "", `${where} ${label}: the API answers JSON`).toMatch(/^application\/json/);
      }
      if (kind === "markup" && (await telling(world, text))) {
        // The admin's Reported reviews shows the stored comment and reason: as text.
        const dashboard = await (await request("GET", "/admin-dashboard", world.admin)).text();
        expect.soft(dashboard.includes(text), `${label}: a review rendered unescaped on /admin-dashboard`).toBe(false);
      }
    }
  }, 300_000);

  it("every review field of every wrong type is refused on create and edit (400; 404 for a number that names no listing)", async () => {
    const world = await buildWorld();
    const valid = { listingId: String(world.listingId), rating: 4, comment: COMMENT };
    for (const field of fields.reviewFields) {
      for (const value of [...fields.wrongTypes, ...fields.reviewWrongTypes]) {
        await clearLimits();
        const label = `${field}=${show(JSON.stringify(value) ?? "undefined")}`;
        // The wrong types are all short or not text, so none makes a comment.
        const created = await request("POST", `/api/users/${world.owner.id}/reviews`, world.other, { json: { ...valid, [field]: value } });
        no5xx(`POST /api/users/:id/reviews ${label}`, created.status, await created.text());
        // A whole number that names no listing (6) is a listing not found.
        expect.soft([400, field === "listingId" ? 404 : 400], `POST /api/users/:id/reviews ${label}`).toContain(created.status);
        if (field === "listingId") continue;
        const edited = await request("PATCH", `/api/reviews/${world.reviewId}`, world.other, { json: { rating: 4, comment: COMMENT, [field]: value } });
        no5xx(`PATCH /api/reviews/:id ${label}`, edited.status, await edited.text());
        expect.soft(edited.status, `PATCH /api/reviews/:id ${label}`).toBe(400);
      }
    }
    const stored = await row<{ rating: number; comment: string }>("SELECT rating, comment FROM reviews WHERE id = ?", world.reviewId);
    expect(stored).toEqual({ rating: 4, comment: "Fair price and the fridge works well." });
  }, 180_000);

  it("a body with a key left out gets that field's own sentence on create, edit, reply and report, not the validator's", async () => {
    const world = await buildWorld();
    const reviewPath = `/api/reviews/${world.reviewId}`;
    const reports = async () => await row("SELECT count(*) AS n FROM review_reports WHERE review_id = ?", world.reviewId);
    const reportsBefore = await reports();
    const reviews = async () => await row("SELECT count(*) AS n FROM reviews");
    const reviewsBefore = await reviews();
    const cases: [string, string, Person, Record<string, unknown>, Record<string, string>][] = [
      [
        "POST /api/users/:id/reviews",
        `/api/users/${world.owner.id}/reviews`,
        world.other,
        { listingId: String(world.listingId), rating: 4, comment: COMMENT },
        { listingId: REVIEW_MESSAGES.listing, rating: REVIEW_MESSAGES.rating, comment: REVIEW_MESSAGES.commentShort },
      ],
      [
        "PATCH /api/reviews/:id",
        reviewPath,
        world.other,
        { rating: 4, comment: COMMENT },
        { rating: REVIEW_MESSAGES.rating, comment: REVIEW_MESSAGES.commentShort },
      ],
      ["POST /api/reviews/:id/reply", `${reviewPath}/reply`, world.owner, { text: "Thank you, karibu tena." }, { text: REVIEW_MESSAGES.replyShort }],
      ["POST /api/reviews/:id/reports", `${reviewPath}/reports`, world.owner, { reason: "Not about the seller." }, { reason: REVIEW_MESSAGES.reasonRequired }],
    ];
    for (const [where, path, person, valid, sentences] of cases) {
      for (const { label, send: body, allowed } of missingKeyBodies(valid, sentences)) {
        await clearLimits();
        await expectOwnSentences(`${where} ${label}`, await request(where.split(" ")[0] ?? "POST", path, person, body), allowed);
      }
    }
    // Nothing was written: the world's review as it was, no reply, no report, no second review.
    expect(await row("SELECT rating, comment, reply FROM reviews WHERE id = ?", world.reviewId)).toEqual({
      rating: 4,
      comment: "Fair price and the fridge works well.",
      reply: null,
    });
    expect(await reports()).toEqual(reportsBefore);
    expect(await reviews()).toEqual(reviewsBefore);
  });

  it("the storefront's forms without their fields answer 400 with the forms' own sentences", async () => {
    const world = await buildWorld();
    const { reviewableListingId, reviewId } = world.storefront;
    const page = `/seller/${world.owner.id}`;
    const forms: [string, Person, Record<string, string>, string][] = [
      ["intent=review", world.other, { intent: "review" }, REVIEW_MESSAGES.listing],
      ["intent=review with a listing only", world.other, { intent: "review", listingId: String(reviewableListingId) }, REVIEW_MESSAGES.rating],
      ["intent=edit-review", world.other, { intent: "edit-review", reviewId: String(reviewId) }, REVIEW_MESSAGES.rating],
      ["intent=reply", world.owner, { intent: "reply", reviewId: String(reviewId) }, REVIEW_MESSAGES.replyShort],
      ["intent=report-review", world.owner, { intent: "report-review", reviewId: String(reviewId) }, REVIEW_MESSAGES.reasonRequired],
    ];
    for (const [intent, person, form, sentence] of forms) {
      await clearLimits();
      const where = `POST /seller/:userId ${intent}`;
      const response = await request("POST", page, person, { form });
      expect.soft(response.status, `${where}: a form without its fields`).toBe(400);
      const html = (await htmlOf(response)) ?? "";
      expect.soft(html.includes(sentence), `${where}: the page does not say ${JSON.stringify(sentence)}`).toBe(true);
      for (const word of ["Invalid key", "but received"]) expect.soft(html.includes(word), `${where}: the page shows the validator's "${word}"`).toBe(false);
    }
  });

  it("forged review fields are ignored: author, seller, dates, reply and removal stay the server's", async () => {
    const world = await buildWorld();
    const forged = fields.forgedReview;
    const created = await request("POST", `/api/users/${world.owner.id}/reviews`, world.other, {
      json: { ...forged, listingId: String(world.listingId), rating: 5, comment: COMMENT },
    });
    expect(created.status).toBe(201);
    const review = await row<Record<string, unknown>>("SELECT * FROM reviews WHERE listing_id = ?", world.listingId);
    expect(review).toMatchObject({
      seller_id: world.owner.id,
      author_id: world.other.id,
      listing_name: "Hisense 43 inch smart TV",
      reply: null,
      replied_at: null,
      removed_at: null,
      removed_by: null,
    });
    expect(Number(review?.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const edited = await request("PATCH", `/api/reviews/${world.reviewId}`, world.other, { json: { ...forged, rating: 3, comment: COMMENT } });
    expect(edited.status).toBe(200);
    expect(await row("SELECT seller_id, author_id, reply, removed_at FROM reviews WHERE id = ?", world.reviewId)).toEqual({
      seller_id: world.owner.id,
      author_id: world.other.id,
      reply: null,
      removed_at: null,
    });
  });

  it("odd review and user ids are a 404 or a refusal on both faces, never a 5xx", async () => {
    const world = await buildWorld();
    for (const id of paths.ids) {
      await clearLimits();
      const answers: [string, Response][] = [
        ["GET /api/users/:id/reviews", await request("GET", `/api/users/${id}/reviews?startIndex=${id}&limit=${id}`, undefined)],
        [
          "POST /api/users/:id/reviews",
          await request("POST", `/api/users/${id}/reviews`, world.other, { json: { listingId: id, rating: 4, comment: COMMENT } }),
        ],
        ["PATCH /api/reviews/:id", await request("PATCH", `/api/reviews/${id}`, world.other, { json: { rating: 4, comment: COMMENT } })],
        ["DELETE /api/reviews/:id", await request("DELETE", `/api/reviews/${id}`, world.other)],
        ["POST /api/reviews/:id/reply", await request("POST", `/api/reviews/${id}/reply`, world.owner, { json: { text: "Thanks" } })],
        ["POST /api/reviews/:id/reports", await request("POST", `/api/reviews/${id}/reports`, world.owner, { json: { reason: "x" } })],
        ["POST /api/admin/reviews/:id/remove", await request("POST", `/api/admin/reviews/${id}/remove`, world.admin)],
        ["POST /admin-dashboard remove-review", await fetcher("/admin-dashboard", world.admin, { form: { intent: "remove-review", reviewId: id } })],
        [
          "POST /admin-dashboard dismiss-review-reports",
          await fetcher("/admin-dashboard", world.admin, { form: { intent: "dismiss-review-reports", reviewId: id } }),
        ],
      ];
      for (const [where, response] of answers) no5xx(`${where} id=${show(id)}`, response.status, await response.text());
    }
    expect(await row("SELECT removed_at FROM reviews WHERE id = ?", world.reviewId), "a hostile id removed the world's review").toEqual({ removed_at: null });
  }, 180_000);
});

describe("held listings (docs/decisions/116): odd ids on both faces", () => {
  it("an odd or unknown id is a 404 that publishes nothing, never a 5xx", async () => {
    const world = await buildWorld();
    await env.DB.prepare("UPDATE listings SET is_hidden = 1, hidden_reason = 'held' WHERE id = ?").bind(world.listingId).run();
    for (const id of [...paths.ids, String(world.listingId + 1)]) {
      const answers: [string, Response][] = [];
      for (const action of ["approve", "reject"]) {
        answers.push(
          [`POST /api/admin/held-listings/:id/${action}`, await request("POST", `/api/admin/held-listings/${id}/${action}`, world.admin)],
          [`POST /admin-dashboard ${action}-held`, await fetcher("/admin-dashboard", world.admin, { form: { intent: `${action}-held`, listingId: id } })],
        );
      }
      for (const [where, response] of answers) {
        const text = await response.text();
        no5xx(`${where} id=${show(id)}`, response.status, text);
        if (!/%2F|\/|\.\.|%2e/i.test(id)) expect.soft(response.status, `${where} id=${show(id)}`).toBe(404);
      }
    }
    expect(await row("SELECT is_hidden, hidden_reason FROM listings WHERE id = ?", world.listingId), "a hostile id decided the held listing").toEqual({
      is_hidden: 1,
      hidden_reason: "held",
    });
  }, 120_000);
});

describe("bodies without their keys on the older JSON routes: the fields' own sentences", () => {
  it("a listing without a category, a moderation without an action, a verification without verified answer 400 in plain sentences", async () => {
    const world = await buildWorld();
    const cases: [string, string, Person][] = [
      ["POST /api/listings", "/api/listings", world.other],
      ["POST /api/admin/listings/:id/moderation", `/api/admin/listings/${world.listingId}/moderation`, world.admin],
      ["POST /api/admin/users/:id/verification", `/api/admin/users/${world.owner.id}/verification`, world.admin],
    ];
    for (const [where, path, person] of cases) {
      for (const body of fields.missingKeys.bodies) {
        await clearLimits();
        const response = await request("POST", path, person, { body, contentType: "application/json" });
        const text = await response.text();
        no5xx(`${where} body ${JSON.stringify(body)}`, response.status, text);
        expect.soft(response.status, `${where} body ${JSON.stringify(body)}: ${text.slice(0, 160)}`).toBe(400);
        const answer = JSON.parse(text) as { message?: string; issues?: { message: string }[] };
        for (const sentence of [answer.message ?? "", ...(answer.issues ?? []).map((issue) => issue.message)]) {
          for (const word of fields.missingKeys.rawValidatorWords) {
            expect.soft(sentence.includes(word), `${where} body ${JSON.stringify(body)}: ${JSON.stringify(sentence)} holds "${word}"`).toBe(false);
          }
        }
      }
    }
  });
});

describe("the storefront's review forms: hostile texts on the page face", () => {
  it("the write, edit, reply and report forms take or refuse every text without a 5xx, and the storefront shows it as text", async () => {
    const world = await buildWorld();
    const { reviewableListingId, reviewId } = world.storefront;
    const page = `/seller/${world.owner.id}`;
    for (const { kind, text } of STORED_TEXTS) {
      await clearLimits();
      const label = `${kind} ${show(text)}`;
      // Each try starts from the world's review: one review per listing, one reply, one report per person.
      await env.DB.batch([
        env.DB.prepare("DELETE FROM reviews WHERE listing_id = ?").bind(reviewableListingId),
        env.DB.prepare("UPDATE reviews SET reply = NULL, replied_at = NULL WHERE id = ?").bind(reviewId),
        env.DB.prepare("DELETE FROM review_reports WHERE reporter_id = ?").bind(world.owner.id),
      ]);
      const forms: [string, Person, Record<string, string>][] = [
        ["intent=review", world.other, { intent: "review", listingId: String(reviewableListingId), rating: "4", comment: text }],
        ["intent=edit-review", world.other, { intent: "edit-review", reviewId: String(reviewId), rating: "4", comment: text }],
        ["intent=reply", world.owner, { intent: "reply", reviewId: String(reviewId), text }],
        ["intent=report-review", world.owner, { intent: "report-review", reviewId: String(reviewId), reason: text }],
      ];
      const sharp = SHARP.has(kind);
      for (const [intent, person, form] of forms) {
        const where = `POST /seller/:userId ${intent}`;
        // Plain forms (the page that comes back is read) for the sharp kinds; the scripts' way for the rest.
        const response = sharp ? await request("POST", page, person, { form }) : await fetcher(page, person, { form });
        const body = await response.text();
        no5xx(`${where} ${label}`, response.status, body);
        const html = sharp && (response.headers.get("content-type") ?? "").startsWith("text/html") ? body : null;
        if (html !== null && (await telling(world, text))) expect.soft(html.includes(text), `${where} ${label}: echoed unescaped`).toBe(false);
      }
      if (sharp && (await telling(world, text))) {
        const shown = await (await request("GET", page, world.other)).text();
        expect.soft(shown.includes(text), `${label}: a stored review rendered unescaped on the storefront`).toBe(false);
      }
    }
  }, 300_000);
});

describe("conversations: hostile texts, wrong types, forged fields and odd ids", () => {
  it("a first message, a message and a person report take or refuse every text without a 5xx, and store it as it came", async () => {
    const world = await buildWorld();
    const { buyerConversationId } = world.conversations;
    for (const { kind, text } of STORED_TEXTS) {
      await clearLimits();
      const label = `${kind} ${show(text)}`;
      const answers: [string, Response][] = [
        ["POST /api/conversations", await request("POST", "/api/conversations", world.other, { json: { listingId: String(world.listingId), text } })],
        ["POST /api/conversations/:id/messages", await request("POST", `/api/conversations/${buyerConversationId}/messages`, world.owner, { json: { text } })],
        ["POST /api/users/:id/reports", await request("POST", `/api/users/${world.buyerId}/reports`, world.owner, { json: { reason: text } })],
      ];
      for (const [where, response] of answers) {
        const answer = await readAnswer(response);
        no5xx(`${where} ${label}`, answer.status, answer.text);
        expect.soft(answer.status, `${where} ${label}`).toBeOneOf([201, 400]);
        expect.soft(response.headers.get("content-type") ?? "", `${where} ${label}`).toMatch(/^application\/json/);
      }
    }
    // What was stored is the trimmed text, byte for byte: the pages escape it, the API answers JSON.
    // A text a reader cannot see (control or zero-width characters only) is no message and is refused.
    const stored = await env.DB.prepare("SELECT body FROM messages WHERE sender_id = ? ORDER BY id").bind(world.owner.id).all<{ body: string }>();
    const kept = new Set(stored.results.map((message) => message.body));
    for (const { kind, text } of STORED_TEXTS) {
      const trimmed = text.trim();
      if (visibleLength(trimmed) > 0 && trimmed.length <= 2000) expect.soft(kept.has(trimmed), `${kind} ${show(text)}: not stored as sent`).toBe(true);
    }
  }, 300_000);

  it("every chat field of every wrong type is refused with the field's own sentence (404 for a listing id that names none)", async () => {
    const world = await buildWorld();
    const { buyerConversationId } = world.conversations;
    const before = await row("SELECT count(*) AS n FROM messages");
    for (const value of [...fields.wrongTypes, ...fields.chatWrongTypes]) {
      await clearLimits();
      const label = JSON.stringify(value);
      // A string that is not blank is a fine text (it reads as words); anything else is refused.
      const asText = typeof value === "string" && value.trim() !== "" ? [201] : [400];
      const cases: [string, Response, number[]][] = [
        [
          "POST /api/conversations listingId",
          await request("POST", "/api/conversations", world.other, { json: { listingId: value, text: "Hello" } }),
          [400, 404],
        ],
        [
          "POST /api/conversations text",
          await request("POST", "/api/conversations", world.other, { json: { listingId: world.listingId, text: value } }),
          asText,
        ],
        ["POST messages text", await request("POST", `/api/conversations/${buyerConversationId}/messages`, world.owner, { json: { text: value } }), asText],
        [
          "POST messages imageUrls",
          await request("POST", `/api/conversations/${buyerConversationId}/messages`, world.owner, { json: { text: "Photos", imageUrls: value } }),
          [400],
        ],
        ["POST person report reason", await request("POST", `/api/users/${world.buyerId}/reports`, world.owner, { json: { reason: value } }), asText],
      ];
      for (const [where, response, statuses] of cases) {
        const text = await response.text();
        no5xx(`${where}=${label}`, response.status, text);
        // An empty list of photos, or an empty listing id string, is no wrong type for these fields.
        if ((where.endsWith("imageUrls") && Array.isArray(value) && value.length === 0) || value === null) continue;
        expect.soft(statuses, `${where}=${label}: answered ${response.status} ${text.slice(0, 120)}`).toContain(response.status);
        const message = (JSON.parse(text) as { message?: string }).message ?? "";
        for (const word of fields.missingKeys.rawValidatorWords) expect.soft(message.includes(word), `${where}=${label}: ${message}`).toBe(false);
      }
    }
    // Only texts were stored: no message carries a photo.
    expect(await row("SELECT id FROM messages WHERE image_urls != '[]'")).toBeNull();
    expect(before).not.toBeNull();
    for (const url of [...paths.imageUrls, ...fields.chatPhotoUrls]) {
      await clearLimits();
      const response = await request("POST", `/api/conversations/${buyerConversationId}/messages`, world.owner, { json: { imageUrls: [url] } });
      const text = await response.text();
      no5xx(`POST messages imageUrls=[${show(url)}]`, response.status, text);
      expect.soft(response.status, `imageUrls=[${show(url)}]: took a photo that is not the sender's chat upload`).toBe(400);
    }
  }, 180_000);

  it("bodies without their keys answer 400 with the fields' own sentences, never the validator's", async () => {
    const world = await buildWorld();
    const cases: [string, string, Person, Record<string, unknown>, Record<string, string>][] = [
      [
        "POST /api/conversations",
        "/api/conversations",
        world.other,
        { listingId: String(world.listingId), text: "Hello" },
        { listingId: CHAT.listingNotFound, text: CHAT.textRequired },
      ],
      [
        "POST /api/conversations/:id/messages",
        `/api/conversations/${world.conversations.buyerConversationId}/messages`,
        world.owner,
        { text: "Hi" },
        { text: CHAT.textRequired },
      ],
      ["POST /api/users/:id/reports", `/api/users/${world.buyerId}/reports`, world.owner, { reason: "Scam" }, { reason: CHAT.reportReasonRequired }],
    ];
    for (const [where, path, person, valid, sentences] of cases) {
      for (const { label, send: body, allowed } of missingKeyBodies(valid, sentences)) {
        await clearLimits();
        await expectOwnSentences(`${where} ${label}`, await request("POST", path, person, body), [...allowed, CHAT.textRequired, CHAT.listingNotFound]);
      }
    }
  }, 60_000);

  it("forged message fields are ignored: sender, recipient, conversation, flags, photos' owners and times stay the server's", async () => {
    const world = await buildWorld();
    const { buyerConversationId, otherConversationId } = world.conversations;
    const sent = await request("POST", `/api/conversations/${buyerConversationId}/messages`, world.owner, {
      json: { ...fields.forgedMessage, text: "Yes, it is still here." },
    });
    expect(sent.status).toBe(201);
    const stored = await row<Record<string, unknown>>(
      "SELECT conversation_id, listing_id, sender_id, recipient_id, image_urls, flags, read_at FROM messages WHERE body = 'Yes, it is still here.'",
    );
    expect(stored).toEqual({
      conversation_id: buyerConversationId,
      listing_id: world.listingId,
      sender_id: world.owner.id,
      recipient_id: world.buyerId,
      image_urls: "[]",
      flags: null,
      read_at: null,
    });
    const report = await request("POST", `/api/users/${world.buyerId}/reports`, world.owner, {
      json: { reason: "Asked for a deposit.", reporterId: world.admin.id, reviewedAt: 1, userId: world.other.id, conversationId: otherConversationId },
    });
    // A conversation that is not the two people's own is refused; the report is not stored elsewhere.
    expect(report.status).toBe(404);
    expect(await row("SELECT id FROM user_reports WHERE reporter_id = ? OR user_id = ?", world.owner.id, world.other.id)).toBeNull();
  });

  it("odd conversation and user ids, cursors and before= are a 404 or a page, never a 5xx", async () => {
    const world = await buildWorld();
    for (const id of paths.ids) {
      await clearLimits();
      const answers: [string, Response, number[]][] = [
        ["GET messages", await request("GET", `/api/conversations/${id}/messages`, world.owner), [404]],
        ["POST messages", await request("POST", `/api/conversations/${id}/messages`, world.owner, { json: { text: "x" } }), [404]],
        ["POST read", await request("POST", `/api/conversations/${id}/read`, world.owner), [404]],
        ["POST block", await request("POST", `/api/users/${id}/block`, world.owner), [404]],
        ["DELETE block", await request("DELETE", `/api/users/${id}/block`, world.owner), [404]],
        ["POST person report", await request("POST", `/api/users/${id}/reports`, world.owner, { json: { reason: "x" } }), [404]],
        ["GET inbox cursor", await request("GET", `/api/conversations?cursor=${id}`, world.owner), [200]],
        ["GET thread before", await request("GET", `/api/conversations/${world.conversations.buyerConversationId}/messages?before=${id}`, world.owner), [200]],
        // The page script's news (docs/decisions/127): an odd conversation is none, an odd `after` unreadable.
        ["POST thread news", await request("POST", `/messages/${id}/thread`, world.owner, { form: { after: "0" } }), [404]],
        [
          "POST thread news after",
          await request("POST", `/messages/${world.conversations.buyerConversationId}/thread`, world.owner, { form: { after: id } }),
          id === "0" ? [200] : [400],
        ],
      ];
      for (const [where, response, statuses] of answers) {
        const text = await response.text();
        no5xx(`${where} id=${show(id)}`, response.status, text);
        // Ids that the URL parser turns into another path (`..%2F1`, `1/../2`) reach other routes.
        if (!/%2F|\/|\.\.|%2e/i.test(id)) expect.soft(statuses, `${where} id=${show(id)}: answered ${response.status}`).toContain(response.status);
      }
    }
    expect(await row("SELECT count(*) AS n FROM user_blocks")).toEqual({ n: 0 });
  }, 180_000);
});
