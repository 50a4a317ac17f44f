import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { call } from "../fixtures";
import { type Credential, type Person, send, type Send, type World } from "../matrix-support";
import fields from "./fields.json";
import strings from "./strings.json";

/*
 * What the two halves of the hostile-input corpus share (test/hostile-texts.test.ts and
 * test/hostile-inputs.test.ts): the texts of strings.json, the ways of posting, and the checks
 * every answer goes through.
 */

export type Entry = string | { repeat: string; times: number };
export const expand = (entry: Entry): string => (typeof entry === "string" ? entry : entry.repeat.repeat(entry.times));
export const show = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text);

export const TEXTS: { kind: string; text: string }[] = Object.entries(strings)
  .filter(([kind]) => kind !== "_about")
  .flatMap(([kind, entries]) => (entries as Entry[]).map((entry) => ({ kind, text: expand(entry) })));

export const MARKUP = /<[a-z!/?]/i;

/** A call as a browser makes it; a page's form is posted as a plain form (the no-script way). */
export function request(method: string, path: string, person: Person | undefined, body: Omit<Send, "path"> = {}, credential: Credential = "cookie") {
  return send(method, { path, ...body }, { person, credential });
}

/**
 * A page's form posted the way the app's scripts post it (React Router's `.data`): the same
 * action, without rendering the page, for the many inputs whose only rule is "no 5xx". Inputs
 * with markup are also posted as plain forms, to read the page that comes back.
 */
export function fetcher(path: string, person: Person | undefined, body: Omit<Send, "path">) {
  return send("POST", { path, ...body }, { person, credential: "cookie", fetcher: true });
}

/** No answer of ours may be a 5xx, whatever came in. */
export function no5xx(label: string, status: number, text = "") {
  expect.soft(status < 500, `${label}: answered ${status} ${text.slice(0, 120)}`).toBe(true);
}

export async function clearLimits() {
  await env.DB.prepare("DELETE FROM rate_limit").run();
}

export async function row<T>(query: string, ...values: unknown[]): Promise<T | null> {
  return env.DB.prepare(query)
    .bind(...values)
    .first<T>();
}

/**
 * A body with a key left out: a 400 whose message and every listed issue is one of the
 * fields' own sentences (`allowed`), never the validator's words (fields.json, missingKeys).
 */
export async function expectOwnSentences(where: string, response: Response, allowed: readonly string[]) {
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
export function missingKeyBodies(
  valid: Record<string, unknown>,
  sentences: Record<string, string>,
): { label: string; send: Omit<Send, "path">; allowed: string[] }[] {
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

export async function pagesAsTheyAre(world: World): Promise<string> {
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
export async function telling(world: World, text: string): Promise<boolean> {
  ordinaryMarkup ??= await pagesAsTheyAre(world);
  return MARKUP.test(text) && !ordinaryMarkup.includes(text);
}

/** The page a response holds, when it is one (a `.data` answer is data for the scripts, not a page). */
export async function htmlOf(response: Response): Promise<string | null> {
  const text = await response.text();
  return (response.headers.get("content-type") ?? "").startsWith("text/html") ? text : null;
}

/** Kinds of text that also go to the costlier paths (rendered pages, every form); the rest go to each face once. */
export const SHARP = new Set(["markup", "control", "oversize"]);

/** FTS syntax matters to search; everywhere else it is plain text that the other kinds already cover. */
export const STORED_TEXTS = TEXTS.filter((entry) => entry.kind !== "fts");
