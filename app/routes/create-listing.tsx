import { redirect } from "react-router";
import { requestContextKey } from "../../worker/context";
import { createListing } from "../../worker/services/listing-writes";
import { emptyListing, ListingForm } from "../components/listing-form";
import { saveListingForm } from "../lib/listing-form-action.server";
import { LIMITS } from "../domain/limits";
import { STRINGS } from "../strings";
import type { Route } from "./+types/create-listing";

export const meta: Route.MetaFunction = () => [{ title: "Create a listing | Sokoni" }, { name: "robots", content: "noindex" }];

const SIGN_IN = `/sign-in?redirectTo=${encodeURIComponent("/create-listing")}`;

export async function loader({ context }: Route.LoaderArgs) {
  const me = await context.get(requestContextKey).currentUser();
  if (!me) throw redirect(SIGN_IN);
  const signedInMinutes = (Date.now() - me.signedInAt.getTime()) / 60_000;
  return { sellerName: me.username, adviseSignIn: signedInMinutes > LIMITS.reSignInAdviceMinutes };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const me = await ctx.currentUser();
  // An expired session goes to sign-in (spec section 8: a 401 on create sends the user there).
  if (!me) throw redirect(SIGN_IN);
  return saveListingForm(request, (input) => createListing(ctx, me, input), STRINGS.listingForm.created);
}

export default function CreateListing({ loaderData, actionData }: Route.ComponentProps) {
  const t = STRINGS.listingForm;
  return (
    <main className="page form-page" id="main">
      <h1>{t.createTitle}</h1>
      {loaderData.adviseSignIn ? (
        <p className="notice" role="note">
          {t.resignInAdvice}
        </p>
      ) : null}
      <ListingForm initial={emptyListing(loaderData.sellerName)} mode="create" refused={actionData} />
    </main>
  );
}
