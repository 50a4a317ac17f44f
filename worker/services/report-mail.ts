/**
 * The mail a seller gets when reports hide their listing (issue 16): why it is hidden, that
 * buyers cannot see it now, and how to ask for a review. It never says who reported or what they
 * wrote: the seller learns what happened, not whom to blame.
 */
import { sql } from "drizzle-orm";
import { AUTO_HIDE_REPORTS } from "../../app/domain/listing-safety-texts";
import type { RequestContext } from "../context";
import { type Mail, sendMail } from "../mail";
import { mailOrigin } from "./chat-mail";

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** The mail itself: the listing's name and link, the Contact Us page's link. */
export function hiddenByReportsMail(input: { to: string; sellerName: string; listingName: string; listingId: number; origin: string; people?: number }): Mail {
  const people = input.people ?? AUTO_HIDE_REPORTS;
  const count = NUMBER_WORDS[people] ?? people.toLocaleString("en-KE");
  const link = `${input.origin}/listing/${input.listingId}`;
  return {
    to: input.to,
    subject: `Your listing "${input.listingName}" is hidden while we review it`,
    text: [
      `Hello ${input.sellerName},`,
      `${count[0]?.toUpperCase()}${count.slice(1)} different people reported your listing "${input.listingName}" on Sokoni within the last 30 days, so it is now hidden until our team has looked at it. This happens by itself when several people report a listing; nobody at Sokoni has decided anything yet.`,
      `While it is hidden, buyers cannot see it: it is not on the home page, in search, in browse or on your storefront, and anyone who opens its link is told it is under review. You can still open it yourself:\n${link}`,
      `If you think the reports are wrong, ask for a review: write to us through the Contact Us page and name the listing ("${input.listingName}", ${link}).\n${input.origin}/contact-us`,
      "An admin will look at it and either bring it back or keep it hidden.",
      "Sokoni",
    ].join("\n\n"),
  };
}

/**
 * Mails the seller of a listing just hidden by reports. A failure is logged, never passed on: the
 * listing stays hidden and the reporter's answer is not an error.
 */
export async function mailSellerHiddenByReports(ctx: Pick<RequestContext, "env" | "db" | "url">, listingId: number, people: number): Promise<void> {
  try {
    const row = await ctx.db.get<{ email: string; sellerName: string; listingName: string }>(sql`
      SELECT u.email AS email, coalesce(u.display_username, u.username, u.name) AS sellerName, l.name AS listingName
      FROM listings l JOIN user u ON u.id = l.user_ref WHERE l.id = ${listingId}`);
    if (!row) return;
    const origin = mailOrigin(ctx.env) ?? ctx.url.origin;
    await sendMail(
      ctx.env,
      ctx.db,
      hiddenByReportsMail({ to: row.email, sellerName: row.sellerName, listingName: row.listingName, listingId, origin, people }),
    );
  } catch (error) {
    console.error(`[report-mail] the seller of listing ${listingId} was not mailed`, error);
  }
}
