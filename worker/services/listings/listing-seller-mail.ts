import { sql } from "drizzle-orm";
import type { RequestContext } from "../../context";
import { inRecipientLanguage, type Mail, sendMail } from "../../mail";
import { mailOrigin } from "../chat/chat-mail";

/** What a mail to a listing's seller is written from. */
export interface ListingSellerMail {
  to: string;
  sellerName: string;
  listingName: string;
  origin: string;
}

/**
 * Mails the seller of a listing something that happened to it, in the seller's language whoever
 * caused it (an admin, a reporter, the guard). A failure is logged under `what`, never passed on:
 * what happened to the listing stands either way.
 */
export async function mailListingSeller(
  ctx: Pick<RequestContext, "env" | "db" | "url">,
  listingId: number,
  what: string,
  compose: (seller: ListingSellerMail) => Mail,
): Promise<void> {
  try {
    const row = await ctx.db.get<{ email: string; sellerName: string; listingName: string; lang: string }>(sql`
      SELECT u.email AS email, coalesce(u.display_username, u.username, u.name) AS sellerName, l.name AS listingName, u.lang AS lang
      FROM listings l JOIN user u ON u.id = l.user_ref WHERE l.id = ${listingId}`);
    if (!row) return;
    const origin = mailOrigin(ctx.env) ?? ctx.url.origin;
    const mail = inRecipientLanguage(row.lang, () => compose({ to: row.email, sellerName: row.sellerName, listingName: row.listingName, origin }));
    await sendMail(ctx.env, ctx.db, mail);
  } catch (error) {
    console.error(`[${what}] the seller of listing ${listingId} was not mailed`, error);
  }
}
