import { sql } from "drizzle-orm";
import type { ContactChannel } from "../../../app/domain/listing-actions";
import type { RequestContext } from "../../request-context";
import { listingInteractions } from "../../db/schema";
import { countDayStatement } from "./listing-figures";
import { firstInWindow, ONCE_A_DAY_MS } from "../accounts/rate-limit";

/**
 * One contact click (Call, WhatsApp, message): a single atomic upsert, counted once per visitor,
 * listing and channel a day (docs/decisions/048-counters-once-per-visitor.md), so that nobody can
 * push a listing up the admin's highest-interaction list by clicking, or scripting, again and again.
 */
export async function countInteraction(ctx: Pick<RequestContext, "db" | "visitor">, id: number, channel: ContactChannel): Promise<void> {
  if (!(await firstInWindow(ctx.db, `contact:${await ctx.visitor()}:${id}:${channel}`, ONCE_A_DAY_MS))) return;
  const total = ctx.db
    .insert(listingInteractions)
    .values({ listingId: id, channel, count: 1 })
    .onConflictDoUpdate({ target: [listingInteractions.listingId, listingInteractions.channel], set: { count: sql`${listingInteractions.count} + 1` } });
  // Calls and WhatsApp clicks also count on today's row, for the seller's last 30 days.
  const day = channel === "call" ? countDayStatement(ctx.db, id, "calls") : channel === "whatsapp" ? countDayStatement(ctx.db, id, "whatsapp") : null;
  await (day ? ctx.db.batch([total, day]) : total)
    // A click on a listing deleted a moment ago (or a made-up id) is not an error worth telling
    // anyone about; drizzle names the database's reason in the error's cause, not its message.
    // Counted after the answer has gone, so anything else is logged rather than thrown.
    .catch((error: unknown) => {
      if (!`${String(error)} ${String((error as { cause?: unknown }).cause)}`.includes("FOREIGN KEY")) console.error("contact click not counted", error);
    });
}
