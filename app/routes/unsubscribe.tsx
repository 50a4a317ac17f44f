import formsEnhancer from "virtual:inline-script/forms";
import { data } from "react-router";
import { requestContextKey } from "../../worker/context";
import { readUnsubscribeToken, unsubscribe, unsubscribeSubject } from "../../worker/services/search/alert-unsubscribe";
import { ErrorScreen, errorMessage } from "../components/error-screen";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/unsubscribe";
import { PageScript } from "../components/page-script";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import { attach } from "../behaviours/contract";
import { swapContract } from "../behaviours/swap/swap.contract";

/**
 * The one-click unsubscribe link of an alert mail: no sign-in. The GET page names what
 * stops and asks; the POST stops it (a mail scanner that follows links changes nothing). A forged
 * or stale token is a 404 with one sentence.
 */
export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.screens.unsubscribe.unsubscribeTitle} | Sokoni` }, { name: "robots", content: "noindex" }];

async function targetOf(context: Route.LoaderArgs["context"], token: string | undefined) {
  const ctx = context.get(requestContextKey);
  const target = await readUnsubscribeToken(ctx.env.BETTER_AUTH_SECRET, token);
  const subject = target ? await unsubscribeSubject(ctx.db, target) : null;
  if (!target || !subject) throw data(STRINGS.screens.unsubscribe.badLink, { status: 404 });
  return { ctx, target, subject };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { target, subject } = await targetOf(context, params.token);
  return { kind: target.kind, name: subject.name, off: subject.off, done: false };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { ctx, target, subject } = await targetOf(context, params.token);
  await unsubscribe(ctx.db, target);
  return { kind: target.kind, name: subject.name, off: true, done: true };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = STRINGS.screens.unsubscribe;
  const state = actionData ?? loaderData;
  const name = state.name ?? "";
  return (
    <main className="page narrow" id="main">
      <h1>{t.unsubscribeTitle}</h1>
      {state.done ? (
        <p role="status">{state.kind === "search" ? t.unsubscribedSearch(name) : t.unsubscribedPrices}</p>
      ) : state.off ? (
        <p>{t.alreadyOff}</p>
      ) : (
        <form method="post" {...attach(swapContract)} className="form-stack">
          <p>{state.kind === "search" ? t.unsubscribeSearch(name) : t.unsubscribePrices}</p>
          <input type="hidden" name="intent" value="unsubscribe" />
          <button type="submit" className="button">
            {t.unsubscribeButton}
          </button>
        </form>
      )}
      <p>
        <a href="/">{STRINGS.common.home}</a>
      </p>
      <PageScript code={formsEnhancer} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorScreen
      title={STRINGS.common.errorTitle}
      heading={STRINGS.common.errorTitle}
      message={errorMessage(error)}
      action={{ href: "/", label: STRINGS.common.home }}
    />
  );
}
