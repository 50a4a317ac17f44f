/**
 * The mail a seller gets when reports hide their listing: why it is hidden, that
 * buyers cannot see it now, and how to ask for a review. It never says who reported or what they
 * wrote: the seller learns what happened, not whom to blame.
 */
import { AUTO_HIDE_REPORTS } from "../../../app/domain/listing-safety-texts";
import { STRINGS } from "../../../app/i18n";
import type { RequestContext } from "../../context";
import type { Mail } from "../../mail";
import { mailListingSeller } from "../listings/listing-seller-mail";

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
  await mailListingSeller(ctx, listingId, "report-mail", (seller) => hiddenByReportsMail({ ...seller, listingId, people }));
}
