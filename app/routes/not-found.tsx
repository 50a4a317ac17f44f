import plainEnhancer from "virtual:inline-script/plain";
import { data } from "react-router";
import { STRINGS } from "../i18n";
import { PageScript } from "../components/page-script";
import type { Route } from "./+types/not-found";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "./not-found.css";

export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.shell.notFoundTitle} | Sokoni` }, { name: "robots", content: "noindex" }];

/** Any address no screen claims: a real 404 status, and a way back. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const t = STRINGS.shell;
  return (
    <main className="page narrow error-screen" id="main">
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <div className="welcome-actions">
        <a className="button" href="/">
          {t.backHome}
        </a>
        <a className="text-link" href="/search">
          {STRINGS.home.exploreAll}
        </a>
      </div>
      <PageScript code={plainEnhancer} />
    </main>
  );
}
