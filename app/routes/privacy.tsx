import { requestContextKey } from "../../worker/context";
import { PolicyPage } from "../components/policy-document";
import { currentLang } from "../i18n";
import { PRIVACY } from "../i18n/content";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/privacy";
// The rules home, search, browse and a listing never use (docs/decisions/107).

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(siteOrigin(matches), loaderData.policy) : []);

/** The policy in the reader's language, read only here so its text stays out of the page's JavaScript. */
export function loader({ context }: Route.LoaderArgs) {
  return { policy: PRIVACY[currentLang()], supportEmail: context.get(requestContextKey).env.SUPPORT_EMAIL };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} supportEmail={loaderData.supportEmail} />;
}
