import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { LIMITS } from "../domain/limits";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/thank-you";
import { ErrorScreen, errorMessage } from "../components/error-screen";

export const meta: Route.MetaFunction = () => [
  { title: `${STRINGS.pages.thankYou.title} | Sokoni` },
  { name: "robots", content: "noindex" },
  // Without JavaScript the page still moves on after 3 seconds.
  { httpEquiv: "refresh", content: `${LIMITS.thankYouRedirectMs / 1000};url=/` },
];

interface AdTag {
  gtag?: (command: "event", name: string, params?: Record<string, unknown>) => void;
}

export default function ThankYou() {
  const navigate = useNavigate();
  useEffect(() => {
    // The ad conversion fires only where an ad tag has been installed on the page.
    const tag = (window as unknown as AdTag).gtag;
    if (typeof tag === "function") tag("event", "conversion", { send_to: "sign_up" });
    const timer = setTimeout(() => navigate("/"), LIMITS.thankYouRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="page narrow error-screen" id="main">
      <h1>{STRINGS.account.thankYou}</h1>
      <Link className="button" to="/" reloadDocument>
        {STRINGS.shell.home}
      </Link>
    </main>
  );
}

/** Its own boundary (spec section 2): 'Something went wrong', the message, and a Home link. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorScreen
      title={STRINGS.shell.errorTitle}
      heading={STRINGS.shell.errorTitle}
      message={errorMessage(error)}
      action={{ href: "/", label: STRINGS.shell.home }}
    />
  );
}
