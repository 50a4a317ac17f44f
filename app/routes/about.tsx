import { Link } from "react-router";
import { ABOUT } from "../content/about";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(siteOrigin(matches), ABOUT);

export default function About() {
  return (
    <main className="page narrow static-page" id="main">
      <h1>{ABOUT.title}</h1>
      <p className="lead">{ABOUT.intro}</p>
      <h2>{ABOUT.offerHeading}</h2>
      {ABOUT.offer.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <h2>{ABOUT.howHeading}</h2>
      <ol>
        {ABOUT.how.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2>{ABOUT.claimsHeading}</h2>
      <ul className="claims">
        {ABOUT.claims.map(({ figure, label }) => (
          <li key={label}>
            <strong>{figure}</strong> {label}
          </li>
        ))}
      </ul>
      <div className="welcome-actions">
        <Link className="button" to="/search">
          {ABOUT.browse}
        </Link>
        <Link className="button outline" to="/create-listing">
          {ABOUT.sell}
        </Link>
      </div>
    </main>
  );
}
