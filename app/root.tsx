import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { Toaster } from "./components/toaster";
import { STRINGS } from "./strings";
import "./app.css";

/** What every screen may need from the server: the site's own address (for shared links). */
export function loader({ request }: Route.LoaderArgs) {
  return { origin: new URL(request.url).origin };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** A route whose `handle` says `hydrate: false` is sent as HTML without the framework's scripts. */
function useHydrates(): boolean {
  return !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrates = useHydrates();
  return (
    <html lang="en-KE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6e4f" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteHeader />
        {children}
        <SiteFooter />
        {hydrates ? (
          <>
            <Toaster />
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive (end-to-end tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.ready = "";
  }, []);
  return <Outlet />;
}

/** The spec's error screen: 'Something went wrong' and the message, or 'Please try again later.' */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let message: string = STRINGS.shell.errorFallback;
  if (isRouteErrorResponse(error)) {
    message = typeof error.data === "string" && error.data ? error.data : `${error.status} ${error.statusText}`;
  } else if (import.meta.env.DEV && error instanceof Error && error.message) {
    message = error.message;
  }
  return (
    <main className="page narrow error-screen" role="alert">
      <title>{`${STRINGS.shell.errorTitle} | Sokoni`}</title>
      <h1>{STRINGS.shell.errorTitle}</h1>
      <p>{message}</p>
      <a className="button" href="/">
        {STRINGS.shell.backHome}
      </a>
    </main>
  );
}
