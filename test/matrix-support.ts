import { env } from "cloudflare:workers";
import { hashPassword } from "better-auth/crypto";
import { api } from "../worker/api";
import { createAuth } from "../worker/auth";
import { createDb } from "../worker/db/client";
import { call } from "./fixtures";
import { TABLES_CHILDREN_FIRST } from "../worker/db/tables";

/*
 * Shared by the authorisation matrix and the hostile-input corpus: the real route tables of both
 * faces, a small world of fixtures written straight into D1 and R2 (fast enough to rebuild for
 * every cell), callers with cookie or bearer sessions minted the way better-auth mints them, and
 * a snapshot of every row and object, to prove a refused request changed nothing.
 */

import { unsubscribeToken } from "../worker/services/search/alert-unsubscribe";
import { renewToken } from "../worker/services/listings/listing-life";
import { callbackKey } from "../worker/services/payments/payments";

export const OWN_ORIGIN = "http://localhost";
export const FOREIGN_ORIGIN = "http://evil.example";
export const PASSWORD = "matrix-password-1";
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// ---------------------------------------------------------------------------------------------
// The route tables
// ---------------------------------------------------------------------------------------------

interface ServerBuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: Record<string, unknown>;
}

/** The raw source of every route module, to find the intents each action switches on. */
const routeSources = import.meta.glob<string>("../app/routes/*.tsx", { query: "?raw", import: "default", eager: true });

/** The pages' tables of buttons (app/actions/intents.server.ts), by the name each module exports. */
const actionModules = import.meta.glob<Record<string, unknown>>("../app/actions/**/*.server.ts", { eager: true });

function tableIntents(name: string): string[] {
  for (const module of Object.values(actionModules)) {
    const table = module[name];
    if (table && typeof table === "object") return Object.keys(table);
  }
  throw new Error(`No module of app/actions/ exports the table ${name}.`);
}

/**
 * The intents an action dispatches on, read from its module's source: `case "hide":`, and the
 * tables it looks one up in (`handlerOf(PROFILE_INTENTS, ...)` where
 * `const PROFILE_INTENTS = { ...ACCOUNT_INTENTS, ... }`), each table's names read from the module itself.
 */
function intentsOf(file: string): string[] {
  const source = routeSources[`../app/${file}`] ?? "";
  const action = source.slice(source.indexOf("export async function action"));
  const body = action.slice(0, action.search(/\n}\n/) + 2);
  const cases = [...body.matchAll(/case "([a-z-]+)":/g)].map((match) => match[1] as string);
  const tables = [...body.matchAll(/handlerOf\((\w+)/g)].flatMap(([, name]) => {
    const spread = source.match(new RegExp(`const ${name} = \\{([^}]*)\\}`))?.[1];
    if (spread === undefined) throw new Error(`${file}: the table ${name} is not written as a spread of tables.`);
    return [...spread.matchAll(/\.\.\.(\w+)/g)].flatMap(([, part]) => tableIntents(part as string));
  });
  return [...cases, ...tables];
}

/** Every unsafe method route of the Hono API under /api (middleware entries are not routes). */
export function apiEndpoints(): string[] {
  const seen = new Set<string>();
  for (const route of api.routes) if (UNSAFE.has(route.method)) seen.add(`${route.method} ${route.path}`);
  return [...seen].sort();
}

/**
 * Every better-auth endpoint that its router serves with an unsafe method, mounted under
 * /api/auth. worker/index.ts passes GET and POST on to better-auth, so only POST is reachable.
 */
export function authEndpoints(): string[] {
  const auth = createAuth(env as never, createDb(env.DB), OWN_ORIGIN, () => {});
  const seen = new Set<string>();
  type Endpoint = { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } };
  for (const endpoint of Object.values(auth.api as unknown as Record<string, Endpoint>)) {
    if (!endpoint?.path || !endpoint.options || endpoint.options.metadata?.SERVER_ONLY) continue;
    const methods = [endpoint.options.method ?? []].flat();
    if (methods.includes("POST") || methods.includes("*")) seen.add(`POST /api/auth${endpoint.path}`);
  }
  return [...seen].sort();
}

/**
 * Every page route whose module exports `action`, from React Router's own server build, as
 * `POST /path` and, for an action that switches on `intent`, one `POST /path intent=x` per intent.
 */
export async function pageEndpoints(): Promise<string[]> {
  const build = (await import("virtual:react-router/server-build")) as unknown as { routes: Record<string, ServerBuildRoute> };
  const routes = build.routes;
  const fullPath = (route: ServerBuildRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const prefix = parent ? fullPath(parent) : "";
    return route.path ? `${prefix.replace(/\/$/, "")}/${route.path}` : prefix || "/";
  };
  const files = routeFiles();
  const out: string[] = [];
  for (const route of Object.values(routes)) {
    if (typeof route.module.action !== "function") continue;
    const path = fullPath(route);
    const file = files.get(route.id);
    const intents = file ? intentsOf(file) : [];
    if (intents.length === 0) out.push(`POST ${path}`);
    else for (const intent of intents) out.push(`POST ${path} intent=${intent}`);
  }
  return out.sort();
}

/** app/routes.ts as written, for the ids it gives route modules (`{ id: "corporate" }`). */
const routeConfig = import.meta.glob<string>("../app/routes.ts", { query: "?raw", import: "default", eager: true })["../app/routes.ts"] ?? "";

/** Route id to module file: an id is the file's name unless app/routes.ts gives one. */
function routeFiles(): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of Object.keys(routeSources)) {
    const name = file.replace("../app/", "");
    map.set(name.replace(/\.tsx$/, ""), name);
  }
  for (const match of routeConfig.matchAll(/"(routes\/[\w-]+\.tsx)",\s*\{\s*id:\s*"([^"]+)"/g)) map.set(match[2] as string, match[1] as string);
  return map;
}

// ---------------------------------------------------------------------------------------------
// The world: users with sessions, a listing with its photo, uploads, a message, a sponsor image
// ---------------------------------------------------------------------------------------------

/** Every table a test may write, children first. */
const TABLES: readonly string[] = TABLES_CHILDREN_FIRST;

export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1]);

export type Role = "owner" | "other" | "admin";

export interface Person {
  id: string;
  email: string;
  username: string;
  cookie: string;
  token: string;
  /** This person's upload that no listing uses yet, for a create that must succeed. */
  freeUpload: string;
  /** This person's confirmed phone (+254 form): publishing needs one. */
  phone: string;
}

export interface World {
  owner: Person;
  other: Person;
  admin: Person;
  /** A user without a session: the buyer who wrote to the owner, and who asked to be verified. */
  buyerId: string;
  listingId: number;
  /** The listing's photo, `/uploads/listings/<key>`. */
  photoUrl: string;
  messageId: number;
  homepageImageId: number;
  /** The owner's unused password-reset token. */
  resetToken: string;
  /** The owner's unused link to confirm a new email (`/confirm-email/:token`). */
  emailChangeToken: string;
  /** The storefront's review forms (storefrontWorld). */
  storefront: StorefrontWorld;
  /** Reviews: `reviewWorld` below. */
  reviewId: number;
  /** Conversations: `conversationsWorld` below. */
  conversations: ConversationsWorld;
  /** Chat safety: `chatSafetyWorld` below. */
  personReportId: number;
  /** The dashboard's Reports: an open copied-photos flag (`listingFlagsWorld` below). */
  listingFlagId: number;
  /** The owner's saved search (daily) and its signed unsubscribe token. */
  savedSearchId: number;
  unsubscribeToken: string;
  /** The owner's cancelled boost payment, the listing's signed renew link, the M-Pesa callback's key. */
  paymentId: number;
  renewToken: string;
  callbackKey: string;
}

let passwordHash: Promise<string> | undefined;
const signedTokens = new Map<string, Promise<string>>();

async function sign(token: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode((env as unknown as { BETTER_AUTH_SECRET: string }).BETTER_AUTH_SECRET),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(token));
  return `${token}.${btoa(String.fromCharCode(...new Uint8Array(signature)))}`;
}

/** A session token signed as better-auth signs its cookie (HMAC-SHA-256 with the auth secret). */
function signed(token: string): Promise<string> {
  let value = signedTokens.get(token);
  if (!value) {
    value = sign(token);
    signedTokens.set(token, value);
  }
  return value;
}

// The world's fixed names: every cell's world is the same, so it is one batch to build.
const LISTING_ID = 1;
const MESSAGE_ID = 1;
const HOMEPAGE_IMAGE_ID = 1;
const PHOTO_KEY = "listings/0b6f4c1e-7d1a-4e55-9a3b-5c2d8e9f0a11.jpg";
const BANNER_KEY = "homepage/3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.jpg";
const FREE_UPLOAD: Record<Role, string> = {
  owner: "listings/1a2b3c4d-0000-4000-8000-00000000000a.jpg",
  other: "listings/1a2b3c4d-0000-4000-8000-00000000000b.jpg",
  admin: "listings/1a2b3c4d-0000-4000-8000-00000000000c.jpg",
};
const RESET_TOKEN = "matrixresettoken00000001";
const EMAIL_CHANGE_TOKEN = "matrixemailchangetoken000000001";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
const BUYER_ID = "buyer-matrix";
const BASE_OBJECTS = [PHOTO_KEY, PHOTO_KEY.replace(".jpg", ".thumb.jpg"), BANNER_KEY, ...Object.values(FREE_UPLOAD)];

/** Empties every table and the bucket. */
export async function wipe(): Promise<void> {
  await env.DB.batch(TABLES.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  const objects = await env.IMAGES.list();
  if (objects.objects.length > 0) await env.IMAGES.delete(objects.objects.map((object) => object.key));
}

/** Leaves exactly the world's objects in R2 (most cells changed none, so this is one list). */
async function syncObjects(): Promise<void> {
  const listed = (await env.IMAGES.list()).objects;
  const extra = listed.filter((object) => !BASE_OBJECTS.includes(object.key) || object.size !== JPEG.byteLength).map((object) => object.key);
  if (extra.length > 0) await env.IMAGES.delete(extra);
  const present = new Set(listed.map((object) => object.key).filter((key) => !extra.includes(key)));
  await Promise.all(BASE_OBJECTS.filter((key) => !present.has(key)).map((key) => env.IMAGES.put(key, JPEG, { httpMetadata: { contentType: "image/jpeg" } })));
}

/**
 * A fresh world, the same for every cell: owner, other and admin (user, credential account and a
 * session each, the rows better-auth writes at sign-up and sign-in), the owner's listing with its
 * uploaded photo and thumbnail, each person's own unused upload, a buyer's message to the owner,
 * the buyer's pending verification request, a sponsor image, the owner's favourite, and an unused
 * reset token of the owner's.
 */
export async function buildWorld(): Promise<World> {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const now = Date.now();
  const statements: D1PreparedStatement[] = TABLES.map((table) => env.DB.prepare(`DELETE FROM ${table}`));
  const people = {} as Record<Role, Person>;
  for (const role of ["owner", "other", "admin"] as const) {
    const id = `${role}-matrix`;
    const token = `${role}sessiontoken`.padEnd(32, "0");
    const signedToken = await signed(token);
    people[role] = {
      id,
      email: `${role}@matrix.test`,
      username: role,
      cookie: `sokoni.session_token=${encodeURIComponent(signedToken)}`,
      token: signedToken,
      freeUpload: `/uploads/${FREE_UPLOAD[role]}`,
      phone: CONFIRMED_PHONE[role],
    };
    statements.push(
      env.DB.prepare("INSERT INTO user (id, name, email, email_verified, username, display_username, role) VALUES (?, ?, ?, 1, ?, ?, ?)").bind(
        id,
        role,
        people[role].email,
        role,
        role,
        role === "admin" ? "admin" : "user",
      ),
      env.DB.prepare("INSERT INTO account (id, account_id, provider_id, user_id, password, updated_at) VALUES (?, ?, 'credential', ?, ?, ?)").bind(
        `account-${id}`,
        id,
        id,
        hash,
        now,
      ),
      env.DB.prepare("INSERT INTO session (id, expires_at, token, updated_at, user_id) VALUES (?, ?, ?, ?, ?)").bind(
        `session-${id}`,
        now + 7 * 24 * 3600 * 1000,
        token,
        now,
        id,
      ),
      env.DB.prepare("INSERT INTO uploads (key, user_id) VALUES (?, ?)").bind(FREE_UPLOAD[role], id),
    );
  }
  statements.push(
    env.DB.prepare("INSERT INTO user (id, name, email, username, display_username) VALUES (?, 'buyer', 'buyer@matrix.test', 'buyer', 'buyer')").bind(BUYER_ID),
    env.DB.prepare(
      `INSERT INTO listings (id, name, description, category, subcategory, location, attributes, condition, regular_price, image_urls, seller_name, business_name, phone_number, user_ref, expires_at)
       VALUES (?, 'Hisense 43 inch smart TV', 'Bought last year, with remote and wall bracket.', 'Electronics', 'Home Appliances', 'Nakuru', ?, 'Used', 32000, ?, 'Otieno', 'Otieno Electronics', '+254722456789', ?, ?)`,
    ).bind(LISTING_ID, JSON.stringify({ brand: "Hisense" }), JSON.stringify([`/uploads/${PHOTO_KEY}`]), people.owner.id, LISTING_EXPIRES),
    env.DB.prepare("INSERT INTO uploads (key, user_id, listing_id) VALUES (?, ?, ?)").bind(PHOTO_KEY, people.owner.id, LISTING_ID),
    env.DB.prepare("INSERT INTO homepage_images (id, image_url, company_name, company_url) VALUES (?, ?, 'Jenga Hardware', 'https://jenga.example')").bind(
      HOMEPAGE_IMAGE_ID,
      `/uploads/${BANNER_KEY}`,
    ),
    env.DB.prepare("INSERT INTO verification_requests (user_id) VALUES (?)").bind(BUYER_ID),
    // As worker/services/accounts/email-change.ts stores a link: the token's SHA-256, the request as JSON,
    // stamped with a fingerprint of the password hash it was asked under.
    env.DB.prepare("INSERT INTO verification (id, identifier, value, expires_at, updated_at) VALUES ('email-change-matrix', ?, ?, ?, ?)").bind(
      `change-email:${await sha256Hex(EMAIL_CHANGE_TOKEN)}`,
      JSON.stringify({
        userId: people.owner.id,
        from: people.owner.email,
        email: "owner-new@matrix.test",
        step: "confirm",
        stamp: (await sha256Hex(hash)).slice(0, 16),
      }),
      now + 3600 * 1000,
      now,
    ),
    env.DB.prepare("INSERT INTO verification (id, identifier, value, expires_at, updated_at) VALUES ('verification-matrix', ?, ?, ?, ?)").bind(
      `reset-password:${RESET_TOKEN}`,
      people.owner.id,
      now + 3600 * 1000,
      now,
    ),
    ...conversationsWorld(people),
    env.DB.prepare(
      "INSERT INTO messages (id, conversation_id, listing_id, sender_id, recipient_id, body) VALUES (?, ?, ?, ?, ?, 'Is the TV still available?')",
    ).bind(MESSAGE_ID, CONVERSATIONS_WORLD.buyerConversationId, LISTING_ID, BUYER_ID, people.owner.id),
    env.DB.prepare("INSERT INTO favourites (user_id, listing_id) VALUES (?, ?)").bind(people.owner.id, LISTING_ID),
  );
  statements.push(...(await phoneWorldRows(people.owner.id, now)));
  statements.push(...confirmedPhones(people));
  statements.push(...reviewWorld(people));
  statements.push(...storefrontWorld(people));
  statements.push(...chatSafetyWorld(people));
  statements.push(...listingFlagsWorld());
  statements.push(...savedSearchesWorld(people));
  statements.push(...sellerToolsWorld(people));
  await Promise.all([env.DB.batch(statements), syncObjects()]);
  return {
    ...people,
    buyerId: BUYER_ID,
    listingId: LISTING_ID,
    photoUrl: `/uploads/${PHOTO_KEY}`,
    messageId: MESSAGE_ID,
    homepageImageId: HOMEPAGE_IMAGE_ID,
    resetToken: RESET_TOKEN,
    emailChangeToken: EMAIL_CHANGE_TOKEN,
    storefront: STOREFRONT_WORLD,
    reviewId: REVIEW_ID,
    conversations: CONVERSATIONS_WORLD,
    personReportId: PERSON_REPORT_ID,
    listingFlagId: LISTING_FLAG_ID,
    savedSearchId: SAVED_SEARCH_ID,
    unsubscribeToken: await unsubscribeToken((env as unknown as { BETTER_AUTH_SECRET: string }).BETTER_AUTH_SECRET, { kind: "search", id: SAVED_SEARCH_ID }),
    paymentId: PAYMENT_ID,
    renewToken: await renewToken((env as unknown as { BETTER_AUTH_SECRET: string }).BETTER_AUTH_SECRET, LISTING_ID, new Date(LISTING_EXPIRES)),
    callbackKey: await callbackKey((env as unknown as { BETTER_AUTH_SECRET: string }).BETTER_AUTH_SECRET),
  };
}

// ---------------------------------------------------------------------------------------------
// Seller tools: the listing expires in two days (a fixed instant, so its renew link is
// one value), and the owner's boost payment that was cancelled on the phone (Try again).
// ---------------------------------------------------------------------------------------------

const PAYMENT_ID = 1801;
const LISTING_EXPIRES = Date.UTC(2099, 0, 1);

function sellerToolsWorld(people: Record<Role, Person>): D1PreparedStatement[] {
  return [
    env.DB.prepare(
      `INSERT INTO payments (id, user_id, listing_id, listing_name, package_id, kind, days, amount, phone_number, status, provider, merchant_request_id, checkout_request_id, result_code, result_desc)
       VALUES (?, ?, ?, 'Hisense 43 inch smart TV', 'top-7', 'top', 7, 350, ?, 'cancelled', 'simulator', 'SIM-matrix', 'ws_CO_SIM_matrix', 1032, 'Request cancelled by user')`,
    ).bind(PAYMENT_ID, people.owner.id, LISTING_ID, people.owner.phone),
  ];
}

// ---------------------------------------------------------------------------------------------
// Chat safety (the safety helper's block): a report about the buyer, waiting for an admin
// ---------------------------------------------------------------------------------------------

const PERSON_REPORT_ID = 1501;

function chatSafetyWorld(people: Record<Role, Person>): D1PreparedStatement[] {
  return [
    env.DB.prepare("INSERT INTO user_reports (id, user_id, reporter_id, reason) VALUES (?, ?, ?, 'Asked me to pay a booking fee before viewing')").bind(
      PERSON_REPORT_ID,
      BUYER_ID,
      people.other.id,
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// The dashboard's Reports (the admin helper's block): an open "Possible copied photos"
// flag for the admin to dismiss or settle by hiding the copy. It pairs the world's listing with
// itself: a second listing would change what the other suites count (the hostile corpus counts
// every listing and wants `other` to have none), and who may settle a flag does not depend on
// which listings it names. test/admin-reports.test.ts pairs two sellers' listings.
// ---------------------------------------------------------------------------------------------

const LISTING_FLAG_ID = 1601;

function listingFlagsWorld(): D1PreparedStatement[] {
  return [
    env.DB.prepare("INSERT INTO listing_flags (id, listing_id, other_listing_id, kind, detail) VALUES (?, ?, ?, 'copied_photos', 'same')").bind(
      LISTING_FLAG_ID,
      LISTING_ID,
      LISTING_ID,
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Saved searches (the alerts helper's block): one of the owner's, with daily alerts.
// ---------------------------------------------------------------------------------------------

const SAVED_SEARCH_ID = 1701;

function savedSearchesWorld(people: { owner: { id: string } }): D1PreparedStatement[] {
  return [
    env.DB.prepare("INSERT INTO saved_searches (id, user_id, name, query, frequency) VALUES (?, ?, 'Matrix TVs', 'searchTerm=tv', 'daily')").bind(
      SAVED_SEARCH_ID,
      people.owner.id,
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Phones: the owner's confirmed number, and a code waiting for another of the owner's
// ---------------------------------------------------------------------------------------------

/** The world's phone numbers: `confirmed` is the owner's, `pending` waits for `code`, `fresh` is nobody's. */
export const PHONE_WORLD = {
  confirmed: "+254711000001",
  pending: "+254711000002",
  code: "482913",
  fresh: "+254711000003",
} as const;

/** As worker/services/accounts/phones.ts stores a code: HMAC-SHA-256 over `phone-code:user:number:code`, keyed with the auth secret. */
async function phoneCodeHash(userId: string, phone: string, code: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode((env as unknown as { BETTER_AUTH_SECRET: string }).BETTER_AUTH_SECRET),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`phone-code:${userId}:${phone}:${code}`));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function phoneWorldRows(ownerId: string, now: number): Promise<D1PreparedStatement[]> {
  return [
    env.DB.prepare("INSERT INTO phones (phone_number, user_id, verified_at) VALUES (?, ?, ?)").bind(PHONE_WORLD.confirmed, ownerId, now),
    env.DB.prepare("INSERT INTO phone_codes (user_id, phone_number, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)").bind(
      ownerId,
      PHONE_WORLD.pending,
      await phoneCodeHash(ownerId, PHONE_WORLD.pending, PHONE_WORLD.code),
      now + 10 * 60 * 1000,
      now - 2 * 60 * 1000,
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Publishing needs a confirmed phone: each person's number (the owner's is the one on
// the owner's listing), confirmed as worker/services/accounts/phones.ts leaves a number after its code.
// ---------------------------------------------------------------------------------------------

export const CONFIRMED_PHONE: Record<Role, string> = { owner: "+254722456789", other: "+254733456789", admin: "+254744456789" };
/** A valid Kenyan number nobody in the world confirmed. */
export const UNCONFIRMED_PHONE = "+254755456789";

function confirmedPhones(people: Record<Role, Person>): D1PreparedStatement[] {
  const now = Date.now();
  return (["owner", "other", "admin"] as const).map((role) =>
    env.DB.prepare("INSERT INTO phones (phone_number, user_id, verified_at) VALUES (?, ?, ?)").bind(CONFIRMED_PHONE[role], people[role].id, now),
  );
}

// ---------------------------------------------------------------------------------------------
// Reviews: `other` and the owner wrote to each other about the listing (so `other` may
// review it), and `other` already reviewed the owner for an earlier listing, since deleted; the
// buyer reported that review.
// ---------------------------------------------------------------------------------------------

const REVIEW_ID = 1;

function reviewWorld(people: Record<Role, Person>): D1PreparedStatement[] {
  return [
    env.DB.prepare(
      "INSERT INTO messages (id, conversation_id, listing_id, sender_id, recipient_id, body) VALUES (2, ?, ?, ?, ?, 'Is the price negotiable?')",
    ).bind(CONVERSATIONS_WORLD.otherConversationId, LISTING_ID, people.other.id, people.owner.id),
    env.DB.prepare(
      "INSERT INTO messages (id, conversation_id, listing_id, sender_id, recipient_id, body) VALUES (3, ?, ?, ?, ?, 'A little, come and see it.')",
    ).bind(CONVERSATIONS_WORLD.otherConversationId, LISTING_ID, people.owner.id, people.other.id),
    env.DB.prepare(
      "INSERT INTO reviews (id, seller_id, author_id, listing_id, listing_name, rating, comment) VALUES (?, ?, ?, NULL, 'Ramtons fridge 90 litres', 4, 'Fair price and the fridge works well.')",
    ).bind(REVIEW_ID, people.owner.id, people.other.id),
    env.DB.prepare("INSERT INTO review_reports (review_id, reporter_id, reason) VALUES (?, ?, 'Not a real buyer')").bind(REVIEW_ID, BUYER_ID),
  ];
}

// ---------------------------------------------------------------------------------------------
// The storefront's world (/seller/:userId review forms): ids of its own (1401...), so
// the other blocks' rows never collide with it, and rows that need nothing of theirs.
// ---------------------------------------------------------------------------------------------

export interface StorefrontWorld {
  /** The world's listing, which `other` and the owner wrote to each other about, and `other` has not reviewed. */
  reviewableListingId: number;
  /** `other`'s review of the owner, written just now about a listing since deleted, without a reply. */
  reviewId: number;
}

const STOREFRONT_WORLD: StorefrontWorld = { reviewableListingId: LISTING_ID, reviewId: 1401 };

/** No listing of its own (suites count the world's listings): a conversation of its own about the world's one. */
function storefrontWorld(people: Record<Role, Person>): D1PreparedStatement[] {
  const { reviewableListingId, reviewId } = STOREFRONT_WORLD;
  return [
    env.DB.prepare(
      "INSERT INTO messages (id, conversation_id, listing_id, sender_id, recipient_id, body) VALUES (1401, ?, ?, ?, ?, 'Does the TV have HDMI ports?')",
    ).bind(CONVERSATIONS_WORLD.otherConversationId, reviewableListingId, people.other.id, people.owner.id),
    env.DB.prepare(
      "INSERT INTO messages (id, conversation_id, listing_id, sender_id, recipient_id, body) VALUES (1402, ?, ?, ?, ?, 'Yes, three of them.')",
    ).bind(CONVERSATIONS_WORLD.otherConversationId, reviewableListingId, people.owner.id, people.other.id),
    env.DB.prepare(
      "INSERT INTO reviews (id, seller_id, author_id, listing_id, listing_name, rating, comment) VALUES (?, ?, ?, NULL, 'Hisense 32 inch TV', 4, 'Honest seller, the TV was as described.')",
    ).bind(reviewId, people.owner.id, people.other.id),
  ];
}

// ---------------------------------------------------------------------------------------------
// Conversations (conversationsWorld): every message of the world belongs to one of two
// conversations about the world's listing: the buyer's (the buyer has no session, so the owner is
// its only member who can call) and `other`'s (the review and storefront blocks' messages).
// ---------------------------------------------------------------------------------------------

export interface ConversationsWorld {
  /** The buyer's conversation with the owner: the owner is a member, `other` and the admin are not. */
  buyerConversationId: number;
  /** `other`'s conversation with the owner about the same listing. */
  otherConversationId: number;
}

const CONVERSATIONS_WORLD: ConversationsWorld = { buyerConversationId: 1, otherConversationId: 2 };

function conversationsWorld(people: Record<Role, Person>): D1PreparedStatement[] {
  const insert = "INSERT INTO conversations (id, listing_id, buyer_id, seller_id, last_message_at) VALUES (?, ?, ?, ?, ?)";
  const now = Date.now();
  return [
    env.DB.prepare(insert).bind(CONVERSATIONS_WORLD.buyerConversationId, LISTING_ID, BUYER_ID, people.owner.id, now),
    env.DB.prepare(insert).bind(CONVERSATIONS_WORLD.otherConversationId, LISTING_ID, people.other.id, people.owner.id, now),
  ];
}

/**
 * Every row of every table (but the rate-limit counters, which a refused request may rightly
 * move) and every R2 object with its etag: two equal snapshots mean nothing was written.
 */
export async function snapshot(): Promise<Record<string, unknown>> {
  const tables = TABLES.filter((table) => table !== "rate_limit");
  const results = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`)));
  const out: Record<string, unknown> = {};
  tables.forEach((table, index) => {
    out[table] = results[index]?.results;
  });
  out.r2 = (await env.IMAGES.list()).objects.map((object) => `${object.key} ${object.etag}`).sort();
  return out;
}

// ---------------------------------------------------------------------------------------------
// Callers
// ---------------------------------------------------------------------------------------------

export type Caller = "anonymous" | Role;
export type Credential = "cookie" | "bearer";

/** What a cell sends: a path, and a JSON body, a form, or raw bytes. */
export interface Send {
  path: string;
  json?: unknown;
  form?: Record<string, string> | FormData;
  body?: BodyInit;
  contentType?: string;
}

let addressCounter = 0;

/** A new client address per request, so one cell's rate limits never touch another's. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
}

/** Credentials that are well formed but name no session: an anonymous caller that tries anyway. */
const FORGED_COOKIE = "sokoni.session_token=forged-token.c2lnbmF0dXJl";
const FORGED_TOKEN = "forged-token.c2lnbmF0dXJl";

/**
 * Sends a cell's request. `fetcher` posts a page's form as React Router's `.data` request (the
 * action's own status, no page rendered): the same action as a plain form post at a fraction of
 * the cost, and a door anyone can knock on although no page of ours uses it since none hydrates
 * (the pages' scripts post the form itself, docs/decisions/101).
 */
export function send(
  method: string,
  request: Send,
  options: { person?: Person; credential: Credential; origin?: string | null; fetcher?: boolean },
): Promise<Response> {
  const headers: Record<string, string> = { "cf-connecting-ip": nextAddress() };
  if (options.credential === "cookie") {
    headers.cookie = options.person?.cookie ?? FORGED_COOKIE;
    // A browser sends its Origin on every unsafe request (the contract: tests send ours).
    headers.origin = options.origin ?? OWN_ORIGIN;
  } else {
    headers.authorization = `Bearer ${options.person?.token ?? FORGED_TOKEN}`;
    if (options.origin) headers.origin = options.origin;
  }
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.json);
  } else if (request.form instanceof FormData) {
    body = request.form;
  } else if (request.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(request.form).toString();
  } else if (request.body !== undefined) {
    body = request.body;
    if (request.contentType) headers["content-type"] = request.contentType;
  }
  const path =
    options.fetcher && !/^\/(api|__local)\//.test(request.path)
      ? request.path.replace(/^([^?]*)/, (whole) => `${whole === "/" ? "/_root" : whole}.data`)
      : request.path;
  return call(path, { method, headers, body, redirect: "manual" });
}

/** An answer's status and redirect target, whether it came as a document or as a `.data` answer. */
export async function readAnswer(response: Response): Promise<{ status: number; location: string | null; text: string }> {
  const text = await response.text();
  if (response.status === 202 && response.headers.get("x-remix-response") === "yes") {
    // A turbo-stream redirect: [{...}, "redirect", "<location>", "status", 302, ...].
    const payload = JSON.parse(text) as unknown[];
    const at = payload.indexOf("redirect");
    const statusAt = payload.indexOf("status");
    if (at > 0) return { status: Number(payload[statusAt + 1] ?? 302), location: String(payload[at + 1]), text };
  }
  return { status: response.status, location: response.headers.get("location"), text };
}

/** A multipart form with one small JPEG under `field` (and its thumbnail for listing uploads). */
export function imageForm(field: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append(field, new File([JPEG], "photo.jpg", { type: "image/jpeg" }));
  if (field === "images") form.append("thumbnails", new File([JPEG], "thumb.jpg", { type: "image/jpeg" }));
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}

/**
 * The listing form as the create and update pages post it, with already-uploaded photos. Its title
 * is not the world's listing's: the owner posting that title again in the same subcategory is
 * refused as a duplicate.
 */
export function listingFormFields(imageUrls: string[], changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    name: "Hisense 50 inch smart TV",
    description: "Bought last year, with remote and wall bracket.",
    category: "Electronics",
    subcategory: "Home Appliances",
    location: "Nakuru",
    type: "sale",
    regularPrice: "30,000",
    sellerName: "Otieno",
    businessName: "Otieno Electronics",
    phoneNumber: "0722 456 789",
    "attributes.brand": "Hisense",
    "attributes.condition": "Used",
    ...changes,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const url of imageUrls) form.append("imageUrls", url);
  return form;
}

/** The API's listing body, with already-uploaded photos (a title other than the world's listing's, as above). */
export function listingJson(imageUrls: string[], changes: Record<string, unknown> = {}) {
  return {
    name: "Hisense 50 inch smart TV",
    description: "Bought last year, with remote and wall bracket.",
    category: "Electronics",
    subcategory: "Home Appliances",
    location: "Nakuru",
    type: "sale",
    regularPrice: 30_000,
    sellerName: "Otieno",
    businessName: "Otieno Electronics",
    phoneNumber: "0722 456 789",
    attributes: { brand: "Hisense", condition: "Used" },
    imageUrls,
    ...changes,
  };
}
