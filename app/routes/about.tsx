import plainEnhancer from "virtual:inline-script/plain";
import { requestContextKey } from "../../worker/context";
import { marketplaceFigures } from "../../worker/services/listings/marketplace-figures";
import { groupedCount } from "../domain/ksh";
import { currentLang } from "../i18n";
import { ABOUT } from "../i18n/content";
import { pageMeta, siteOrigin } from "../lib/seo";
import { PageScript } from "../components/page-script";
import type { Route } from "./+types/about";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "./about.css";
import "../styles/text-pages.css";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(siteOrigin(matches), loaderData.about) : []);

/**
 * The page in the reader's language, read only here so its text stays out of the page's
 * JavaScript, and Sokoni in numbers as the database counts them today, never an invented figure.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(requestContextKey);
  return { about: ABOUT[currentLang()], figures: await marketplaceFigures(db) };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, figures } = loaderData;
  const claims = [
    { figure: groupedCount(figures.listings), label: about.claims.listings },
    { figure: groupedCount(figures.sellers), label: about.claims.sellers },
    { figure: String(figures.counties), label: about.claims.counties },
    { figure: about.freeFigure, label: about.claims.free },
  ];
  return (
    <main className="page narrow static-page" id="main">
      <h1>{about.title}</h1>
      <p className="lead">{about.intro}</p>
      <h2>{about.offerHeading}</h2>
      {about.offer.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <h2>{about.howHeading}</h2>
      <ol>
        {about.how.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2>{about.claimsHeading}</h2>
      <ul className="claims">
        {claims.map(({ figure, label }) => (
          <li key={label}>
            <strong>{figure}</strong> {label}
          </li>
        ))}
      </ul>
      <div className="welcome-actions">
        <a className="button" href="/search">
          {about.browse}
        </a>
        <a className="button outline" href="/create-listing">
          {about.sell}
        </a>
      </div>
      <PageScript code={plainEnhancer} />
    </main>
  );
}
