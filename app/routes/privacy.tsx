import { requestContextKey } from "../../worker/context";
import { PolicyPage } from "../components/policy-document";
import { PRIVACY_POLICY } from "../content/privacy";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(siteOrigin(matches), PRIVACY_POLICY);

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.get(requestContextKey).env.SUPPORT_EMAIL };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={PRIVACY_POLICY} supportEmail={loaderData.supportEmail} />;
}
