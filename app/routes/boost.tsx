import formsEnhancer from "virtual:inline-script/forms";
import { data, redirect } from "react-router";
import { requestContextKey } from "../../worker/context";
import { parseListingId } from "../../worker/services/listings/listings";
import { boostPage, startBoost } from "../../worker/services/payments/payments";
import { ErrorScreen, errorMessage } from "../components/error-screen";
import { FormError } from "../components/form-error";
import { formatKsh } from "../domain/money";
import { formatPostedDate } from "../domain/time";
import { asRefusal, readForm, refused, requireUser } from "../lib/guards.server";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/boost";
import { PageScript } from "../components/page-script";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import { attach } from "../behaviours/contract";
import { swapContract } from "../behaviours/swap/swap.contract";
import "./boost.css";
import { refusedFieldContract } from "../behaviours/refused-field/refused-field.contract";

/**
 * Boost a listing: the packages with their prices and the end each would give, the
 * number M-Pesa prompts (one the seller confirmed), and one button. The server starts the STK
 * push and the seller goes on to the payment's page, which follows it to the end.
 */
export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.screens.boost.title} | Sokoni` }, { name: "robots", content: "noindex" }];

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const me = await requireUser(ctx, url.pathname);
  const id = parseListingId(params.listingId);
  if (id === null) throw data(STRINGS.common.noData, { status: 404 });
  try {
    return { ...(await boostPage(ctx, me, id)), chosen: url.searchParams.get("package") };
  } catch (error) {
    refused(error);
  }
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const me = await requireUser(ctx, url.pathname);
  const id = parseListingId(params.listingId);
  if (id === null) throw data(STRINGS.common.noData, { status: 404 });
  const form = await readForm(request);
  const packageId = String(form.get("packageId") ?? "");
  const phoneNumber = String(form.get("phoneNumber") ?? "") || undefined;
  try {
    const payment = await startBoost(ctx, me, id, { packageId, phoneNumber });
    throw redirect(`/payments/${payment.id}`);
  } catch (error) {
    const refusal = asRefusal(error);
    return data({ message: refusal.message, packageId }, { status: refusal.status });
  }
}

export default function Boost({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, packages, phones } = loaderData;
  const chosen = actionData?.packageId || loaderData.chosen || packages[0]?.id;
  return (
    <main className="page narrow boost-page" id="main" {...attach(refusedFieldContract)}>
      <h1>{STRINGS.screens.boost.title}</h1>
      <p className="boost-listing">
        <a href={`/listing/${listing.id}`}>{listing.name}</a>
      </p>
      <p>{STRINGS.screens.boost.intro}</p>
      {!listing.onShow ? (
        <p className="inline-error" role="alert">
          {STRINGS.screens.boost.notOnShow}
        </p>
      ) : phones.length === 0 ? (
        <p className="notice">
          {STRINGS.screens.boost.noPhone}{" "}
          <a href="/profile#phones" className="button small outline">
            {STRINGS.screens.boost.addPhone}
          </a>
        </p>
      ) : (
        <form method="post" {...attach(swapContract)} className="form-stack boost-form">
          <fieldset className="boost-packages">
            <legend>{STRINGS.screens.boost.choose}</legend>
            {packages.map((pack) => (
              <label key={pack.id} className="boost-package">
                <input type="radio" name="packageId" value={pack.id} defaultChecked={pack.id === chosen} required />
                <span className="boost-package-text">
                  <strong>{pack.name}</strong>
                  <span>{pack.kind === "top" ? STRINGS.screens.boost.top : STRINGS.screens.boost.featured}</span>
                  <span className="boost-until">{STRINGS.common.boostedUntil(pack.kind, formatPostedDate(pack.until))}</span>
                </span>
                <span className="boost-price">{formatKsh(pack.price)}</span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="boost-phone">{STRINGS.screens.boost.phone}</label>
            <select id="boost-phone" name="phoneNumber" defaultValue={phones[0]} aria-describedby="boost-phone-hint">
              {phones.map((phone) => (
                <option key={phone} value={phone}>
                  {phone}
                </option>
              ))}
            </select>
            <small id="boost-phone-hint">{STRINGS.screens.boost.phoneHint}</small>
          </div>
          <FormError message={actionData?.message ?? (loaderData.available ? null : STRINGS.screens.boost.unavailable)} />
          <button type="submit" className="button accent" disabled={!loaderData.available}>
            {STRINGS.screens.boost.payButton}
          </button>
        </form>
      )}
      {loaderData.payments.length > 0 ? (
        <section className="boost-history" aria-labelledby="boost-history-heading">
          <h2 id="boost-history-heading">{STRINGS.screens.boost.payments}</h2>
          <ul>
            {loaderData.payments.map((payment) => (
              <li key={payment.id}>
                <a href={`/payments/${payment.id}`}>
                  {formatPostedDate(payment.createdAt)} · {formatKsh(payment.amount)} · {STRINGS.common.statuses[payment.status]}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <a href="/profile?tab=listings">{STRINGS.common.toListings}</a>
      </p>
      <PageScript code={formsEnhancer} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorScreen
      title={STRINGS.screens.boost.title}
      heading={STRINGS.screens.boost.title}
      message={errorMessage(error)}
      action={{ href: "/profile?tab=listings", label: STRINGS.common.toListings }}
    />
  );
}
