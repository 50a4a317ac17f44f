/** The profile's buttons on the member's own listings (My listings): delete, Mark sold, Mark available, Renew. */
import { deleteListing } from "../../../worker/services/listings/listing-removal";
import { parseListingId } from "../../../worker/services/listings/listings";
import { STRINGS } from "../../i18n";
import { type IntentInput, intents } from "../intents.server";
import { ownerStatusAction } from "../listing-status.server";
import { profileAnswer } from "./account.server";

export const MY_LISTING_INTENTS = intents(
  {
    async "delete-listing"({ ctx, me, fields }) {
      if (fields.confirmed !== "yes")
        return profileAnswer({
          intent: "delete-listing",
          ok: false,
          message: STRINGS.components.myListings.confirmDeleteListing,
          confirm: { intent: "delete-listing", listingId: fields.listingId ?? "" },
        });
      const id = parseListingId(fields.listingId);
      if (id === null) return profileAnswer({ intent: "delete-listing", ok: false, message: STRINGS.screens.profile.listingDeleteError }, 404);
      await deleteListing(ctx, me, id);
      return profileAnswer({ intent: "delete-listing", ok: true, message: STRINGS.screens.profile.listingDeleted });
    },
    sold: statusButton,
    available: statusButton,
    renew: statusButton,
  },
  (refusal, { intent }) =>
    profileAnswer({ intent, ok: false, message: intent === "delete-listing" ? STRINGS.screens.profile.listingDeleteError : refusal.message }, refusal.status),
);

/** Mark sold, Mark available and Renew: the owner's only (the service checks). */
async function statusButton({ ctx, me, fields, intent }: IntentInput) {
  const id = parseListingId(fields.listingId);
  if (id === null) return profileAnswer({ intent, ok: false, message: STRINGS.server.common.common.listingNotFound }, 404);
  return profileAnswer({ intent, ok: true, message: await ownerStatusAction(ctx, me, id, intent as "sold" | "available" | "renew") });
}
