import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { requestContextKey } from "../../worker/context";
import { editableListing, updateListing } from "../../worker/services/listing-writes";
import { parseListingId } from "../../worker/services/listings";
import { ListingForm } from "../components/listing-form";
import type { ListingInput } from "../domain/listing-input";
import { saveListingForm } from "../lib/listing-form-action.server";
import { STRINGS } from "../strings";
import type { Route } from "./+types/update-listing";
import { Refusal } from "../../worker/services/refusal";

export const meta: Route.MetaFunction = () => [{ title: "Edit listing | Sokoni" }, { name: "robots", content: "noindex" }];

function signIn(id: string | undefined) {
  return `/sign-in?redirectTo=${encodeURIComponent(`/update-listing/${id ?? ""}`)}`;
}

/** The owner's listing (or any, for an admin); others get the 403 screen, missing ones the 404. */
async function load(context: Route.LoaderArgs["context"], rawId: string | undefined) {
  const ctx = context.get(requestContextKey);
  const me = await ctx.currentUser();
  if (!me) throw redirect(signIn(rawId));
  const id = parseListingId(rawId);
  if (id === null) throw data(STRINGS.listing.noData, { status: 404 });
  try {
    return { ctx, me, id, listing: await editableListing(ctx, me, id) };
  } catch (error) {
    if (error instanceof Refusal) throw data(error.status === 403 ? STRINGS.listingForm.forbidden : STRINGS.listing.noData, { status: error.status });
    throw error;
  }
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { listing } = await load(context, params.listingId);
  return { listing };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx, me, id } = await load(context, params.listingId);
  const save = async (input: ListingInput) => {
    await updateListing(ctx, me, id, input);
    return id;
  };
  return saveListingForm(request, save, STRINGS.listingForm.updated);
}

export default function UpdateListing({ loaderData, actionData }: Route.ComponentProps) {
  const t = STRINGS.listingForm;
  return (
    <main className="page form-page" id="main">
      <h1>{t.updateTitle}</h1>
      <ListingForm initial={loaderData.listing} mode="update" refused={actionData} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = STRINGS.listingForm;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main className="page narrow error-screen" id="main">
      <title>{forbidden ? `${t.forbiddenTitle} | Sokoni` : "Listing not found | Sokoni"}</title>
      <h1>{forbidden ? t.forbiddenTitle : STRINGS.listing.noData}</h1>
      {forbidden ? <p role="alert">{t.forbidden}</p> : null}
      <Link className="button" to="/profile">
        {t.backToProfile}
      </Link>
    </main>
  );
}
