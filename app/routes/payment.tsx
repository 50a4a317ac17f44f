import formsEnhancer from "virtual:inline-script/forms";
import { data, redirect } from "react-router";
import { requestContextKey } from "../../worker/context";
import { parseListingId } from "../../worker/services/listings/listings";
import { paymentFor, startBoost } from "../../worker/services/payments/payments";
import { ErrorScreen, errorMessage } from "../components/error-screen";
import { FormError } from "../components/form-error";
import { formatKsh } from "../domain/money";
import { formatPostedDate } from "../domain/time";
import { asRefusal, refused, requireUser } from "../lib/guards.server";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/payment";
import { PageScript } from "../components/page-script";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import { attach } from "../behaviours/contract";
import { refreshContract } from "../behaviours/swap/swap.contract";
import { swapContract } from "../behaviours/swap/swap.contract";
import "./payment.css";

/**
 * One M-Pesa payment, followed to its end: while it waits, the page asks again every 3
 * seconds (the page's script fetches it again, decision 099; without one, a refresh in the page does), and the server asks
 * M-Pesa itself once two minutes pass without a callback. Paid: the receipt and the boost's end.
 * Cancelled, timed out or failed: what happened in plain words, and Try again (a new push for the
 * same package and number).
 */
export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.screens.payment.paymentTitle} | Sokoni` }, { name: "robots", content: "noindex" }];

const POLL_MS = 3000;

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const me = await requireUser(ctx, url.pathname);
  const id = parseListingId(params.paymentId);
  if (id === null) throw data(STRINGS.server.common.common.paymentNotFound, { status: 404 });
  try {
    return { payment: await paymentFor(ctx, me, id) };
  } catch (error) {
    refused(error);
  }
}

/** Try again: a new push like the one that failed. */
export async function action({ params, context, url }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const me = await requireUser(ctx, url.pathname);
  const id = parseListingId(params.paymentId);
  if (id === null) throw data(STRINGS.server.common.common.paymentNotFound, { status: 404 });
  try {
    const failed = await paymentFor(ctx, me, id);
    if (failed.listingId === null) throw data(STRINGS.common.noData, { status: 404 });
    const payment = await startBoost(ctx, me, failed.listingId, { packageId: failed.packageId, phoneNumber: failed.phoneNumber });
    throw redirect(`/payments/${payment.id}`);
  } catch (error) {
    return data({ message: asRefusal(error).message }, { status: asRefusal(error).status });
  }
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { payment } = loaderData;
  const pending = payment.status === "pending";
  const amount = formatKsh(payment.amount);
  return (
    <main className="page narrow payment-page" id="main" {...(pending ? { ...attach(refreshContract), ...refreshContract.values({ every: POLL_MS }) } : {})}>
      {/* Without a script the page reloads itself while it waits (the script asks in place instead). */}
      {pending ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(POLL_MS / 1000)} />
        </noscript>
      ) : null}
      <h1>{STRINGS.screens.payment.paymentTitle}</h1>
      <p className="payment-for">
        {payment.listingId ? <a href={`/listing/${payment.listingId}`}>{payment.listingName}</a> : payment.listingName} · {amount}
      </p>
      <div id="payment-state" className={`payment-state ${payment.status}`} role="status" aria-live="polite">
        <p className="payment-status">{STRINGS.common.statuses[payment.status]}</p>
        {pending ? (
          <>
            <p>{STRINGS.screens.payment.pending(amount, payment.phoneNumber)}</p>
            <p className="hint">{STRINGS.screens.payment.pendingWait}</p>
          </>
        ) : payment.status === "paid" ? (
          <>
            <p>{STRINGS.screens.payment.paid(payment.receipt)}</p>
            {payment.boostUntil ? <p>{STRINGS.screens.payment.applied(payment.kind, formatPostedDate(payment.boostUntil))}</p> : null}
          </>
        ) : (
          <p>{payment.message}</p>
        )}
      </div>
      {payment.status !== "pending" && payment.status !== "paid" && payment.listingId ? (
        <form method="post" {...attach(swapContract)} className="form-stack">
          <FormError message={actionData?.message ?? null} />
          <button type="submit" className="button accent">
            {STRINGS.screens.payment.retry}
          </button>
        </form>
      ) : null}
      <p className="under-review-links">
        {payment.listingId ? (
          <a className="button outline" href={`/listing/${payment.listingId}`}>
            {STRINGS.screens.payment.toListing}
          </a>
        ) : null}
        <a className="button outline" href="/profile?tab=listings">
          {STRINGS.common.toListings}
        </a>
      </p>
      <PageScript code={formsEnhancer} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorScreen
      title={STRINGS.screens.payment.paymentTitle}
      heading={STRINGS.screens.payment.paymentTitle}
      message={errorMessage(error)}
      action={{ href: "/profile?tab=listings", label: STRINGS.common.toListings }}
    />
  );
}
