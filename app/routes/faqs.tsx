import plainEnhancer from "virtual:inline-script/plain";
import { Accordion } from "../components/accordion/accordion";
import { currentLang, STRINGS } from "../i18n";
import { FAQS } from "../i18n/content";
import { pageMeta, siteOrigin } from "../lib/seo";
import { PageScript } from "../components/page-script";
import type { Route } from "./+types/faqs";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "../styles/text-pages.css";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(siteOrigin(matches), loaderData.faqs) : []);

/** The questions in the reader's language, read only here so their text stays out of the page's JavaScript. */
export function loader() {
  return { faqs: FAQS[currentLang()] };
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { faqs } = loaderData;
  const T = STRINGS.screens.faqs;
  return (
    <main className="page narrow static-page" id="main">
      <h1>{faqs.title}</h1>
      <p className="lead">{faqs.intro}</p>
      <Accordion name="faq" topics={faqs.topics} />
      <p className="page-end">
        {T.notFound} <a href="/contact-us">{T.contactUs}</a>.
      </p>
      <PageScript code={plainEnhancer} />
    </main>
  );
}
