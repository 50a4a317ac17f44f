import { and, eq } from "drizzle-orm";
import { isbot } from "isbot";
import { STRINGS } from "../../../app/i18n";
import { listings, phones } from "../../db/schema";
import type { RequestContext } from "../../request-context";
import { countInteraction } from "../listings/interactions";
import { withinRateLimit } from "../accounts/rate-limit";
import { Refusal } from "../refusal";

/**
 * How many numbers "Show contact" reveals before it asks to wait (docs/decisions/121). A member is
 * limited as one person, wherever they are; a visitor by the address, which a carrier's NAT shares
 * between thousands of phones, so that ceiling is high and signing in lifts it.
 */
export const REVEAL_LIMITS = {
  member: { max: 60, windowMs: 60 * 60 * 1000 },
  address: { max: 300, windowMs: 10 * 60 * 1000 },
} as const;

export const REVEAL_MESSAGES = STRINGS.server.safety.contactRefusals;

/**
 * The seller's number for "Show contact": the listing's own number, only while the listing is on
 * show and the number is still one its seller confirmed by SMS. Counted as a contact click (once
 * per visitor, listing and day: docs/decisions/048) after the answer; never for the seller.
 * Refused to known crawlers, and past the limits above.
 */
export async function revealContact(ctx: RequestContext, listingId: number, headers: Headers): Promise<string> {
  if (isbot(headers.get("user-agent") ?? "")) throw new Refusal(403, REVEAL_MESSAGES.notForRobots);
  const row = await ctx.db
    .select({ phoneNumber: phones.phoneNumber, sellerId: listings.userRef })
    .from(listings)
    .innerJoin(phones, and(eq(phones.phoneNumber, listings.phoneNumber), eq(phones.userId, listings.userRef)))
    .where(and(eq(listings.id, listingId), eq(listings.isHidden, false), eq(listings.isAvailable, true)))
    .get();
  if (!row) throw new Refusal(404, REVEAL_MESSAGES.noNumber);
  const me = await ctx.currentUser();
  const within = me
    ? await withinRateLimit(ctx.db, `reveal:user:${me.id}`, REVEAL_LIMITS.member.max, REVEAL_LIMITS.member.windowMs)
    : await withinRateLimit(ctx.db, `reveal:ip:${ctx.address}`, REVEAL_LIMITS.address.max, REVEAL_LIMITS.address.windowMs);
  if (!within) throw new Refusal(429, me ? REVEAL_MESSAGES.tooManyMember : REVEAL_MESSAGES.tooManyVisitor);
  if (me?.id !== row.sellerId) ctx.executionCtx.waitUntil(countInteraction(ctx, listingId, "reveal"));
  return row.phoneNumber;
}
