import { requestContextKey } from "../../worker/context";
import { PolicyPage } from "../components/policy-document";
import { TERMS_OF_SERVICE } from "../content/terms";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(siteOrigin(matches), TERMS_OF_SERVICE);

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.get(requestContextKey).env.SUPPORT_EMAIL };
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={TERMS_OF_SERVICE} supportEmail={loaderData.supportEmail} />;
}
