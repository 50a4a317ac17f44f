import { requestContextKey } from "../../worker/context";
import { PolicyPage } from "../components/policy-document";
import { currentLang } from "../i18n";
import { TERMS } from "../i18n/content";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/terms-of-service";
// The rules home, search, browse and a listing never use (docs/decisions/107).

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(siteOrigin(matches), loaderData.policy) : []);

/** The terms in the reader's language, read only here so their text stays out of the page's JavaScript. */
export function loader({ context }: Route.LoaderArgs) {
  return { policy: TERMS[currentLang()], supportEmail: context.get(requestContextKey).env.SUPPORT_EMAIL };
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} supportEmail={loaderData.supportEmail} />;
}
