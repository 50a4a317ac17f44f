import plainEnhancer from "virtual:inline-script/plain";
import { data, Link } from "react-router";
import { STRINGS } from "../i18n";
import { PageScript } from "../components/page-script";
import type { Route } from "./+types/not-found";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "../styles/more.css";

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
        <Link className="button" to="/">
          {t.backHome}
        </Link>
        <Link className="text-link" to="/search">
          {STRINGS.home.exploreAll}
        </Link>
      </div>
      <PageScript code={plainEnhancer} />
    </main>
  );
}
