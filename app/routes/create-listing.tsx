import listingFormEnhancer from "virtual:inline-script/listing-form";
import { LISTING_SAFETY_MESSAGES } from "../domain/listing-safety-texts";
import { requestContextKey } from "../../worker/context";
import { createListing } from "../../worker/services/listings/listing-writes";
import { areasOf } from "../../worker/services/search/areas";
import { verifiedPhonesOf } from "../../worker/services/accounts/phones";
import { DEFAULT_COUNTY } from "../domain/catalog";
import { ListingForm } from "../components/listing-form/listing-form";
import { readableName } from "../domain/account";
import { LIMITS } from "../domain/limits";
import { emptyListingForm } from "../domain/listing-input";
import { requireUser } from "../lib/guards.server";
import { categoryStep, phoneStep, readListingForm, saveListingForm } from "../lib/listing-form-action.server";
import { STRINGS } from "../i18n";
import { PageScript } from "../components/page-script";
import type { Route } from "./+types/create-listing";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "../styles/forms.css";

export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.screens.createListing.createTitle} | Sokoni` }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const me = await requireUser(ctx, "/create-listing");
  // Only a session that really ends before a long form is likely to be sent: one signed in for
  // hours is renewed as it is used, and warning every such seller taught them to ignore it.
  const minutesLeft = (me.sessionEndsAt.getTime() - Date.now()) / 60_000;
  // Buyers read this name on the listing: "Baraka Ux", not the handle "baraka_ux".
  return {
    sellerName: readableName(me.username),
    adviseSignIn: minutesLeft < LIMITS.reSignInAdviceMinutes,
    // The numbers a listing may show; a new one is confirmed inside the form.
    phones: await verifiedPhonesOf(ctx, me.id),
    // The Area field's suggestions for the form's first county.
    areas: (await areasOf(ctx.db, DEFAULT_COUNTY)).map((entry) => entry.area),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  // An expired session goes to sign-in (spec section 8: a 401 on create sends the user there).
  const me = await requireUser(ctx, "/create-listing");
  const { sent, answer } = await readListingForm(ctx, me, request, "create");
  if (!sent) return answer;
  switch (sent.intent) {
    case "send-phone-code":
    case "confirm-phone":
      return phoneStep(ctx, me, sent, sent.intent);
    case "category":
      return categoryStep(sent);
    case "publish":
      return saveListingForm({
        sent,
        save: (input) => createListing(ctx, me, input),
        successMessage: STRINGS.screens.createListing.created,
        heldMessage: LISTING_SAFETY_MESSAGES.heldCreated,
      });
  }
}

/**
 * The form posts as a plain multipart form and the page comes back with the answer;
 * app/enhance/listing-form.ts adds the photo picker and the rest of what scripts make nicer
 * (docs/decisions/103).
 */
export default function CreateListing({ loaderData, actionData }: Route.ComponentProps) {
  const t = STRINGS.screens.createListing;
  return (
    <main className="page form-page" id="main">
      <h1>{t.createTitle}</h1>
      {loaderData.adviseSignIn ? (
        <p className="notice" role="note">
          {t.resignInAdvice}
        </p>
      ) : null}
      <ListingForm
        initial={actionData?.values ?? emptyListingForm(loaderData.sellerName)}
        mode="create"
        answer={actionData}
        phones={loaderData.phones}
        canAddPhone
        areas={actionData?.values && actionData.values.location !== DEFAULT_COUNTY ? [] : loaderData.areas}
      />
      <PageScript code={listingFormEnhancer} />
    </main>
  );
}
