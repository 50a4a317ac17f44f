import { Link } from "react-router";
import { Accordion } from "../components/accordion";
import { FAQS } from "../content/faqs";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/faqs";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(siteOrigin(matches), FAQS);

export default function Faqs() {
  return (
    <main className="page narrow static-page" id="main">
      <h1>{FAQS.title}</h1>
      <p className="lead">{FAQS.intro}</p>
      <Accordion name="faq" topics={FAQS.topics} />
      <p className="page-end">
        Did not find your answer? <Link to="/contact-us">Contact us</Link>.
      </p>
    </main>
  );
}
