import plainEnhancer from "virtual:inline-script/plain";
import { Accordion } from "../components/accordion/accordion";
import { currentLang, STRINGS } from "../i18n";
import { SAFETY_GUIDE } from "../i18n/content";
import { pageMeta, siteOrigin } from "../lib/seo";
import { PageScript } from "../components/page-script";
import type { Route } from "./+types/safety-guide";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "../styles/text-pages.css";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(siteOrigin(matches), loaderData.guide) : []);

/** The tips in the reader's language, read only here so their text stays out of the page's JavaScript. */
export function loader() {
  return { guide: SAFETY_GUIDE[currentLang()] };
}

export default function SafetyGuide({ loaderData }: Route.ComponentProps) {
  const { guide } = loaderData;
  const T = STRINGS.screens.safetyGuide;
  return (
    <main className="page narrow static-page" id="main">
      <h1>{guide.title}</h1>
      <p className="lead">{guide.intro}</p>
      <Accordion name="safety-tip" topics={guide.topics} />
      <p className="page-end">
        {T.lostMoney} <a href="/contact-us">{T.tellSupport}</a>.
      </p>
      <PageScript code={plainEnhancer} />
    </main>
  );
}
