import "./styles/base.css";
import lowDataEnhancer from "virtual:inline-script/low-data";
import { data, Links, Meta, Outlet, useMatches, useRouteLoaderData } from "react-router";
import { requestContextKey } from "../worker/context";
import { carriesFlash, clearFlashCookie, type Flash } from "../worker/flash";
import { foreignOriginMessage } from "../worker/same-site";
import { favouriteIdsOf } from "../worker/services/listings/favourites";
import { unreadCount } from "../worker/services/chat/conversations";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header/site-header";
import { LowDataOffer } from "./components/low-data";
import { readLowData } from "./domain/low-data";
import { socialLinks } from "./domain/social";
import { currentLang, HTML_LANG, STRINGS } from "./i18n";
import { ErrorScreen, errorMessage } from "./components/error-screen";
import { useScriptNonce } from "./lib/script-nonce";
import { REGISTER_SERVICE_WORKER } from "./sw/register";
import { ServerToast } from "./components/server-toast";
import { pageContract } from "./behaviours/page.contract";
import { toastContract } from "./behaviours/toast/toast.contract";

export const middleware: Route.MiddlewareFunction[] = [
  // A write from another site (flagged by the Worker, worker/same-site.ts) never reaches an
  // action: the error screen says why, with a 403.
  async ({ context }, next) => {
    if (context.get(requestContextKey).foreignWrite) throw data(foreignOriginMessage(), { status: 403 });
    return next();
  },
  // A message carried across a redirect is shown once: the cookie goes with the answer.
  async ({ request }, next) => {
    const response = await next();
    if (carriesFlash(request.headers.get("cookie"))) response.headers.append("Set-Cookie", clearFlashCookie);
    return response;
  },
];

/** What every screen needs from the server: who is signed in, the site's address, a flash message. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const user = await ctx.currentUser();
  // The hearts are checked once per page from the user's favourites; a failed check shows them
  // empty (the detail screen says so).
  let favouriteIds: string[] = [];
  let favouritesFailed = false;
  // The header's Messages badge; a failed count shows none rather than failing the page.
  let unread = 0;
  if (user) {
    const [favourites, count] = await Promise.allSettled([favouriteIdsOf(ctx.db, user.id), unreadCount(ctx, user.id)]);
    if (favourites.status === "fulfilled") favouriteIds = favourites.value;
    else {
      console.error("favourites check", favourites.reason);
      favouritesFailed = true;
    }
    if (count.status === "fulfilled") unread = count.value;
    else console.error("unread count", count.reason);
  }
  return {
    origin: new URL(request.url).origin,
    user: user ? { id: user.id, username: user.username, avatar: user.avatar, role: user.role, unread } : null,
    favouriteIds,
    favouritesFailed,
    flash: await ctx.flash(),
    social: socialLinks(ctx.env),
    // Low-data mode, read once here for the whole page (docs/decisions/087-low-data-mode.md).
    lowData: readLowData(request.headers),
  };
}

export const links: Route.LinksFunction = () => [
  // Pixels, not the SVG: a browser draws an SVG favicon through a document of its own on the page's
  // main thread (scripts/make-icons.ts draws this one from public/favicon.svg).
  { rel: "icon", href: "/favicon-48.png", type: "image/png", sizes: "48x48" },
  // Installable. Fetched with cookies, so the `lang` cookie chooses its language as for a page.
  { rel: "manifest", href: "/manifest.webmanifest", crossOrigin: "use-credentials" },
];

/**
 * The header's unread count: a thread's page marks its messages read while the root loader counts,
 * so the count it gives after reading (`unreadAfterRead`) wins over the root's.
 */
function useUnread(rootCount: number | undefined): number {
  const matches = useMatches();
  for (const match of matches) {
    const after = (match.loaderData as { unreadAfterRead?: number | null } | undefined)?.unreadAfterRead;
    if (typeof after === "number") return after;
  }
  return rootCount ?? 0;
}

/**
 * A redirect's flash message ("Signed in successfully!") is a toast where scripts run (the page's
 * script shows it from the hidden element the layout writes, app/behaviours/toast); without them it is written
 * under the header instead, so nobody misses it.
 */
function NoScriptFlash({ flash, shown = false }: { flash: Flash; shown?: boolean }) {
  const notice = (
    <p className={`flash-notice ${flash.kind}`} role={flash.kind === "error" ? "alert" : "status"}>
      {flash.message}
    </p>
  );
  // In low-data mode there is no toast to show it: it is written under the header for everyone.
  return shown ? notice : <noscript>{notice}</noscript>;
}

/**
 * Every page's document. No page hydrates (docs/decisions/122): React renders it on the server
 * only, so it never writes React Router's `<Scripts />` or `<ScrollRestoration />`; each page ends
 * its `<main>` with the loader of its own small script (app/components/page-script.tsx).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const showsFlash = useMatches().some((match) => (match.handle as { showsFlash?: boolean } | undefined)?.showsFlash === true);
  const root = useRouteLoaderData<typeof loader>("root");
  // Low-data mode: no page script (every page works without scripts), no service
  // worker is registered, and one tiny inline script shows a photo when it is tapped.
  const lowData = root?.lowData?.on === true;
  const unread = useUnread(root?.user?.unread);
  const nonce = useScriptNonce();
  return (
    <html lang={HTML_LANG[currentLang()]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6e4f" />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, registering the service worker after load */}
        {import.meta.env.PROD && !lowData ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REGISTER_SERVICE_WORKER }} /> : null}
      </head>
      <body {...pageContract.values({ signedIn: Boolean(root?.user) })}>
        <SiteHeader user={root?.user ? { ...root.user, unread } : null} />
        <LowDataOffer />
        {root?.flash && !showsFlash ? <NoScriptFlash flash={root.flash} shown={lowData} /> : null}
        {children}
        <SiteFooter social={root?.social} />
        {/* The toasts' live region is in the first HTML: a screen reader follows a region that was
            there before its content changed, so one a script creates with its first toast says nothing. */}
        {lowData ? null : (
          <section className="mini-toasts" {...toastContract.part("region")} aria-live="polite" aria-label={STRINGS.components.layout.notifications} />
        )}
        {!lowData && root?.flash ? <ServerToast message={root.flash.message} kind={root.flash.kind} /> : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own bundled script, inlined at build time */}
        {lowData ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: lowDataEnhancer }} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The spec's error screen: 'Something went wrong' and the message, or 'Please try again later.' */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorScreen
      title={STRINGS.common.errorTitle}
      heading={STRINGS.common.errorTitle}
      message={errorMessage(error)}
      action={{ href: "/", label: STRINGS.common.backHome }}
    />
  );
}
