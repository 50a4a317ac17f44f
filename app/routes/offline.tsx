import { data } from "react-router";
import { HTML_LANG, isLang, type Lang, textsIn } from "../i18n";
import { OFFLINE_MARKS } from "../sw/offline-page";
import type { Route } from "./+types/offline";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "../styles/text-pages.css";

/*
 * The page the service worker (app/sw/service-worker.ts) shows for a page it cannot fetch and has
 * not kept: one per language, at an address of its own (`/offline/en`, `/offline/sw`: `?lang=`
 * would set the reader's language cookie). The worker keeps both when it installs, fetched without
 * cookies and with the language in Accept-Language, so the whole page (header and footer too) is
 * in that language and nobody's name is in it. When it serves the page it fills in the listings
 * kept offline and points "Try again" at the address that failed (the marks below).
 */

function langOf(value: string | undefined): Lang {
  if (!isLang(value)) throw data(null, { status: 404 });
  return value;
}

export const meta: Route.MetaFunction = ({ params }) => {
  if (!isLang(params.lang)) return [{ name: "robots", content: "noindex" }];
  return [{ title: `${textsIn(params.lang).screens.offline.title} | Sokoni` }, { name: "robots", content: "noindex" }];
};

export function loader({ params }: Route.LoaderArgs) {
  return { lang: langOf(params.lang) };
}

/** No script of its own: the page must work with nothing but what the service worker kept. */
export default function Offline({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = textsIn(lang).screens.offline;
  return (
    <main className="page narrow static-page" id="main" lang={HTML_LANG[lang]}>
      <div className="error-screen">
        <h1>{t.title}</h1>
        <p className="lead">{t.lead}</p>
        <a {...{ [OFFLINE_MARKS.retry]: "" }} className="button" href="/">
          {t.tryAgain}
        </a>
      </div>
      <h2>{t.canDoTitle}</h2>
      <ul>
        <li>{t.canReadKept}</li>
        <li>{t.needsConnection}</li>
      </ul>
      <section aria-labelledby="offline-kept">
        <h2 id="offline-kept">{t.keptTitle}</h2>
        <p className="empty" {...{ [OFFLINE_MARKS.none]: "" }}>
          {t.keptNone}
        </p>
        <ul className="saved-search-list" {...{ [OFFLINE_MARKS.list]: "" }} />
      </section>
    </main>
  );
}
