import { eq } from "drizzle-orm";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext, SessionUser } from "../../context";
import { userReports } from "../../db/schema";
import { announceChanges } from "../chat/live";
import { adminOnly, Refusal } from "../refusal";

/**
 * An admin has looked into a report about a person: it leaves the dashboard's User
 * complaints. Marking it again changes nothing; a report that does not exist is a 404.
 */
export async function markPersonReportReviewed(ctx: RequestContext, me: SessionUser | null, reportId: number, now = new Date()): Promise<void> {
  adminOnly(me);
  const report = await ctx.db.select({ id: userReports.id, reviewedAt: userReports.reviewedAt }).from(userReports).where(eq(userReports.id, reportId)).get();
  if (!report) throw new Refusal(404, STRINGS.server.safety.reportNotFound);
  if (report.reviewedAt) return;
  await ctx.db.update(userReports).set({ reviewedAt: now }).where(eq(userReports.id, reportId));
  announceChanges(ctx, { categories: false });
}

/** A report's id from a form field or a path parameter; anything else is a report that does not exist. */
export function personReportIdOf(raw: string | undefined): number {
  const id = /^[1-9][0-9]{0,15}$/.test(raw ?? "") ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new Refusal(404, STRINGS.server.safety.reportNotFound);
  return id;
}
