/**
 * The mail a seller gets when reports hide their listing (issue 16): why it is hidden, that
 * buyers cannot see it now, and how to ask for a review. It never says who reported or what they
 * wrote: the seller learns what happened, not whom to blame.
 */
import { sql } from "drizzle-orm";
import { AUTO_HIDE_REPORTS } from "../../app/domain/listing-safety-texts";
import { STRINGS } from "../../app/i18n";
import type { RequestContext } from "../context";
import { inRecipientLanguage, type Mail, sendMail } from "../mail";
import { mailOrigin } from "./chat-mail";

/** The mail itself: the listing's name and link, the Contact Us page's link; in the current language (the seller's). */
export function hiddenByReportsMail(input: { to: string; sellerName: string; listingName: string; listingId: number; origin: string; people?: number }): Mail {
  const T = STRINGS.mail.hiddenByReports;
  const link = `${input.origin}/listing/${input.listingId}`;
  return {
    to: input.to,
    subject: T.subject(input.listingName),
    text: T.text(input.sellerName, input.people ?? AUTO_HIDE_REPORTS, input.listingName, link, input.origin),
  };
}

/**
 * Mails the seller of a listing just hidden by reports. A failure is logged, never passed on: the
 * listing stays hidden and the reporter's answer is not an error.
 */
export async function mailSellerHiddenByReports(ctx: Pick<RequestContext, "env" | "db" | "url">, listingId: number, people: number): Promise<void> {
  try {
    const row = await ctx.db.get<{ email: string; sellerName: string; listingName: string; lang: string }>(sql`
      SELECT u.email AS email, coalesce(u.display_username, u.username, u.name) AS sellerName, l.name AS listingName, u.lang AS lang
      FROM listings l JOIN user u ON u.id = l.user_ref WHERE l.id = ${listingId}`);
    if (!row) return;
    const origin = mailOrigin(ctx.env) ?? ctx.url.origin;
    // Sent on a reporter's request, read by the seller: in the seller's language.
    const mail = inRecipientLanguage(row.lang, () =>
      hiddenByReportsMail({ to: row.email, sellerName: row.sellerName, listingName: row.listingName, listingId, origin, people }),
    );
    await sendMail(ctx.env, ctx.db, mail);
  } catch (error) {
    console.error(`[report-mail] the seller of listing ${listingId} was not mailed`, error);
  }
}
