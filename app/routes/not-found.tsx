import plainEnhancer from "virtual:inline-script/plain";
import { data } from "react-router";
import { STRINGS } from "../i18n";
import { PageScript } from "../components/page-script";
import type { Route } from "./+types/not-found";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "./not-found.css";

export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.screens.notFound.notFoundTitle} | Sokoni` }, { name: "robots", content: "noindex" }];

/** Any address no screen claims: a real 404 status, and a way back. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main className="page narrow error-screen" id="main">
      <h1>{STRINGS.screens.notFound.notFoundTitle}</h1>
      <p>{STRINGS.screens.notFound.notFoundText}</p>
      <div className="welcome-actions">
        <a className="button" href="/">
          {STRINGS.common.backHome}
        </a>
        <a className="text-link" href="/search">
          {STRINGS.common.exploreAll}
        </a>
      </div>
      <PageScript code={plainEnhancer} />
    </main>
  );
}
