import { Link } from "react-router";
import { Accordion } from "../components/accordion";
import { SAFETY_GUIDE } from "../content/safety-guide";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/safety-guide";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(siteOrigin(matches), SAFETY_GUIDE);

export default function SafetyGuide() {
  return (
    <main className="page narrow static-page" id="main">
      <h1>{SAFETY_GUIDE.title}</h1>
      <p className="lead">{SAFETY_GUIDE.intro}</p>
      <Accordion name="safety-tip" topics={SAFETY_GUIDE.topics} />
      <p className="page-end">
        Lost money or spotted a scam? Report the listing with its Report Abuse button, and <Link to="/contact-us">tell our support team</Link>.
      </p>
    </main>
  );
}
