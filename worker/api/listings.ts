import { Hono } from "hono";
import { revealContact } from "../services/safety/contact-reveal";
import { LISTING_SAFETY_MESSAGES } from "../../app/domain/listing-safety-texts";
import { CONTACT_CHANNELS, type ContactChannel, MessageSchema, REPORT_MESSAGES, ReportSchema } from "../../app/domain/listing-actions";
import { isCounty } from "../../app/domain/catalog";
import { LISTING_MESSAGES, ListingSchema } from "../../app/domain/listing-input";
import { parseListingQuery } from "../../app/domain/listing-query";
import { groupedCount } from "../../app/domain/ksh";
import { LIMITS } from "../../app/domain/limits";
import { cursorText, type ListFrom, parseCursor } from "../services/listings/list-cursor";
import { areasOf } from "../services/search/areas";
import { roomCategorySummary } from "../services/listings/categories";
import { countInteraction } from "../services/listings/interactions";
import { deleteListing } from "../services/listings/listing-removal";
import { createListing, editableListing, markUnavailable, updateListing } from "../services/listings/listing-writes";
import { findListing, findListings } from "../services/listings/listings";
import { renewListing, setListingStatus } from "../services/listings/listing-status";
import { startBoost } from "../services/payments/payments";
import { noTop, topListings } from "../services/listings/boosted";
import { startConversation } from "../services/chat/conversations";
import { similarListings } from "../services/listings/similar-listings";
import { STRINGS } from "../../app/i18n";
import { COMMON_MESSAGES, Refusal } from "../services/refusal";
import { reportListing, reporterOf } from "../services/safety/reports";
import { spellingSuggestion } from "../services/search/search-suggest";
import { countSearchLater } from "../services/search/search-terms";
import { ok } from "./envelope";
import { InvalidInput, jsonBody, listingIdParam, parse, signedIn } from "./guards";
import type { ApiEnv } from "./types";
import type { RequestContext } from "../context";

/** The listing as its owner sees it after a change (sold, expired: still theirs to see). */
async function ownListingJson(ctx: RequestContext, id: number) {
  return findListing(ctx.db, id, { includeHidden: true });
}

/**
 * Where a page of the list starts (decision 146): after or before a cursor, or at `startIndex`
 * within the first LIMITS.totalCap listings. Deeper pages are read by the cursor of the page before,
 * so no request skips more than the cap.
 */
function listFrom(after: string | undefined, before: string | undefined, startIndex: number): ListFrom | undefined {
  const raw = after ?? before;
  if (raw === undefined || raw === "") {
    if (startIndex >= LIMITS.totalCap) throw new Refusal(400, STRINGS.server.search.pastCap(groupedCount(LIMITS.totalCap)));
    return undefined;
  }
  const cursor = parseCursor(raw);
  if (!cursor || (after && before)) throw new Refusal(400, STRINGS.server.search.cursorInvalid);
  return after ? { after: cursor } : { before: cursor };
}

const T = STRINGS.server.listings;

export const listingsApi = new Hono<ApiEnv>()
  .get("/categories", async (c) => ok(c, await roomCategorySummary(c.env)))
  // The areas already used in a county, most used first: the listing form's suggestions.
  .get("/areas", async (c) => {
    const county = c.req.query("county") ?? "";
    if (!isCounty(county)) throw new Refusal(400, LISTING_MESSAGES.countyInvalid);
    return ok(c, { areas: await areasOf(c.var.ctx.db, county) });
  })
  .get("/", async (c) => {
    const parsed = parseListingQuery(new URL(c.req.url).searchParams);
    if (!parsed.success) throw new InvalidInput(parsed.issues);
    const query = parsed.output;
    const start = listFrom(c.req.query("after"), c.req.query("before"), query.startIndex);
    const [page, top] = await Promise.all([
      findListings(c.var.ctx.db, query, start),
      // The boosted Top listings for this page, which a client shows first.
      topListings(c.var.ctx.db, query, Math.floor(query.startIndex / query.limit) + 1).catch(noTop),
    ]);
    countSearchLater(c.var.ctx, parsed.output);
    // Nothing found for some words: the words corrected from the catalogue's vocabulary, or null.
    const { searchTerm } = parsed.output;
    const suggestion = page.total === 0 && searchTerm ? await spellingSuggestion(c.var.ctx.db, searchTerm) : null;
    // The page's ends as the addresses write them: `after=` the last for the next page, `before=` the first for the one before.
    const cursors = page.cursors && { first: cursorText(page.cursors.first), last: cursorText(page.cursors.last) };
    return ok(c, { ...page, cursors, top, suggestion });
  })
  .post("/", signedIn(), async (c) => {
    const input = parse(ListingSchema, await jsonBody(c));
    const { id, heldFor } = await createListing(c.var.ctx, c.var.me, input);
    // Saved either way; a held listing (docs/decisions/116) comes back with its status and reasons.
    if (heldFor.length > 0) return ok(c, await ownListingJson(c.var.ctx, id), 201, LISTING_SAFETY_MESSAGES.heldCreated);
    return ok(c, await findListing(c.var.ctx.db, id), 201, T.created);
  })
  .get("/:id", async (c) => {
    const listing = await findListing(c.var.ctx.db, listingIdParam(c));
    if (!listing) throw new Refusal(404, COMMON_MESSAGES.listingNotFound);
    return ok(c, listing);
  })
  // The listing page's "Similar listings" row (worker/services/listings/similar-listings.ts).
  .get("/:id/similar", async (c) => {
    const id = listingIdParam(c);
    const listing = await findListing(c.var.ctx.db, id);
    if (!listing) throw new Refusal(404, COMMON_MESSAGES.listingNotFound);
    return ok(c, { listings: await similarListings(c.var.ctx.db, { ...listing, id }) });
  })
  .patch("/:id", signedIn(), async (c) => {
    const { ctx, me } = c.var;
    const id = listingIdParam(c);
    // A partial body: the listing as it is, with the given fields replaced, meets the whole schema.
    const current = await editableListing(ctx, me, id);
    const input = parse(ListingSchema, { ...current, attributes: { ...current.attributes, condition: current.condition }, ...(await jsonBody(c)) });
    const { heldFor } = await updateListing(ctx, me, id, input);
    return ok(c, await editableListing(ctx, me, id), 200, heldFor.length > 0 ? LISTING_SAFETY_MESSAGES.heldUpdated : T.updated);
  })
  .delete("/:id", signedIn(), async (c) => {
    await deleteListing(c.var.ctx, c.var.me, listingIdParam(c));
    return ok(c, null, 200, T.deleted);
  })
  .put("/:id/availability", signedIn(), async (c) => {
    const id = listingIdParam(c);
    // Only the one transition the product has: available to unavailable.
    if ((await jsonBody(c)).isAvailable !== false) throw new Refusal(400, T.onlyUnavailable);
    return ok(c, await markUnavailable(c.var.ctx, c.var.me, id), 200, T.markedUnavailable);
  })
  // The owner's Mark sold / Mark available, Renew, and a boost paid by M-Pesa.
  .put("/:id/status", signedIn(), async (c) => {
    const id = listingIdParam(c);
    const { status } = await jsonBody(c);
    await setListingStatus(c.var.ctx, c.var.me, id, status);
    return ok(c, await ownListingJson(c.var.ctx, id), 200, status === "sold" ? T.markedSold : T.markedAvailable);
  })
  .post("/:id/renew", signedIn(), async (c) => {
    const id = listingIdParam(c);
    await renewListing(c.var.ctx, c.var.me, id);
    return ok(c, await ownListingJson(c.var.ctx, id), 200, T.renewed);
  })
  .post("/:id/boosts", signedIn(), async (c) => {
    const id = listingIdParam(c);
    const body = await jsonBody(c);
    const phoneNumber = typeof body.phoneNumber === "string" ? body.phoneNumber : undefined;
    const payment = await startBoost(c.var.ctx, c.var.me, id, { packageId: body.packageId, phoneNumber });
    return ok(c, payment, 201, T.checkPhone);
  })
  .post("/:id/reports", async (c) => {
    const id = listingIdParam(c);
    const { reason } = parse(ReportSchema, await jsonBody(c));
    await reportListing(c.var.ctx, reporterOf(await c.var.ctx.currentUser(), c.req.raw.headers), id, reason);
    return ok(c, null, 201, REPORT_MESSAGES.sent);
  })
  .post("/:id/contact", async (c) => {
    const id = listingIdParam(c);
    // sendBeacon posts without a JSON body, so the channel may come in the query.
    const channel = c.req.query("channel") ?? (await jsonBody(c)).channel;
    // A reveal is counted by the request that shows the number (below), never by a beacon.
    if (!CONTACT_CHANNELS.includes(channel as ContactChannel) || channel === "reveal") throw new Refusal(400, T.unknownChannel);
    // Counted after the answer has gone: the buyer's call or chat is never kept waiting.
    c.var.ctx.executionCtx.waitUntil(countInteraction(c.var.ctx, id, channel as ContactChannel));
    return c.body(null, 204);
  })
  // "Show contact" (docs/decisions/121): the seller's confirmed number, counted and limited.
  .post("/:id/phone", async (c) => {
    const phoneNumber = await revealContact(c.var.ctx, listingIdParam(c), c.req.raw.headers);
    return ok(c, { phoneNumber }, 200);
  })
  .post("/:id/messages", signedIn(), async (c) => {
    const id = listingIdParam(c);
    const { body } = parse(MessageSchema, await jsonBody(c));
    // The first face of "Message seller", kept for older clients: the same as POST /api/conversations.
    const started = await startConversation(c.var.ctx, c.var.me, id, body);
    return ok(c, started, 201, T.messageSent);
  });
