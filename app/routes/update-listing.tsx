import listingFormEnhancer from "virtual:inline-script/listing-form";
import { LISTING_SAFETY_MESSAGES } from "../domain/listing-safety-texts";
import { data, redirect } from "react-router";
import { type RequestContext, requestContextKey } from "../../worker/context";
import { redirectHeaders } from "../../worker/services/accounts/accounts";
import { editableListing, updateListing } from "../../worker/services/listings/listing-writes";
import { parseListingId } from "../../worker/services/listings/listings";
import { areasOf } from "../../worker/services/search/areas";
import { verifiedPhonesOf } from "../../worker/services/accounts/phones";
import { ListingForm } from "../components/listing-form/listing-form";
import { listingFormValues } from "../domain/listing-input";
import { refused, signInPath } from "../lib/guards.server";
import { categoryStep, phoneStep, readListingForm, saveListingForm } from "../lib/listing-form-action.server";
import { STRINGS } from "../i18n";
import { PageScript } from "../components/page-script";
import type { Route } from "./+types/update-listing";
import { ErrorScreen, errorStatus } from "../components/error-screen";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "../styles/forms.css";

export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.common.edit} | Sokoni` }, { name: "robots", content: "noindex" }];

/**
 * The editor, or a trip to sign in that comes back here with the spec's words for why (section 8):
 * 'Please sign in to edit listing' on opening the page, 'Please sign in to update listing' when
 * the session ended before the save.
 */
async function requireEditor(ctx: RequestContext, rawId: string | undefined, message: string) {
  const me = await ctx.currentUser();
  if (!me) throw redirect(signInPath(`/update-listing/${rawId ?? ""}`), { headers: redirectHeaders([], { message, kind: "error" }) });
  return me;
}

/** The owner's listing (or any, for an admin); others get the 403 screen, missing ones the 404. */
async function load(ctx: RequestContext, me: Awaited<ReturnType<typeof requireEditor>>, rawId: string | undefined) {
  const id = parseListingId(rawId);
  if (id === null) throw data(STRINGS.common.noData, { status: 404 });
  try {
    return { id, listing: await editableListing(ctx, me, id) };
  } catch (error) {
    refused(error);
  }
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const me = await requireEditor(ctx, params.listingId, STRINGS.screens.updateListing.signInToEdit);
  const { listing } = await load(ctx, me, params.listingId);
  // The listing's number is one of its seller's confirmed ones, whoever edits it.
  return {
    listing: listingFormValues(listing),
    phones: await verifiedPhonesOf(ctx, listing.userRef),
    canAddPhone: listing.userRef === me.id,
    // The Area field's suggestions for the listing's county.
    areas: (await areasOf(ctx.db, listing.location)).map((entry) => entry.area),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const me = await requireEditor(ctx, params.listingId, STRINGS.screens.updateListing.signInToUpdate);
  const { id, listing } = await load(ctx, me, params.listingId);
  const save = (input: Parameters<typeof updateListing>[3]) => updateListing(ctx, me, id, input);
  const { sent, answer } = await readListingForm(ctx, me, request, "update");
  if (!sent) return answer;
  switch (sent.intent) {
    case "send-phone-code":
    case "confirm-phone":
      // Only the seller confirms a number for their listing (an admin's own number is no use here).
      return phoneStep(ctx, me, sent, sent.intent, listing.userRef);
    case "category":
      return categoryStep(sent);
    case "publish":
      return saveListingForm({ sent, save, successMessage: STRINGS.screens.updateListing.updated, heldMessage: LISTING_SAFETY_MESSAGES.heldUpdated });
  }
}

/**
 * The form posts as a plain multipart form and the page comes back with the answer;
 * app/enhance/listing-form.ts adds the photo picker and the rest of what scripts make nicer
 * (docs/decisions/103).
 */
export default function UpdateListing({ loaderData, actionData }: Route.ComponentProps) {
  const t = STRINGS.screens.updateListing;
  return (
    <main className="page form-page" id="main">
      <h1>{t.updateTitle}</h1>
      <ListingForm
        initial={actionData?.values ?? loaderData.listing}
        mode="update"
        answer={actionData}
        phones={loaderData.phones}
        canAddPhone={loaderData.canAddPhone}
        areas={actionData?.values && actionData.values.location !== loaderData.listing.location ? [] : loaderData.areas}
      />
      <PageScript code={listingFormEnhancer} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = STRINGS.screens.updateListing;
  const forbidden = errorStatus(error) === 403;
  return (
    <ErrorScreen
      title={forbidden ? t.forbiddenTitle : STRINGS.server.common.common.listingNotFound}
      heading={forbidden ? t.forbiddenTitle : STRINGS.common.noData}
      message={forbidden ? t.forbidden : null}
      action={{ href: "/profile", label: t.backToProfile }}
    />
  );
}
