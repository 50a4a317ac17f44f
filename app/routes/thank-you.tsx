import formsEnhancer from "virtual:inline-script/forms";
import { safeRedirectPath } from "../../worker/services/accounts/accounts";
import { LIMITS } from "../domain/limits";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/thank-you";
import { ErrorScreen, errorMessage } from "../components/error-screen";
import { PageScript } from "../components/page-script";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import { attach } from "../behaviours/contract";
import { adConversionContract } from "../behaviours/ad-conversion/ad-conversion.contract";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${STRINGS.screens.thankYou.title} | Sokoni` },
  { name: "robots", content: "noindex" },
  // Without JavaScript the page still moves on after 3 seconds.
  { httpEquiv: "refresh", content: `${LIMITS.thankYouRedirectMs / 1000};url=${loaderData?.next ?? "/"}` },
];

/**
 * `next` is where the new member was going before sign-in sent them to sign up (the listing they
 * wanted to message, the seller they wanted to review): the page moves on there, not home. Only
 * a path of this site is kept.
 */
export function loader({ url }: Route.LoaderArgs) {
  return { next: safeRedirectPath(url.searchParams.get("next")) };
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const t = STRINGS.screens.thankYou;
  const { next } = loaderData;
  return (
    <main className="page narrow error-screen" id="main" {...attach(adConversionContract)} {...adConversionContract.values({ event: "sign_up" })}>
      <h1>{next === "/" ? t.thankYou : t.thankYouBack}</h1>
      <a className="button" href={next}>
        {next === "/" ? STRINGS.common.home : t.thankYouContinue}
      </a>
      <PageScript code={formsEnhancer} />
    </main>
  );
}

/** Its own boundary (spec section 2): 'Something went wrong', the message, and a Home link. */
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
