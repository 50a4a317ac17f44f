import formsEnhancer from "virtual:inline-script/forms";
import { data, redirect } from "react-router";
import { requestContextKey } from "../../worker/context";
import { RENEW_MESSAGES, renewByToken, renewedByLink, renewLinkSubject } from "../../worker/services/listings/listing-life";
import { ErrorScreen, errorMessage } from "../components/error-screen";
import { formatPostedDate } from "../domain/time";
import { refused } from "../lib/guards.server";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/renew";
import { PageScript } from "../components/page-script";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import { attach } from "../behaviours/contract";
import { swapContract } from "../behaviours/swap/swap.contract";

/**
 * The renew link of an expiry reminder: no sign-in. The GET page names the listing and
 * has one button; the POST renews (a mail scanner that follows links renews nothing). The link
 * works once: renewing moves the expiry it was signed for. A spent or forged link is a 410.
 */
export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.screens.renew.title} | Sokoni` }, { name: "robots", content: "noindex" }];

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  // After the press (a redirect here): the listing the signed link names, and its new end.
  if (url.searchParams.has("renewed")) {
    const renewed = await renewedByLink(ctx, params.token);
    if (renewed) return { id: renewed.id, name: renewed.name, days: 0, done: { until: renewed.until.toISOString() } };
  }
  const subject = await renewLinkSubject(ctx, params.token);
  if (!subject) throw data(RENEW_MESSAGES.used, { status: 410 });
  return { ...subject, done: null as { until: string } | null };
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    await renewByToken(context.get(requestContextKey), params.token);
  } catch (error) {
    refused(error);
  }
  // A redirect, so a reload does not post again (the link is spent by now).
  throw redirect(`/renew/${params.token}?renewed=1`);
}

export default function Renew({ loaderData }: Route.ComponentProps) {
  const t = STRINGS.screens.renew;
  const state = loaderData;
  return (
    <main className="page narrow" id="main">
      <h1>{t.title}</h1>
      {state.done ? (
        <p role="status">{t.done(state.name, formatPostedDate(state.done.until))}</p>
      ) : (
        <form method="post" {...attach(swapContract)} className="form-stack">
          <p>{t.intro(state.name, state.days)}</p>
          <button type="submit" className="button">
            {t.button}
          </button>
        </form>
      )}
      <p className="under-review-links">
        <a className="button outline" href={`/listing/${state.id}`}>
          {t.toListing}
        </a>
        <a className="button outline" href="/profile?tab=listings">
          {t.toListings}
        </a>
      </p>
      <PageScript code={formsEnhancer} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorScreen
      title={STRINGS.screens.renew.title}
      heading={STRINGS.screens.renew.title}
      message={errorMessage(error)}
      action={{ href: "/profile?tab=listings", label: STRINGS.screens.renew.toListings }}
    />
  );
}
