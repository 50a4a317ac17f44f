/**
 * Auto-hide on reports, seen on a fresh clone: one listing three different people reported, which
 * the reports hid by themselves. The admin finds it in Flagged listings as "hidden by reports",
 * with Restore; its seller sees the notice on their listing, and a visitor the under-review page.
 */
import { reporterKeyOf } from "../../worker/services/safety/reporter-key";

const HOUR = 3_600_000;

/** What three buyers wrote, oldest first: the warning signs people really report. */
export const DEMO_REPORTS = [
  { reason: "Asked me to send KSh 2,000 by M-Pesa as a 'delivery deposit' before I could see the phone.", hoursAgo: 46, address: "198.51.100.23" },
  {
    reason: "These photos are from a shop's website; the seller could not send a picture of the phone with today's date.",
    hoursAgo: 27,
    address: "198.51.100.87",
  },
  {
    reason: "Said the phone is new and sealed at half the shop price, then stopped answering when I asked to meet in town.",
    hoursAgo: 5,
    address: "203.0.113.41",
  },
] as const;

/**
 * Picks a smartphone listing nobody has reported yet (any listing when there is none), has three
 * demo buyers who do not sell it report it, and hides it as the reports would have.
 */
export async function insertDemoReports(env: Env, users: { id: string; role: string }[]): Promise<void> {
  const listing =
    (await env.DB.prepare(
      `SELECT id, user_ref AS seller FROM listings l
       WHERE subcategory = 'Smartphones' AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.listing_id = l.id)
       ORDER BY id DESC LIMIT 1`,
    ).first<{ id: number; seller: string }>()) ??
    (await env.DB.prepare(
      "SELECT id, user_ref AS seller FROM listings l WHERE NOT EXISTS (SELECT 1 FROM reports r WHERE r.listing_id = l.id) ORDER BY id DESC LIMIT 1",
    ).first<{
      id: number;
      seller: string;
    }>());
  const reporters = users.filter((user) => user.role !== "admin" && user.id !== listing?.seller).slice(-DEMO_REPORTS.length);
  if (!listing || reporters.length < DEMO_REPORTS.length) return;
  const now = Date.now();
  const statements: D1PreparedStatement[] = [];
  for (const [index, report] of DEMO_REPORTS.entries()) {
    statements.push(
      env.DB.prepare("INSERT INTO reports (listing_id, reporter_id, reporter_key, reason, created_at) VALUES (?, ?, ?, ?, ?)").bind(
        listing.id,
        reporters[index]!.id,
        await reporterKeyOf((env as Env & { BETTER_AUTH_SECRET?: string }).BETTER_AUTH_SECRET, report.address),
        report.reason,
        now - report.hoursAgo * HOUR,
      ),
    );
  }
  const hiddenAt = now - (DEMO_REPORTS.at(-1)?.hoursAgo ?? 0) * HOUR;
  statements.push(env.DB.prepare("UPDATE listings SET is_hidden = 1, hidden_reason = 'reports', updated_at = ? WHERE id = ?").bind(hiddenAt, listing.id));
  await env.DB.batch(statements);
}
