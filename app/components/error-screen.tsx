import plainEnhancer from "virtual:inline-script/plain";
import { isRouteErrorResponse } from "react-router";
import { STRINGS } from "../i18n";
import { PageScript } from "./page-script";
import "./error-screen.css";

/**
 * The sentence to show for an error a screen's boundary caught: a thrown response's own text (the
 * services' refusals arrive so, through `refused` in app/lib/guards.server.ts), else `fallback`.
 * Our own faults never show their message outside development.
 */
export function errorMessage(error: unknown, fallback: string = STRINGS.common.errorFallback): string {
  if (isRouteErrorResponse(error)) return typeof error.data === "string" && error.data ? error.data : fallback;
  if (import.meta.env.DEV && error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The status of a thrown response, or null for anything else (our own fault). */
export function errorStatus(error: unknown): number | null {
  return isRouteErrorResponse(error) ? error.status : null;
}

interface ErrorScreenProps {
  /** The page's <title>, without the site name. */
  title: string;
  /** A heading, where the screen has one. */
  heading?: string;
  message?: string | null;
  /** "error" (red, announced) or "empty" (a calm notice, e.g. a listing that is gone). */
  tone?: "error" | "empty";
  /** Where the one button goes; a full document load, so it works whatever broke. */
  action: { href: string; label: string };
  narrow?: boolean;
}

/** Every error boundary's screen: one look, one structure, the message announced to screen readers. */
export function ErrorScreen({ title, heading, message, tone = "error", action, narrow = true }: ErrorScreenProps) {
  return (
    <main className={`page error-screen${narrow ? " narrow" : ""}`} id="main">
      <title>{`${title} | Sokoni`}</title>
      {heading ? <h1>{heading}</h1> : null}
      {message ? (
        <p className={tone === "empty" ? "empty" : "inline-error"} role="alert">
          {message}
        </p>
      ) : null}
      <a className="button" href={action.href}>
        {action.label}
      </a>
      {/* The text pages' script still gives the header its suggestions and badge, and marks the page ready. */}
      <PageScript code={plainEnhancer} />
    </main>
  );
}
