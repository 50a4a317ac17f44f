/**
 * The dashboard's buttons on listings: hide and restore a reported one, approve or reject one the
 * scam guard held, settle a "Possible copied photos" flag (as the API's
 * /api/admin/held-listings/:id/approve|reject and /api/admin/listing-flags/:id/dismiss|hide).
 * Each service checks the admin role again.
 */
import { parseListingId } from "../../../worker/services/listings/listings";
import { flagIdOf, settleCopiedPhotos } from "../../../worker/services/safety/listing-flags";
import { decideHeldListing } from "../../../worker/services/safety/listing-holds";
import { setListingHidden } from "../../../worker/services/safety/moderation";
import { STRINGS } from "../../i18n";
import { type IntentInput, intents } from "../intents.server";
import { adminAnswer } from "./answer.server";

async function hideOrRestore({ ctx, me, fields, intent }: IntentInput) {
  const id = parseListingId(fields.listingId);
  if (id === null) return adminAnswer(intent, STRINGS.server.common.common.listingNotFound, 404);
  await setListingHidden(ctx, me, id, intent === "hide");
  return adminAnswer(intent, intent === "hide" ? STRINGS.screens.adminDashboard.hidden : STRINGS.screens.adminDashboard.restored);
}

async function decideHeld({ ctx, me, fields, intent }: IntentInput) {
  const id = parseListingId(fields.listingId);
  if (id === null) return adminAnswer(intent, STRINGS.server.safety.notHeld, 404);
  const approve = intent === "approve-held";
  await decideHeldListing(ctx, me, id, approve ? "approve" : "reject");
  return adminAnswer(intent, approve ? STRINGS.server.safety.approved : STRINGS.server.safety.rejected);
}

export const LISTING_INTENTS = intents(
  {
    hide: hideOrRestore,
    restore: hideOrRestore,
    "approve-held": decideHeld,
    "reject-held": decideHeld,
    async "dismiss-copy"({ ctx, me, fields, intent }) {
      await settleCopiedPhotos(ctx, me, flagIdOf(fields.flagId), "dismiss");
      return adminAnswer(intent, STRINGS.server.safety.dismissed);
    },
    async "hide-copy"({ ctx, me, fields, intent }) {
      await settleCopiedPhotos(ctx, me, flagIdOf(fields.flagId), "hide");
      return adminAnswer(intent, STRINGS.server.safety.copyHidden);
    },
  },
  (refusal, { intent }) => adminAnswer(intent, refusal.message, refusal.status),
);
