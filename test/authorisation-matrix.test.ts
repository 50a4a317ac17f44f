import { OPEN_AUTH_DOORS } from "../worker/auth";
import { STAND_IN_DEVICE, STAND_IN_PATH } from "../worker/services/chat/push-stand-in";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  apiEndpoints,
  authEndpoints,
  buildWorld,
  type Caller,
  type Credential,
  FOREIGN_ORIGIN,
  imageForm,
  listingFormFields,
  listingJson,
  PASSWORD,
  PHONE_WORLD,
  pageEndpoints,
  readAnswer,
  type Send,
  send,
  snapshot,
  type World,
} from "./matrix-support";

/*
 * The authorisation matrix: one row per unsafe endpoint of both faces, each stating
 * who may call it. The first test computes the endpoints from the real route tables (the Hono
 * API, better-auth's router, React Router's actions and their intents) and fails when one has no
 * row, or a row names one that is gone. Each row then runs every caller (anonymous, another
 * signed-in user, the owner, an admin) with a cookie and with a bearer token, plus the owner's
 * cookie from a foreign origin (refused, 403) and the owner's bearer token from a foreign origin
 * (allowed: a token is not sent by a browser on its own). A refused cell must also leave every row
 * of D1 and every object of R2 as it was. How to add a row: docs/security-tests.md.
 */

/** An expected answer: a status (or the statuses a fix may choose between), where it redirects, and whether it refuses. */
interface Expect {
  status: number | number[];
  location?: string;
  /** A refusal must change nothing; so must a success that has nothing of the caller's to act on. */
  unchanged: boolean;
}

const refuse = (status: number | number[]): Expect => ({ status, unchanged: true });
const allow = (status: number): Expect => ({ status, unchanged: false });
/** Answers as a success, but there is nothing of the caller's to change (e.g. marking someone else's thread read). */
const noop = (status: number): Expect => ({ status, unchanged: true });
const goes = (location: string): Expect => ({ status: 302, location, unchanged: false });
/** A page that needs a session sends a visitor to sign in, and comes back after. */
const toSignIn = (back: string): Expect => ({ status: 302, location: `/sign-in?redirectTo=${encodeURIComponent(back)}`, unchanged: true });

interface Row {
  /** `METHOD /path` as the route table has it, with ` intent=x` for a page action's intent. */
  endpoint: string;
  /** Who may call it, in words (what docs/api.md says). */
  who: string;
  anonymous: Expect;
  other: Expect;
  owner: Expect;
  admin: Expect;
  /** The owner's cookie from another site: 403 by the contract unless stated. */
  foreign?: Expect;
  /** The owner's bearer token from another site: as the owner's own call unless stated. */
  foreignBearer?: Expect;
  /** The request, per caller (a body may differ per caller, e.g. each person's own upload). */
  request: (world: World, caller: Caller) => Send;
  /** Holds after every cell, whatever its status. */
  invariant?: (world: World) => Promise<void>;
  /** Adds what only this row needs to each fresh world, before its snapshot (the push subscription). */
  setup?: (world: World) => Promise<void>;
  /** An endpoint the product must not expose (finding 9): every caller gets 404; it may also leave the table. */
  off?: boolean;
}

const SAME = (expect: Expect) => ({ anonymous: expect, other: expect, owner: expect, admin: expect });
const signedIn = (success: Expect) => ({ anonymous: refuse(401), other: success, owner: success, admin: success });
const adminOnly = (success: Expect) => ({ anonymous: refuse(401), other: refuse(403), owner: refuse(403), admin: success });
const OFF = { ...SAME(refuse(404)), foreign: refuse([403, 404]), off: true };

const ownUpload = (world: World, caller: Caller) => (caller === "anonymous" ? world.owner.freeUpload : world[caller].freeUpload);
/** The caller's own confirmed number, which a listing they publish must carry. */
const ownPhone = (world: World, caller: Caller) => (caller === "anonymous" ? world.owner.phone : world[caller].phone);

async function imageOf(id: string): Promise<string | null> {
  return (await env.DB.prepare("SELECT image FROM user WHERE id = ?").bind(id).first<{ image: string | null }>())?.image ?? null;
}

/**
 * The owner's browser with notifications on, a stand-in endpoint, only in the worlds of
 * the rows that turn it off. In the shared world it would be pushed to by every row that sends the
 * owner a message, after the answer (waitUntil), and such a late write could land in another
 * cell's snapshot.
 */
const OWNER_PUSH_ENDPOINT = `http://localhost${STAND_IN_PATH}matrix-owner`;
async function ownerPushSubscription(world: World): Promise<void> {
  await env.DB.prepare("INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (?, ?, ?, ?)")
    .bind(world.owner.id, OWNER_PUSH_ENDPOINT, STAND_IN_DEVICE.p256dh, STAND_IN_DEVICE.auth)
    .run();
}
/** The world's listing as the scam guard holds one, for the rows that publish or reject it. */
async function holdListing(world: World): Promise<void> {
  await env.DB.prepare("UPDATE listings SET is_hidden = 1, hidden_reason = 'held' WHERE id = ?").bind(world.listingId).run();
}

/** The browser's PushSubscription JSON, one endpoint per caller. */
const pushSubscription = (caller: Caller) => ({
  endpoint: `http://localhost${STAND_IN_PATH}matrix-new-${caller}`,
  expirationTime: null,
  keys: { p256dh: STAND_IN_DEVICE.p256dh, auth: STAND_IN_DEVICE.auth },
});

// ---------------------------------------------------------------------------------------------
// The JSON API under /api
// ---------------------------------------------------------------------------------------------

const API_ROWS: Row[] = [
  // Phones: each person's own numbers; the owner has one confirmed and a code waiting.
  {
    endpoint: "POST /api/users/me/phone",
    who: "signed in (a code for their own account)",
    ...signedIn(allow(202)),
    request: () => ({ path: "/api/users/me/phone", json: { phoneNumber: PHONE_WORLD.fresh } }),
  },
  {
    endpoint: "POST /api/users/me/phone/verify",
    who: "signed in; only the account the code was sent for",
    anonymous: refuse(401),
    other: refuse(400),
    owner: allow(200),
    admin: refuse(400),
    request: () => ({ path: "/api/users/me/phone/verify", json: { phoneNumber: PHONE_WORLD.pending, code: PHONE_WORLD.code } }),
  },
  {
    endpoint: "DELETE /api/users/me/phones/:phoneNumber",
    who: "signed in; only their own confirmed number",
    anonymous: refuse(401),
    other: refuse(404),
    owner: allow(200),
    admin: refuse(404),
    request: () => ({ path: `/api/users/me/phones/${encodeURIComponent(PHONE_WORLD.confirmed)}` }),
  },
  {
    endpoint: "POST /api/listings",
    who: "signed in; the listing is the caller's",
    ...signedIn(allow(201)),
    request: (w, c) => ({ path: "/api/listings", json: listingJson([ownUpload(w, c)], { phoneNumber: ownPhone(w, c) }) }),
  },
  {
    endpoint: "PATCH /api/listings/:id",
    who: "owner or admin",
    anonymous: refuse(401),
    other: refuse(403),
    owner: allow(200),
    admin: allow(200),
    request: (w) => ({ path: `/api/listings/${w.listingId}`, json: { regularPrice: 29_000 } }),
  },
  {
    endpoint: "DELETE /api/listings/:id",
    who: "owner or admin",
    anonymous: refuse(401),
    other: refuse(403),
    owner: allow(200),
    admin: allow(200),
    request: (w) => ({ path: `/api/listings/${w.listingId}` }),
  },
  {
    endpoint: "PUT /api/listings/:id/availability",
    who: "owner only",
    anonymous: refuse(401),
    other: refuse(403),
    owner: allow(200),
    admin: refuse(403),
    request: (w) => ({ path: `/api/listings/${w.listingId}/availability`, json: { isAvailable: false } }),
  },
  // The owner's status changes, renewal and boosts; Safaricom's callback.
  {
    endpoint: "PUT /api/listings/:id/status",
    who: "owner only",
    anonymous: refuse(401),
    other: refuse(403),
    owner: allow(200),
    admin: refuse(403),
    request: (w) => ({ path: `/api/listings/${w.listingId}/status`, json: { status: "sold" } }),
  },
  {
    endpoint: "POST /api/listings/:id/renew",
    who: "owner only",
    anonymous: refuse(401),
    other: refuse(403),
    owner: allow(200),
    admin: refuse(403),
    request: (w) => ({ path: `/api/listings/${w.listingId}/renew` }),
  },
  {
    endpoint: "POST /api/listings/:id/boosts",
    who: "owner only, with one of their confirmed numbers",
    anonymous: refuse(401),
    other: refuse(403),
    owner: allow(201),
    admin: refuse(403),
    request: (w) => ({ path: `/api/listings/${w.listingId}/boosts`, json: { packageId: "top-7" } }),
  },
  {
    endpoint: "POST /api/payments/mpesa/callback/:key",
    who: "Safaricom (whoever knows the secret path); it changes only a payment it names, here none",
    ...SAME(noop(200)),
    request: (w) => ({
      path: `/api/payments/mpesa/callback/${w.callbackKey}`,
      json: {
        Body: { stkCallback: { MerchantRequestID: "x", CheckoutRequestID: "ws_CO_unknown", ResultCode: 1032, ResultDesc: "Request cancelled by user" } },
      },
    }),
  },
  // Push notifications; the local push service answers only pushes signed with VAPID.
  {
    endpoint: "POST /api/push/subscriptions",
    who: "signed in (their own browser; subscribing again moves it to the caller)",
    ...signedIn(allow(201)),
    request: (_w, c) => ({ path: "/api/push/subscriptions", json: pushSubscription(c) }),
  },
  {
    endpoint: "DELETE /api/push/subscriptions",
    who: "signed in; only their own browser",
    anonymous: refuse(401),
    other: refuse(404),
    owner: allow(200),
    admin: refuse(404),
    setup: ownerPushSubscription,
    request: () => ({ path: "/api/push/subscriptions", json: { endpoint: OWNER_PUSH_ENDPOINT } }),
  },
  {
    endpoint: "POST /api/dev/push-service/:id",
    who: "the local push service (loopback only): a push without VAPID is refused; it changes no data",
    ...SAME(refuse(401)),
    request: () => ({ path: `${STAND_IN_PATH}matrix-owner`, body: "not a push", contentType: "application/octet-stream" }),
  },
  {
    endpoint: "POST /api/listings/:id/reports",
    // A seller cannot report their own listing.
    who: "anyone but the listing's owner",
    anonymous: allow(201),
    other: allow(201),
    owner: refuse(403),
    admin: allow(201),
    request: (w) => ({ path: `/api/listings/${w.listingId}/reports`, json: { reason: "Same TV listed twice" } }),
  },
  {
    endpoint: "POST /api/listings/:id/contact",
    who: "anyone (a count)",
    ...SAME(allow(204)),
    request: (w) => ({ path: `/api/listings/${w.listingId}/contact?channel=call` }),
  },
  {
    endpoint: "POST /api/listings/:id/phone",
    // Show contact (docs/decisions/121): counted for everyone but the seller, limited, refused to crawlers.
    who: "anyone (counted, but not for the listing's owner)",
    anonymous: allow(200),
    other: allow(200),
    owner: noop(200),
    admin: allow(200),
    request: (w) => ({ path: `/api/listings/${w.listingId}/phone` }),
  },
  {
    endpoint: "POST /api/listings/:id/messages",
    who: "signed in, not the listing's owner",
    anonymous: refuse(401),
    other: allow(201),
    owner: refuse(400),
    admin: allow(201),
    request: (w) => ({ path: `/api/listings/${w.listingId}/messages`, json: { body: "Is the TV still available?" } }),
  },
  {
    endpoint: "PATCH /api/users/me",
    who: "signed in (their own profile)",
    ...signedIn(allow(200)),
    request: (_w, c) => ({ path: "/api/users/me", json: { username: `${c}_renamed` } }),
  },
  {
    endpoint: "DELETE /api/users/me",
    who: "signed in (their own account)",
    ...signedIn(allow(200)),
    request: () => ({ path: "/api/users/me" }),
  },
  {
    endpoint: "POST /api/users/me/avatar",
    who: "signed in (their own avatar)",
    ...signedIn(allow(200)),
    request: () => ({ path: "/api/users/me/avatar", form: imageForm("profileImage") }),
  },
  {
    endpoint: "POST /api/users/me/verification",
    who: "signed in (asks for their own mark)",
    ...signedIn(allow(201)),
    request: () => ({ path: "/api/users/me/verification" }),
  },
  // Saved searches (the alerts helper's rows); the world's search is the owner's, daily.
  {
    endpoint: "POST /api/saved-searches",
    who: "signed in (their own saved searches)",
    ...signedIn(allow(201)),
    request: () => ({ path: "/api/saved-searches", json: { name: "Matrix search", query: "searchTerm=matrix" } }),
  },
  {
    endpoint: "PATCH /api/saved-searches/:id",
    who: "the search's owner only",
    anonymous: refuse(401),
    other: refuse(404),
    owner: allow(200),
    admin: refuse(404),
    request: (w) => ({ path: `/api/saved-searches/${w.savedSearchId}`, json: { frequency: "instant" } }),
  },
  {
    endpoint: "DELETE /api/saved-searches/:id",
    who: "the search's owner only",
    anonymous: refuse(401),
    other: refuse(404),
    owner: allow(200),
    admin: refuse(404),
    request: (w) => ({ path: `/api/saved-searches/${w.savedSearchId}` }),
  },
  {
    endpoint: "POST /api/favourites/:listingId",
    who: "signed in (their own favourites)",
    ...signedIn(allow(200)),
    request: (w) => ({ path: `/api/favourites/${w.listingId}` }),
  },
  {
    endpoint: "DELETE /api/favourites/:listingId",
    who: "signed in (their own favourites)",
    anonymous: refuse(401),
    // Only the owner has the listing among favourites; for anyone else removing it changes nothing.
    other: noop(200),
    owner: allow(200),
    admin: noop(200),
    request: (w) => ({ path: `/api/favourites/${w.listingId}` }),
  },
  {
    endpoint: "POST /api/uploads",
    who: "signed in",
    ...signedIn(allow(201)),
    request: () => ({ path: "/api/uploads", form: imageForm("images") }),
  },
  {
    // Presigned PUT addresses; banners' slots are for admins only (test/upload-slots.test.ts).
    endpoint: "POST /api/uploads/slots",
    who: "signed in",
    ...signedIn(allow(201)),
    request: () => ({ path: "/api/uploads/slots", json: { files: [{ kind: "listing", type: "image/webp", size: 1000 }] } }),
  },
  // Conversations (conversationsWorld): the buyer's conversation with the owner (the
  // owner is its only member with a session), and `other`'s with the owner about the same listing.
  {
    endpoint: "POST /api/conversations",
    who: "signed in, not the listing's owner (an existing conversation of theirs is reused)",
    anonymous: refuse(401),
    other: allow(201),
    owner: refuse(400),
    admin: allow(201),
    request: (w) => ({ path: "/api/conversations", json: { listingId: String(w.listingId), text: "Is the TV still available?" } }),
  },
  {
    endpoint: "POST /api/conversations/:id/messages",
    who: "the conversation's two members",
    anonymous: refuse(401),
    other: refuse(404),
    owner: allow(201),
    admin: refuse(404),
    request: (w) => ({ path: `/api/conversations/${w.conversations.buyerConversationId}/messages`, json: { text: "Yes, it is." } }),
  },
  {
    endpoint: "POST /api/conversations/:id/read",
    who: "the conversation's two members (marks what they received)",
    anonymous: refuse(401),
    other: refuse(404),
    owner: allow(200),
    admin: refuse(404),
    request: (w) => ({ path: `/api/conversations/${w.conversations.buyerConversationId}/read` }),
  },
  {
    endpoint: "POST /api/users/:id/block",
    who: "signed in (blocks another person for themself)",
    ...signedIn(allow(200)),
    request: (w) => ({ path: `/api/users/${w.buyerId}/block` }),
  },
  {
    endpoint: "DELETE /api/users/:id/block",
    who: "signed in (lifts only their own block)",
    anonymous: refuse(401),
    // Nobody in the world has blocked anyone: there is nothing of the caller's to lift.
    other: noop(200),
    owner: noop(200),
    admin: noop(200),
    request: (w) => ({ path: `/api/users/${w.buyerId}/block` }),
  },
  {
    endpoint: "POST /api/users/:id/reports",
    who: "signed in, not about themself",
    ...signedIn(allow(201)),
    request: (w) => ({ path: `/api/users/${w.buyerId}/reports`, json: { reason: "Asked me to pay a deposit before viewing." } }),
  },
  // Reviews: the world's review is `other`'s, of the owner; `other` and the owner wrote to each other about the listing.
  {
    endpoint: "POST /api/users/:id/reviews",
    who: "signed in, after both wrote about the listing, never the seller themself",
    anonymous: refuse(401),
    other: allow(201),
    owner: refuse(403),
    admin: refuse(403),
    request: (w) => ({
      path: `/api/users/${w.owner.id}/reviews`,
      json: { listingId: String(w.listingId), rating: 5, comment: "Honest seller, the TV works well." },
    }),
  },
  {
    endpoint: "PATCH /api/reviews/:id",
    who: "the review's author, within 7 days",
    anonymous: refuse(401),
    other: allow(200),
    owner: refuse(403),
    admin: refuse(403),
    request: (w) => ({ path: `/api/reviews/${w.reviewId}`, json: { rating: 3, comment: "Changed my mind about the fridge." } }),
  },
  {
    endpoint: "DELETE /api/reviews/:id",
    who: "the review's author, within 7 days",
    anonymous: refuse(401),
    other: allow(200),
    owner: refuse(403),
    admin: refuse(403),
    request: (w) => ({ path: `/api/reviews/${w.reviewId}` }),
  },
  {
    endpoint: "POST /api/reviews/:id/reply",
    who: "the reviewed seller, once",
    anonymous: refuse(401),
    other: refuse(403),
    owner: allow(201),
    admin: refuse(403),
    request: (w) => ({ path: `/api/reviews/${w.reviewId}/reply`, json: { text: "Asante sana!" } }),
  },
  {
    endpoint: "POST /api/reviews/:id/reports",
    who: "signed in, not the review's author, once",
    anonymous: refuse(401),
    other: refuse(403),
    owner: allow(201),
    admin: allow(201),
    request: (w) => ({ path: `/api/reviews/${w.reviewId}/reports`, json: { reason: "Not about a sale" } }),
  },
  {
    endpoint: "POST /api/admin/reviews/:id/remove",
    who: "admin",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: `/api/admin/reviews/${w.reviewId}/remove` }),
  },
  {
    endpoint: "POST /api/admin/reviews/:id/dismiss",
    who: "admin",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: `/api/admin/reviews/${w.reviewId}/dismiss` }),
  },
  // Chat safety: an admin marks a report about a person reviewed.
  {
    endpoint: "POST /api/admin/user-reports/:id/reviewed",
    who: "admin",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: `/api/admin/user-reports/${w.personReportId}/reviewed` }),
  },
  // An admin settles a "Possible copied photos" flag.
  {
    endpoint: "POST /api/admin/listing-flags/:id/dismiss",
    who: "admin",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: `/api/admin/listing-flags/${w.listingFlagId}/dismiss` }),
  },
  {
    endpoint: "POST /api/admin/listing-flags/:id/hide",
    who: "admin",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: `/api/admin/listing-flags/${w.listingFlagId}/hide` }),
  },
  // A listing the scam guard held (docs/decisions/116), in the worlds of the rows that decide it.
  {
    endpoint: "POST /api/admin/held-listings/:id/approve",
    who: "admin",
    ...adminOnly(allow(200)),
    setup: holdListing,
    request: (w) => ({ path: `/api/admin/held-listings/${w.listingId}/approve` }),
  },
  {
    endpoint: "POST /api/admin/held-listings/:id/reject",
    who: "admin",
    ...adminOnly(allow(200)),
    setup: holdListing,
    request: (w) => ({ path: `/api/admin/held-listings/${w.listingId}/reject` }),
  },
  {
    endpoint: "POST /api/admin/homepage-images",
    who: "admin",
    ...adminOnly(allow(201)),
    request: () => ({ path: "/api/admin/homepage-images", form: imageForm("homepageImages", { urls: "jenga.co.ke", companyNames: "Jenga" }) }),
  },
  {
    endpoint: "DELETE /api/admin/homepage-images/:id",
    who: "admin",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: `/api/admin/homepage-images/${w.homepageImageId}` }),
  },
  {
    endpoint: "POST /api/admin/listings/:id/moderation",
    who: "admin",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: `/api/admin/listings/${w.listingId}/moderation`, json: { action: "hide" } }),
  },
  {
    endpoint: "POST /api/admin/users/:id/verification",
    who: "admin",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: `/api/admin/users/${w.buyerId}/verification`, json: { verified: true } }),
  },
  // Admins act on people (docs/decisions/108); hostile inputs in test/admin-standing.test.ts.
  {
    endpoint: "POST /api/admin/users/:id/suspend",
    who: "admin; never their own account nor another admin's",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: `/api/admin/users/${w.buyerId}/suspend`, json: { reason: "Asked buyers for a booking fee", until: SUSPEND_UNTIL() } }),
  },
  {
    endpoint: "POST /api/admin/users/:id/ban",
    who: "admin; never their own account nor another admin's",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: `/api/admin/users/${w.buyerId}/ban`, json: { reason: "Asked buyers for a booking fee" } }),
  },
  {
    endpoint: "POST /api/admin/users/:id/restore",
    who: "admin",
    ...adminOnly(allow(200)),
    setup: banBuyer,
    request: (w) => ({ path: `/api/admin/users/${w.buyerId}/restore` }),
  },
  {
    endpoint: "POST /api/admin/users/:id/warn",
    who: "admin",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: `/api/admin/users/${w.buyerId}/warn`, json: { reason: "Asked buyers for a booking fee", reportId: w.personReportId } }),
  },
  {
    endpoint: "POST /api/admin/flagged-messages/:id/dismiss",
    who: "admin",
    ...adminOnly(allow(200)),
    setup: flagMessage,
    request: (w) => ({ path: `/api/admin/flagged-messages/${w.messageId}/dismiss` }),
  },
];

// ---------------------------------------------------------------------------------------------
// better-auth under /api/auth (its own answers, not our envelope)
// ---------------------------------------------------------------------------------------------

const auth = (path: string) => `/api/auth${path}`;

const AUTH_ROWS: Row[] = [
  {
    endpoint: "POST /api/auth/sign-up/email",
    who: "anyone",
    ...SAME(allow(200)),
    // better-auth's own origin check refuses a sign-up from another site even without a cookie.
    foreignBearer: refuse(403),
    request: (_w, c) => ({ path: auth("/sign-up/email"), json: { name: `new_${c}`, username: `new_${c}`, email: `new-${c}@matrix.test`, password: PASSWORD } }),
  },
  {
    endpoint: "POST /api/auth/sign-in/email",
    who: "anyone with the password",
    ...SAME(allow(200)),
    // better-auth's own origin check refuses a sign-in from another site even without a cookie.
    foreignBearer: refuse(403),
    request: (w) => ({ path: auth("/sign-in/email"), json: { email: w.owner.email, password: PASSWORD } }),
  },
  {
    endpoint: "POST /api/auth/sign-in/username",
    who: "anyone with the password",
    ...SAME(allow(200)),
    request: (w) => ({ path: auth("/sign-in/username"), json: { username: w.owner.username, password: PASSWORD } }),
  },
  {
    endpoint: "POST /api/auth/sign-in/social",
    who: "anyone (Google is not configured here: no provider)",
    ...SAME(refuse(404)),
    request: () => ({ path: auth("/sign-in/social"), json: { provider: "google", callbackURL: "/" } }),
  },
  {
    endpoint: "POST /api/auth/callback/:id",
    who: "the provider's way back (form_post); without its state nothing happens",
    ...SAME(refuse(302)),
    foreign: refuse([302, 403]),
    request: () => ({ path: auth("/callback/google"), form: { code: "forged", state: "forged" } }),
  },
  {
    endpoint: "POST /api/auth/get-session",
    who: "nobody by POST (GET reads the session; POST needs deferSessionRefresh, which is off)",
    ...SAME(refuse(405)),
    request: () => ({ path: auth("/get-session"), json: {} }),
  },
  {
    endpoint: "POST /api/auth/sign-out",
    who: "anyone; ends the caller's own session",
    anonymous: noop(200),
    other: allow(200),
    owner: allow(200),
    admin: allow(200),
    request: () => ({ path: auth("/sign-out"), json: {} }),
  },
  {
    endpoint: "POST /api/auth/request-password-reset",
    who: "anyone (a mail to the address's owner)",
    ...SAME(allow(200)),
    request: (w) => ({ path: auth("/request-password-reset"), json: { email: w.owner.email, redirectTo: "/reset-password" } }),
  },
  {
    endpoint: "POST /api/auth/reset-password",
    who: "whoever holds the mailed token",
    ...SAME(allow(200)),
    request: (w) => ({ path: auth("/reset-password"), json: { token: w.resetToken, newPassword: "another-password-2" } }),
  },
  {
    endpoint: "POST /api/auth/change-password",
    who: "signed in, with the current password",
    ...signedIn(allow(200)),
    request: () => ({ path: auth("/change-password"), json: { currentPassword: PASSWORD, newPassword: "another-password-2" } }),
  },
  {
    endpoint: "POST /api/auth/update-user",
    who: "signed in, and never the fields the product owns (finding 1): an image of someone else's is refused or ignored",
    // 404 if the fix turns the endpoint off altogether.
    anonymous: refuse([401, 404]),
    other: { status: [200, 400, 403, 404], unchanged: true },
    owner: { status: [200, 400, 403, 404], unchanged: true },
    admin: { status: [200, 400, 403, 404], unchanged: true },
    request: (w) => ({ path: auth("/update-user"), json: { image: w.photoUrl, name: "<b>Otieno</b>" } }),
    invariant: async (w) => {
      for (const person of [w.owner, w.other, w.admin]) expect.soft(await imageOf(person.id), "finding 1: update-user set an image").toBeNull();
    },
  },
  {
    endpoint: "POST /api/auth/change-email",
    who: "nobody through better-auth: an email changes only with the current password (finding 4)",
    // 404 if the fix turns the endpoint off altogether.
    anonymous: refuse([401, 404]),
    other: refuse([400, 403, 404]),
    owner: refuse([400, 403, 404]),
    admin: refuse([400, 403, 404]),
    request: () => ({ path: auth("/change-email"), json: { newEmail: "stolen@matrix.test" } }),
  },
  {
    endpoint: "POST /api/auth/delete-user",
    who: "nobody through better-auth (DELETE /api/users/me removes the account and its objects)",
    anonymous: refuse([400, 401, 404]),
    other: refuse([400, 404]),
    owner: refuse([400, 404]),
    admin: refuse([400, 404]),
    request: () => ({ path: auth("/delete-user"), json: { password: PASSWORD } }),
  },
  {
    endpoint: "POST /api/auth/verify-password",
    who: "signed in",
    ...signedIn(noop(200)),
    request: () => ({ path: auth("/verify-password"), json: { password: PASSWORD } }),
  },
  {
    endpoint: "POST /api/auth/send-verification-email",
    who: "nobody (email verification is not used)",
    ...SAME(refuse(400)),
    request: (w) => ({ path: auth("/send-verification-email"), json: { email: w.owner.email } }),
  },
  {
    endpoint: "POST /api/auth/update-session",
    who: "signed in (no session fields of its own to change)",
    anonymous: refuse(401),
    other: refuse(400),
    owner: refuse(400),
    admin: refuse(400),
    request: () => ({ path: auth("/update-session"), json: {} }),
  },
  {
    endpoint: "POST /api/auth/revoke-session",
    who: "signed in, for a session of their own: the owner's token is refused to others",
    anonymous: refuse(401),
    // better-auth answers 200 but revokes only a session of the caller's own.
    other: noop(200),
    owner: allow(200),
    admin: noop(200),
    request: (w) => ({ path: auth("/revoke-session"), json: { token: w.owner.token.split(".")[0] } }),
  },
  {
    endpoint: "POST /api/auth/revoke-sessions",
    who: "signed in (their own sessions)",
    ...signedIn(allow(200)),
    request: () => ({ path: auth("/revoke-sessions"), json: {} }),
  },
  {
    endpoint: "POST /api/auth/revoke-other-sessions",
    who: "signed in (their own other sessions; the world has none)",
    ...signedIn(noop(200)),
    request: () => ({ path: auth("/revoke-other-sessions"), json: {} }),
  },
  {
    endpoint: "POST /api/auth/link-social",
    who: "signed in (Google is not configured here: no provider)",
    anonymous: refuse(401),
    other: refuse(404),
    owner: refuse(404),
    admin: refuse(404),
    request: () => ({ path: auth("/link-social"), json: { provider: "google", callbackURL: "/" } }),
  },
  {
    endpoint: "POST /api/auth/unlink-account",
    who: "signed in, for an account of their own (nobody has a Google account here)",
    anonymous: refuse(401),
    other: refuse(400),
    owner: refuse(400),
    admin: refuse(400),
    request: () => ({ path: auth("/unlink-account"), json: { providerId: "google", accountId: "google-account" } }),
  },
  {
    endpoint: "POST /api/auth/refresh-token",
    who: "signed in, for an account of their own",
    anonymous: refuse([400, 401]),
    other: refuse([400, 404]),
    owner: refuse([400, 404]),
    admin: refuse([400, 404]),
    request: (w) => ({ path: auth("/refresh-token"), json: { providerId: "google", userId: w.owner.id } }),
  },
  {
    endpoint: "POST /api/auth/get-access-token",
    who: "signed in, for an account of their own",
    anonymous: refuse([400, 401]),
    other: refuse([400, 404]),
    owner: refuse([400, 404]),
    admin: refuse([400, 404]),
    request: (w) => ({ path: auth("/get-access-token"), json: { providerId: "google", userId: w.owner.id } }),
  },
  {
    endpoint: "POST /api/auth/is-username-available",
    who: "anyone (reads only)",
    ...SAME(noop(200)),
    request: () => ({ path: auth("/is-username-available"), json: { username: "owner" } }),
  },
  {
    endpoint: "POST /api/auth/admin/set-role",
    who: "admin",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: auth("/admin/set-role"), json: { userId: w.other.id, role: "admin" } }),
  },
  {
    endpoint: "POST /api/auth/admin/update-user",
    who: "admin",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: auth("/admin/update-user"), json: { userId: w.other.id, data: { name: "Renamed" } } }),
  },
  {
    endpoint: "POST /api/auth/admin/ban-user",
    who: "admin",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: auth("/admin/ban-user"), json: { userId: w.other.id } }),
  },
  {
    endpoint: "POST /api/auth/admin/unban-user",
    who: "admin (the world has nobody banned)",
    ...adminOnly(allow(200)),
    request: (w) => ({ path: auth("/admin/unban-user"), json: { userId: w.other.id } }),
  },
  {
    endpoint: "POST /api/auth/admin/has-permission",
    who: "signed in (reads only)",
    anonymous: refuse(401),
    other: noop(200),
    owner: noop(200),
    admin: noop(200),
    request: () => ({ path: auth("/admin/has-permission"), json: { permissions: { user: ["ban"] } } }),
  },
  // Finding 9: the admin plugin's endpoints the product does not use are turned off.
  ...[
    "create-user",
    "list-user-sessions",
    "impersonate-user",
    "stop-impersonating",
    "revoke-user-session",
    "revoke-user-sessions",
    "remove-user",
    "set-user-password",
  ].map(
    (name): Row => ({
      endpoint: `POST /api/auth/admin/${name}`,
      who: "nobody (finding 9: not used by the product, turned off)",
      ...OFF,
      request: (w) => ({
        path: auth(`/admin/${name}`),
        json: {
          userId: w.other.id,
          sessionToken: w.other.token.split(".")[0],
          newPassword: "another-password-2",
          email: "made@matrix.test",
          password: PASSWORD,
          name: "made",
        },
      }),
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// The pages' actions (form posts, answered with a page or a redirect)
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// The thread page (/messages/:conversationId): the world's buyer's conversation, of
// which the owner (its seller) is a member and `other` and the admin are not (404, as on the API).
// ---------------------------------------------------------------------------------------------

const THREAD_PAGE = (w: World) => `/messages/${w.conversations.buyerConversationId}`;
const threadRow = (intent: string, owner: Expect, form: Record<string, string> = {}): Row => ({
  endpoint: `POST /messages/:conversationId intent=${intent}`,
  who: "a member of the conversation",
  anonymous: toSignIn("/messages/1"),
  other: refuse(404),
  owner,
  admin: refuse(404),
  request: (w) => ({ path: THREAD_PAGE(w), form: { intent, ...form } }),
});

const conversationPageRows: Row[] = [
  threadRow("send", goes("/messages/1#latest"), { text: "Yes, it is still available." }),
  threadRow("read", allow(200)),
  threadRow("block", goes("/messages/1")),
  threadRow("unblock", goes("/messages/1")),
  threadRow("report-person", goes("/messages/1"), { reason: "Asked me for a deposit before viewing." }),
  {
    // The thread's news for its page's script (docs/decisions/127): what came after `after`, read
    // as the page reads it when it opens.
    endpoint: "POST /messages/:conversationId/thread",
    who: "a member of the conversation (marks what it shows read, as opening the thread does)",
    anonymous: toSignIn("/messages/1"),
    other: refuse(404),
    owner: allow(200),
    admin: refuse(404),
    // A resource route (like /sign-out): React Router's own origin check does not run, and a token
    // is never sent by a browser on its own.
    foreignBearer: allow(200),
    request: (w) => ({ path: `${THREAD_PAGE(w)}/thread`, form: { after: "0" } }),
  },
];

const profileRows = (path: "/profile" | "/corporate"): Row[] => [
  {
    endpoint: `POST ${path} intent=update`,
    who: "signed in (their own profile)",
    ...signedIn(goes(path)),
    anonymous: toSignIn(path),
    request: (_w, c) => ({ path, form: { intent: "update", username: `${c}_renamed` } }),
  },
  {
    endpoint: `POST ${path} intent=delete-listing`,
    who: "owner or admin",
    anonymous: toSignIn(path),
    other: refuse(403),
    owner: allow(200),
    admin: allow(200),
    request: (w) => ({ path, form: { intent: "delete-listing", listingId: String(w.listingId), confirmed: "yes" } }),
  },
  {
    endpoint: `POST ${path} intent=saved-search-frequency`,
    who: "the search's owner only",
    anonymous: toSignIn(path),
    other: refuse(404),
    owner: allow(200),
    admin: refuse(404),
    request: (w) => ({ path, form: { intent: "saved-search-frequency", savedSearchId: String(w.savedSearchId), frequency: "instant" } }),
  },
  {
    endpoint: `POST ${path} intent=saved-search-delete`,
    who: "the search's owner only",
    anonymous: toSignIn(path),
    other: refuse(404),
    owner: allow(200),
    admin: refuse(404),
    request: (w) => ({ path, form: { intent: "saved-search-delete", savedSearchId: String(w.savedSearchId) } }),
  },
  ...(["sold", "available", "renew"] as const).map(
    (intent): Row => ({
      endpoint: `POST ${path} intent=${intent}`,
      who: "owner only",
      anonymous: toSignIn(path),
      other: refuse(403),
      owner: allow(200),
      admin: refuse(403),
      request: (w) => ({ path, form: { intent, listingId: String(w.listingId) } }),
    }),
  ),
  {
    // The picture sent by the profile's own form (a page without scripts): the API's service and limits.
    endpoint: `POST ${path} intent=avatar`,
    who: "signed in (their own picture)",
    ...signedIn(goes(path)),
    anonymous: toSignIn(path),
    request: () => ({ path, form: imageForm("profileImage", { intent: "avatar" }) }),
  },
  {
    endpoint: `POST ${path} intent=request-verification`,
    who: "signed in (asks for their own mark)",
    ...signedIn(allow(200)),
    anonymous: toSignIn(path),
    request: () => ({ path, form: { intent: "request-verification" } }),
  },
  {
    endpoint: `POST ${path} intent=send-phone-code`,
    who: "signed in (a code for their own account)",
    ...signedIn(allow(200)),
    anonymous: toSignIn(path),
    request: () => ({ path, form: { intent: "send-phone-code", phoneNumber: PHONE_WORLD.fresh } }),
  },
  {
    endpoint: `POST ${path} intent=confirm-phone`,
    who: "signed in; only the account the code was sent for",
    anonymous: toSignIn(path),
    other: refuse(400),
    owner: allow(200),
    admin: refuse(400),
    request: () => ({ path, form: { intent: "confirm-phone", phoneNumber: PHONE_WORLD.pending, code: PHONE_WORLD.code } }),
  },
  {
    endpoint: `POST ${path} intent=remove-phone`,
    who: "signed in; only their own confirmed number",
    anonymous: toSignIn(path),
    other: refuse(404),
    owner: allow(200),
    admin: refuse(404),
    request: () => ({ path, form: { intent: "remove-phone", phoneNumber: PHONE_WORLD.confirmed } }),
  },
  {
    // Without a script, notifications off on every device of the caller's (the world's owner has one).
    endpoint: `POST ${path} intent=push-off`,
    who: "signed in (their own browsers)",
    anonymous: toSignIn(path),
    other: noop(200),
    owner: allow(200),
    admin: noop(200),
    setup: ownerPushSubscription,
    request: () => ({ path, form: { intent: "push-off" } }),
  },
  {
    endpoint: `POST ${path} intent=delete-account`,
    who: "signed in (their own account)",
    ...signedIn(goes("/")),
    anonymous: toSignIn(path),
    request: () => ({ path, form: { intent: "delete-account", confirmed: "yes" } }),
  },
];

const ADMIN_PAGE = "/admin-dashboard";

/** A suspension's end a week from the test's day, as the date field sends it. */
const SUSPEND_UNTIL = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The world's buyer banned, for Restore to lift. */
async function banBuyer(world: World): Promise<void> {
  await env.DB.prepare("UPDATE user SET banned = 1, ban_reason = 'Scam' WHERE id = ?").bind(world.buyerId).run();
}

/** The world's message flagged by the chat's scam guard, for Dismiss. */
async function flagMessage(world: World): Promise<void> {
  await env.DB.prepare("UPDATE messages SET flags = 'payment-first' WHERE id = ?").bind(world.messageId).run();
}
const adminPage = (intent: string, success: Expect, fields: (w: World) => Record<string, string>): Row => ({
  endpoint: `POST ${ADMIN_PAGE} intent=${intent}`,
  who: "admin",
  anonymous: toSignIn(ADMIN_PAGE),
  other: refuse(403),
  owner: refuse(403),
  admin: success,
  request: (w) => ({ path: ADMIN_PAGE, form: { intent, ...fields(w) } }),
});

/**
 * The listing forms' steps without scripts: Continue after the category, and
 * confirming a phone inside the form, with the API's limits (`POST /api/users/me/phone`,
 * `/verify`). On the update page only the listing's seller may confirm a number.
 */
const LISTING_FORM_STEP_ROWS = (): Row[] => {
  const update = (w: World) => `/update-listing/${w.listingId}`;
  const toSignInUpdate: Expect = { status: 302, location: "/sign-in?redirectTo=%2Fupdate-listing%2F", unchanged: true };
  const sendCode = (phoneNumber: string) => listingFormFields([], { intent: "send-phone-code", phoneNumber });
  const confirm = () => listingFormFields([], { intent: "confirm-phone", phoneNumber: PHONE_WORLD.pending, phoneCode: PHONE_WORLD.code });
  return [
    {
      endpoint: "POST /create-listing intent=category",
      who: "signed in; the same form comes back with the category's fields, nothing saved",
      ...signedIn(noop(200)),
      anonymous: toSignIn("/create-listing"),
      request: () => ({ path: "/create-listing", form: listingFormFields([], { intent: "category", category: "Property" }) }),
    },
    {
      endpoint: "POST /update-listing/:listingId intent=category",
      who: "owner or admin; nothing saved",
      anonymous: toSignInUpdate,
      other: refuse(403),
      owner: noop(200),
      admin: noop(200),
      request: (w) => ({ path: update(w), form: listingFormFields([w.photoUrl], { intent: "category", category: "Property" }) }),
    },
    {
      endpoint: "POST /create-listing intent=send-phone-code",
      who: "signed in (a code for their own account, as POST /api/users/me/phone)",
      ...signedIn(allow(200)),
      anonymous: toSignIn("/create-listing"),
      request: () => ({ path: "/create-listing", form: sendCode(PHONE_WORLD.fresh) }),
    },
    {
      endpoint: "POST /create-listing intent=confirm-phone",
      who: "signed in; only the account the code was sent for (as POST /api/users/me/phone/verify)",
      anonymous: toSignIn("/create-listing"),
      other: refuse(400),
      owner: allow(200),
      admin: refuse(400),
      request: () => ({ path: "/create-listing", form: confirm() }),
    },
    {
      endpoint: "POST /update-listing/:listingId intent=send-phone-code",
      who: "the listing's owner (a code for their own account)",
      anonymous: toSignInUpdate,
      other: refuse(403),
      owner: allow(200),
      admin: refuse(403),
      request: (w) => ({ path: update(w), form: sendCode(PHONE_WORLD.fresh) }),
    },
    {
      endpoint: "POST /update-listing/:listingId intent=confirm-phone",
      who: "the listing's owner, with the code sent to them",
      anonymous: toSignInUpdate,
      other: refuse(403),
      owner: allow(200),
      admin: refuse(403),
      request: (w) => ({ path: update(w), form: confirm() }),
    },
  ];
};

/** The storefront's review forms: the reviews service decides who may do what. */
const SELLER_PAGE = (w: World) => `/seller/${w.owner.id}`;
const storefrontRows: Row[] = [
  // An admin suspends, bans or restores the seller from their storefront.
  {
    endpoint: "POST /seller/:userId intent=suspend-user",
    who: "admin; never their own account nor another admin's",
    anonymous: refuse(401),
    other: refuse(403),
    owner: refuse(403),
    admin: goes("/seller/owner-matrix#admin"),
    request: (w) => ({ path: SELLER_PAGE(w), form: { intent: "suspend-user", reason: "Asked buyers for a booking fee", until: SUSPEND_UNTIL() } }),
  },
  {
    endpoint: "POST /seller/:userId intent=ban-user",
    who: "admin; never their own account nor another admin's",
    anonymous: refuse(401),
    other: refuse(403),
    owner: refuse(403),
    admin: goes("/seller/owner-matrix#admin"),
    request: (w) => ({ path: SELLER_PAGE(w), form: { intent: "ban-user", reason: "Asked buyers for a booking fee" } }),
  },
  {
    endpoint: "POST /seller/:userId intent=restore-user",
    who: "admin",
    anonymous: refuse(401),
    other: refuse(403),
    // The owner is banned in this row's world, so their session is nobody's.
    owner: refuse(401),
    admin: goes("/seller/owner-matrix#admin"),
    setup: async (world) => {
      await env.DB.prepare("UPDATE user SET banned = 1, ban_reason = 'Scam' WHERE id = ?").bind(world.owner.id).run();
    },
    request: (w) => ({ path: SELLER_PAGE(w), form: { intent: "restore-user" } }),
  },
  {
    endpoint: "POST /seller/:userId intent=review",
    who: "signed in, a buyer who wrote to the seller about the listing and got an answer; never the seller",
    anonymous: refuse(401),
    other: goes("/seller/owner-matrix#review-"),
    owner: refuse(403),
    admin: refuse(403),
    request: (w) => ({
      path: SELLER_PAGE(w),
      form: { intent: "review", listingId: String(w.storefront.reviewableListingId), rating: "5", comment: "Quick replies and a fair price." },
    }),
  },
  {
    endpoint: "POST /seller/:userId intent=edit-review",
    who: "the review's author, within 7 days",
    anonymous: refuse(401),
    other: goes("/seller/owner-matrix#review-"),
    owner: refuse(403),
    admin: refuse(403),
    request: (w) => ({
      path: SELLER_PAGE(w),
      form: { intent: "edit-review", reviewId: String(w.storefront.reviewId), rating: "5", comment: "Even better than I said." },
    }),
  },
  {
    endpoint: "POST /seller/:userId intent=delete-review",
    who: "the review's author, within 7 days",
    anonymous: refuse(401),
    other: goes("/seller/owner-matrix#reviews"),
    owner: refuse(403),
    admin: refuse(403),
    request: (w) => ({ path: SELLER_PAGE(w), form: { intent: "delete-review", reviewId: String(w.storefront.reviewId) } }),
  },
  {
    endpoint: "POST /seller/:userId intent=reply",
    who: "the reviewed seller, once",
    anonymous: refuse(401),
    other: refuse(403),
    owner: goes("/seller/owner-matrix#review-"),
    admin: refuse(403),
    request: (w) => ({ path: SELLER_PAGE(w), form: { intent: "reply", reviewId: String(w.storefront.reviewId), text: "Thank you, enjoy it!" } }),
  },
  {
    endpoint: "POST /seller/:userId intent=report-review",
    who: "signed in, not the review's author",
    anonymous: refuse(401),
    other: refuse(403),
    owner: goes("/seller/owner-matrix#review-"),
    admin: goes("/seller/owner-matrix#review-"),
    request: (w) => ({ path: SELLER_PAGE(w), form: { intent: "report-review", reviewId: String(w.storefront.reviewId), reason: "Looks like a fake review." } }),
  },
];

const PAGE_ROWS: Row[] = [
  {
    endpoint: "POST /sign-in",
    who: "anyone with the password",
    ...SAME(goes("/")),
    request: (w) => ({ path: "/sign-in", form: { email: w.owner.email, password: PASSWORD, redirectTo: "/" } }),
  },
  {
    endpoint: "POST /sign-up",
    who: "anyone",
    ...SAME(goes("/thank-you")),
    request: (_w, c) => ({ path: "/sign-up", form: { username: `new_${c}`, email: `new-${c}@matrix.test`, password: PASSWORD, terms: "on" } }),
  },
  {
    endpoint: "POST /sign-out",
    who: "anyone; ends the caller's own session (finding 5: never from another site)",
    ...SAME(goes("/")),
    anonymous: { status: 302, location: "/", unchanged: true },
    // A resource route: React Router's own origin check does not run, so a token from another site passes.
    foreignBearer: goes("/"),
    request: () => ({ path: "/sign-out", form: {} }),
  },
  {
    endpoint: "POST /low-data",
    who: "anyone; sets the caller's own low-data cookie and changes no data (never from another site)",
    ...SAME({ status: 302, location: "/", unchanged: true }),
    // A resource route, as POST /sign-out: a token from another site is no browser's doing.
    foreignBearer: { status: 302, location: "/", unchanged: true },
    request: () => ({ path: "/low-data", form: { lowData: "1", redirectTo: "/" } }),
  },
  {
    endpoint: "POST /forgot-password",
    who: "anyone (a mail to the address's owner)",
    ...SAME(allow(200)),
    request: (w) => ({ path: "/forgot-password", form: { email: w.owner.email } }),
  },
  {
    endpoint: "POST /saved-searches",
    who: "signed in (saves to their own searches)",
    ...signedIn(goes("/search?searchTerm=matrix")),
    anonymous: toSignIn("/search?searchTerm=matrix"),
    // A resource route (like /sign-out): React Router's own origin check does not run, and a token is
    // never sent by a browser on its own, so the owner's token from another site saves as the owner.
    foreignBearer: goes("/search?searchTerm=matrix"),
    request: () => ({
      path: "/saved-searches",
      form: { intent: "save-search", name: "Matrix", query: "searchTerm=matrix", frequency: "daily", returnTo: "/search?searchTerm=matrix" },
    }),
  },
  {
    endpoint: "POST /unsubscribe/:token",
    who: "whoever holds the mailed link (no sign-in)",
    ...SAME(allow(200)),
    request: (w) => ({ path: `/unsubscribe/${w.unsubscribeToken}`, form: { intent: "unsubscribe" } }),
  },
  {
    endpoint: "POST /reset-password/:token",
    who: "whoever holds the mailed token",
    ...SAME(goes("/sign-in")),
    request: (w) => ({ path: `/reset-password/${w.resetToken}`, form: { password: "another-password-2", confirmPassword: "another-password-2" } }),
  },
  {
    endpoint: "POST /confirm-email/:token",
    who: "whoever holds the link mailed to the new address (the owner asked with the password); it signs nobody in",
    anonymous: goes("/sign-in"),
    other: goes("/"),
    owner: goes("/profile"),
    admin: goes("/"),
    request: (w) => ({ path: `/confirm-email/${w.emailChangeToken}`, form: {} }),
  },
  {
    endpoint: "POST /auth/google",
    who: "anyone (Google is not configured here: back to sign-in)",
    ...SAME({ status: 302, location: "/sign-in", unchanged: true }),
    foreignBearer: { status: 302, location: "/sign-in", unchanged: true },
    request: () => ({ path: "/auth/google", form: { redirectTo: "/" } }),
  },
  {
    endpoint: "POST /create-listing intent=publish",
    who: "signed in; the listing is the caller's, with one of the caller's confirmed numbers",
    ...signedIn({ status: 302, location: "/listing/", unchanged: false }),
    anonymous: toSignIn("/create-listing"),
    request: (w, c) => ({ path: "/create-listing", form: listingFormFields([ownUpload(w, c)], { intent: "publish", phoneNumber: ownPhone(w, c) }) }),
  },
  {
    endpoint: "POST /update-listing/:listingId intent=publish",
    who: "owner or admin; the number is one of the owner's confirmed numbers",
    anonymous: { status: 302, location: "/sign-in?redirectTo=%2Fupdate-listing%2F", unchanged: true },
    other: refuse(403),
    owner: { status: 302, location: "/listing/", unchanged: false },
    admin: { status: 302, location: "/listing/", unchanged: false },
    request: (w) => ({ path: `/update-listing/${w.listingId}`, form: listingFormFields([w.photoUrl], { intent: "publish", regularPrice: "29,000" }) }),
  },
  ...LISTING_FORM_STEP_ROWS(),
  {
    endpoint: "POST /listing/:listingId intent=unavailable",
    who: "owner only",
    anonymous: refuse(401),
    other: refuse(403),
    owner: allow(200),
    admin: refuse(403),
    request: (w) => ({ path: `/listing/${w.listingId}`, form: { intent: "unavailable" } }),
  },
  ...(["sold", "available", "renew"] as const).map(
    (intent): Row => ({
      endpoint: `POST /listing/:listingId intent=${intent}`,
      who: "owner only",
      anonymous: refuse(401),
      other: refuse(403),
      owner: allow(200),
      admin: refuse(403),
      request: (w) => ({ path: `/listing/${w.listingId}`, form: { intent } }),
    }),
  ),
  {
    endpoint: "POST /boost/:listingId",
    who: "owner only, with one of their confirmed numbers",
    anonymous: { status: 302, location: "/sign-in?redirectTo=%2Fboost%2F", unchanged: true },
    other: refuse(403),
    owner: goes("/payments/"),
    admin: refuse(403),
    request: (w) => ({ path: `/boost/${w.listingId}`, form: { packageId: "top-7" } }),
  },
  {
    endpoint: "POST /payments/:paymentId",
    who: "the payer only (Try again); an admin may read it but not pay for someone",
    anonymous: { status: 302, location: "/sign-in?redirectTo=%2Fpayments%2F", unchanged: true },
    other: refuse(404),
    owner: goes("/payments/"),
    admin: refuse(403),
    request: (w) => ({ path: `/payments/${w.paymentId}`, form: {} }),
  },
  {
    endpoint: "POST /renew/:token",
    who: "whoever holds the mailed link (no sign-in)",
    ...SAME(goes("/renew/")),
    request: (w) => ({ path: `/renew/${w.renewToken}`, form: {} }),
  },
  {
    endpoint: "POST /listing/:listingId intent=favourite",
    who: "signed in (their own favourites)",
    anonymous: { status: 302, location: "/sign-in?redirectTo=%2Flisting%2F", unchanged: true },
    other: allow(200),
    // The owner already has it among favourites: saving it again changes nothing.
    owner: noop(200),
    admin: allow(200),
    request: (w) => ({ path: `/listing/${w.listingId}`, form: { intent: "favourite", saved: "true" } }),
  },
  {
    endpoint: "POST /listing/:listingId intent=show-contact",
    who: "anyone (counted, but not for the listing's owner)",
    anonymous: allow(200),
    other: allow(200),
    owner: noop(200),
    admin: allow(200),
    request: (w) => ({ path: `/listing/${w.listingId}`, form: { intent: "show-contact" } }),
  },
  {
    endpoint: "POST /listing/:listingId intent=report",
    who: "anyone but the listing's owner",
    anonymous: allow(201),
    other: allow(201),
    owner: refuse(403),
    admin: allow(201),
    request: (w) => ({ path: `/listing/${w.listingId}`, form: { intent: "report", reason: "Same TV listed twice" } }),
  },
  {
    // The first message starts a conversation (or adds to the caller's own one) and the
    // page goes on to the thread.
    endpoint: "POST /listing/:listingId intent=message",
    who: "signed in, not the listing's owner",
    anonymous: refuse(401),
    other: goes(`/messages/2`),
    owner: refuse(400),
    admin: goes("/messages/"),
    request: (w) => ({ path: `/listing/${w.listingId}`, form: { intent: "message", text: "Is the TV still available?" } }),
  },
  ...conversationPageRows,
  ...profileRows("/profile"),
  ...profileRows("/corporate"),
  ...storefrontRows,
  adminPage("hide", allow(200), (w) => ({ listingId: String(w.listingId) })),
  adminPage("restore", allow(200), (w) => ({ listingId: String(w.listingId) })),
  adminPage("verify", allow(200), (w) => ({ userId: w.buyerId })),
  adminPage("reject", allow(200), (w) => ({ userId: w.buyerId })),
  adminPage("delete-image", allow(200), (w) => ({ imageId: String(w.homepageImageId) })),
  adminPage("remove-review", allow(200), (w) => ({ reviewId: String(w.reviewId) })),
  adminPage("dismiss-review-reports", allow(200), (w) => ({ reviewId: String(w.reviewId) })),
  adminPage("person-report-reviewed", allow(200), (w) => ({ reportId: String(w.personReportId) })),
  // A "Possible copied photos" flag, dismissed or settled by hiding the copy.
  adminPage("dismiss-copy", allow(200), (w) => ({ flagId: String(w.listingFlagId) })),
  adminPage("hide-copy", allow(200), (w) => ({ flagId: String(w.listingFlagId) })),
  { ...adminPage("approve-held", allow(200), (w) => ({ listingId: String(w.listingId) })), setup: holdListing },
  { ...adminPage("reject-held", allow(200), (w) => ({ listingId: String(w.listingId) })), setup: holdListing },
  // Admins act on people from the user lists, person reports and flagged messages.
  adminPage("suspend-user", allow(200), (w) => ({ userId: w.buyerId, source: "users", reason: "Asked buyers for a booking fee", until: SUSPEND_UNTIL() })),
  adminPage("ban-user", allow(200), (w) => ({ userId: w.buyerId, source: "users", reason: "Asked buyers for a booking fee" })),
  { ...adminPage("restore-user", allow(200), (w) => ({ userId: w.buyerId, source: "users" })), setup: banBuyer },
  adminPage("warn-user", allow(200), (w) => ({ userId: w.buyerId, source: "person-report", reportId: String(w.personReportId), reason: "Be polite" })),
  adminPage("dismiss", allow(200), (w) => ({ userId: w.buyerId, source: "person-report", reportId: String(w.personReportId) })),
  {
    ...adminPage("upload-images", allow(201), () => ({})),
    request: () => ({ path: ADMIN_PAGE, form: imageForm("homepageImages", { intent: "upload-images", urls: "jenga.co.ke", companyNames: "Jenga" }) }),
  },
  {
    // The local stand-in of the edge cache forgets every page for the end-to-end fixtures
    // (decision 093); with the cache for Workers or none (production, these tests) it is no door.
    endpoint: "POST /__local/purge-pages",
    who: "nobody outside a local run with PAGE_CACHE=local",
    ...OFF,
    foreignBearer: refuse(404),
    request: () => ({ path: "/__local/purge-pages", form: {} }),
  },
];

/**
 * better-auth answers only the paths Sokoni uses (OPEN_AUTH_DOORS, docs/decisions/043): every other
 * endpoint its router has is closed for everyone, whatever its row would otherwise say.
 */
function asServed(row: Row): Row {
  const [method, path = ""] = row.endpoint.split(" ");
  const door = `${method} ${path.replace("/api/auth", "").replace(":id", "google")}`;
  return OPEN_AUTH_DOORS.has(door) ? row : { ...row, ...OFF, who: `nobody: closed (${row.who})` };
}

const ROWS: Row[] = [...API_ROWS, ...AUTH_ROWS.map(asServed), ...PAGE_ROWS];

// ---------------------------------------------------------------------------------------------
// The cells
// ---------------------------------------------------------------------------------------------

const methodOf = (row: Row) => row.endpoint.split(" ")[0] as string;

function statusMatches(expected: Expect, status: number): boolean {
  return Array.isArray(expected.status) ? expected.status.includes(status) : expected.status === status;
}

interface Current {
  world: World;
  state: Record<string, unknown> | null;
}

/**
 * Runs one cell and checks its status, its redirect, and that a refusal changed nothing. A cell
 * that changed nothing hands its world on to the next; any other leaves the next to build a new one.
 */
async function cell(
  row: Row,
  current: Current | null,
  label: string,
  caller: Caller,
  credential: Credential,
  expected: Expect,
  origin: string | null,
  document = false,
): Promise<Current | null> {
  const world = current?.world ?? (await buildWorld());
  if (!current) await row.setup?.(world);
  const before = expected.unchanged ? (current?.state ?? (await snapshot())) : null;
  const person = caller === "anonymous" ? undefined : world[caller];
  const fetcher = !document && !row.endpoint.includes(" /api/");
  const answer = await readAnswer(await send(methodOf(row), row.request(world, caller), { person, credential, origin, fetcher }));
  const where = `${row.endpoint} | ${label}`;
  expect
    .soft(statusMatches(expected, answer.status), `${where}: status ${answer.status}, expected ${expected.status}; ${answer.text.slice(0, 160)}`)
    .toBe(true);
  if (expected.location !== undefined) {
    const location = answer.location ?? "";
    expect
      .soft(location === expected.location || location.startsWith(expected.location), `${where}: Location ${location}, expected ${expected.location}`)
      .toBe(true);
  }
  await row.invariant?.(world);
  if (!before) return null;
  const after = await snapshot();
  expect.soft(after, `${where}: a refused call changed stored state`).toEqual(before);
  return JSON.stringify(after) === JSON.stringify(before) ? { world, state: after } : null;
}

async function runRow(row: Row): Promise<void> {
  let current: Current | null = null;
  for (const caller of ["anonymous", "other", "owner", "admin"] as const) {
    for (const credential of ["cookie", "bearer"] as const) {
      current = await cell(row, current, `${caller} × ${credential}`, caller, credential, row[caller], null);
    }
  }
  // Finding 5 and the contract: a cookie from another site is refused with 403 ... (the owner's,
  // or the admin's where only an admin may call, so that the refusal is the origin's, not the
  // role's). A page is posted as a plain form here, the cross-site way that needs no script
  // (React Router itself refuses a cross-site `.data` post with a 400).
  const trusted = !row.owner.unchanged || row.admin.unchanged ? "owner" : "admin";
  const document = !row.endpoint.includes(" /api/");
  current = await cell(row, current, `${trusted} × cookie from a foreign origin`, trusted, "cookie", row.foreign ?? refuse(403), FOREIGN_ORIGIN, document);
  // ... and a bearer token from another site is not (no browser sends one by itself). React
  // Router refuses any cross-site post to a page with a component (400, before the action runs);
  // resource routes (/sign-out, /auth/google) state their own expectation.
  const foreignBearer = row.foreignBearer ?? (document ? refuse(400) : row[trusted]);
  await cell(row, current, `${trusted} × bearer from a foreign origin`, trusted, "bearer", foreignBearer, FOREIGN_ORIGIN, document);
}

describe("the authorisation matrix", () => {
  it("has exactly one row per unsafe endpoint of the API, better-auth and the pages' actions", async () => {
    const live = [...apiEndpoints(), ...authEndpoints(), ...(await pageEndpoints())];
    const named = ROWS.map((row) => row.endpoint);
    const duplicates = named.filter((endpoint, index) => named.indexOf(endpoint) !== index);
    expect(duplicates, "rows named twice").toEqual([]);
    const missing = live.filter((endpoint) => !named.includes(endpoint));
    expect(missing, "endpoints without a row in the authorisation matrix (docs/security-tests.md)").toEqual([]);
    // A turned-off endpoint may also leave the table; its row then only proves it stays unreachable.
    const stale = ROWS.filter((row) => !row.off && !live.includes(row.endpoint)).map((row) => row.endpoint);
    expect(stale, "rows naming endpoints that no longer exist").toEqual([]);
    // The first test of the file loads every route module into the isolate: 20 s on a busy machine.
  }, 60_000);

  for (const row of ROWS) {
    it(`${row.endpoint}: ${row.who}`, async () => {
      await runRow(row);
    });
  }
});
