import formsEnhancer from "virtual:inline-script/forms";
import { LIMITS } from "../domain/limits";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/thank-you";
import { ErrorScreen, errorMessage } from "../components/error-screen";
import { loadAsDocument } from "../lib/document-load";
import { PageScript } from "../components/page-script";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "../styles/more.css";

export const meta: Route.MetaFunction = () => [
  { title: `${STRINGS.pages.thankYou.title} | Sokoni` },
  { name: "robots", content: "noindex" },
  // Without JavaScript the page still moves on after 3 seconds.
  { httpEquiv: "refresh", content: `${LIMITS.thankYouRedirectMs / 1000};url=/` },
];

/**
 * Served without the framework (docs/decisions/099): the refresh above goes home after three
 * seconds, and the account forms' script fires the ad conversion where an ad tag is installed.
 */
export const handle = { hydrate: false };

/**
 * A client-side navigation from a hydrated page becomes a document load (the page has no React).
 * The server's loader has nothing to fetch, but without one the server would leave the page to
 * the client loader and send an empty `<main>`.
 */
export const clientLoader = loadAsDocument;
export const loader = () => null;

export default function ThankYou() {
  return (
    <main className="page narrow error-screen" id="main" data-sign-up-done="">
      <h1>{STRINGS.account.thankYou}</h1>
      <a className="button" href="/">
        {STRINGS.shell.home}
      </a>
      <PageScript code={formsEnhancer} />
    </main>
  );
}

/** Its own boundary (spec section 2): 'Something went wrong', the message, and a Home link. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorScreen
      title={STRINGS.shell.errorTitle}
      heading={STRINGS.shell.errorTitle}
      message={errorMessage(error)}
      action={{ href: "/", label: STRINGS.shell.home }}
    />
  );
}
