import type { RequestContext, SessionUser } from "../../worker/context";
import { LISTING_STATUS_MESSAGES, markAvailable, markSold, renewListing } from "../../worker/services/listings/listing-status";
import { formatPostedDate } from "../domain/time";

/**
 * The owner's status buttons on the pages (the listing page and My listings): Mark sold, Mark
 * available, Renew, through the services the API calls. Answers the sentence to show.
 */
export async function ownerStatusAction(ctx: RequestContext, me: SessionUser, id: number, intent: "sold" | "available" | "renew"): Promise<string> {
  if (intent === "sold") {
    await markSold(ctx, me, id);
    return LISTING_STATUS_MESSAGES.sold;
  }
  if (intent === "available") {
    await markAvailable(ctx, me, id);
    return LISTING_STATUS_MESSAGES.available;
  }
  const { expiresAt } = await renewListing(ctx, me, id);
  return LISTING_STATUS_MESSAGES.renewed(expiresAt ? formatPostedDate(expiresAt) : "");
}
