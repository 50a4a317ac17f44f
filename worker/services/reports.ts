import { and, eq } from "drizzle-orm";
import { REPORT_MESSAGES } from "../../app/domain/listing-actions";
import type { RequestContext, SessionUser } from "../context";
import type { Db } from "../db/client";
import { listings, reports } from "../db/schema";
import { visibleListing } from "./listings";
import { announceChanges } from "./live";
import { clientAddress, withinRateLimit } from "./rate-limit";
import { Refusal } from "./refusal";

/** At most this many reports per address, and per account when signed in, in ten minutes. */
const REPORTS_PER_WINDOW = 5;
const REPORT_WINDOW_MS = 10 * 60 * 1000;

async function requireVisibleListing(db: Db, id: number): Promise<void> {
  const found = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, id), visibleListing))
    .get();
  if (!found) throw new Refusal(404, "Listing not found");
}

/** Who is reporting: the signed-in person, or a visitor known by their address (for the rate limit). */
export interface Reporter {
  me: SessionUser | null;
  address: string;
}

/** The reporter of a request: both faces call this, so the limit counts the same person the same way. */
export function reporterOf(me: SessionUser | null, headers: Headers): Reporter {
  return { me, address: clientAddress(headers) };
}

/** Report Abuse: anyone may report (signed-in reporters are recorded); rate limited per address and account. */
export async function reportListing(ctx: RequestContext, reporter: Reporter, id: number, reason: string): Promise<void> {
  await requireVisibleListing(ctx.db, id);
  // Both limits hold: many accounts from one address, or one account from many addresses, get no
  // more reports in than one person would.
  const keys = [`report:ip:${reporter.address}`, ...(reporter.me ? [`report:user:${reporter.me.id}`] : [])];
  const within = await Promise.all(keys.map((key) => withinRateLimit(ctx.db, key, REPORTS_PER_WINDOW, REPORT_WINDOW_MS)));
  if (within.includes(false)) throw new Refusal(429, REPORT_MESSAGES.tooMany);
  await ctx.db.insert(reports).values({ listingId: id, reporterId: reporter.me?.id ?? null, reason });
  announceChanges(ctx, { categories: false });
}
