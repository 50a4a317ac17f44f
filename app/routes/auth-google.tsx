import { redirect } from "react-router";
import { googleConfigured } from "../../worker/auth";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders, safeRedirectPath } from "../../worker/services/accounts/accounts";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/auth-google";
import { readForm } from "../lib/guards.server";
import { thankYouPath } from "../lib/sign-in-path";

/**
 * Google sign-in through better-auth's OAuth flow (docs/decisions/008). Nothing the browser posts
 * about the person is trusted; only Google's verified answer.
 *
 * The action starts the flow; better-auth brings the browser back to this route's loader
 * (`?outcome=created` for a new account, `?outcome=signed-in` otherwise), which adds the spec's
 * message and moves on: a new account to /thank-you, an existing one back where it came from.
 * A failure goes to /sign-in with better-auth's `error` code, which that page puts into words.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  if (!googleConfigured(ctx.env)) throw redirect("/sign-in");
  const form = await readForm(request);
  const redirectTo = safeRedirectPath(String(form.get("redirectTo") ?? "/"));
  const response = await ctx.auth().api.signInSocial({
    body: {
      provider: "google",
      callbackURL: `/auth/google?outcome=signed-in&redirectTo=${encodeURIComponent(redirectTo)}`,
      newUserCallbackURL: `/auth/google?outcome=created&redirectTo=${encodeURIComponent(redirectTo)}`,
      errorCallbackURL: `/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`,
    },
    headers: request.headers,
    asResponse: true,
  });
  const { url } = (await response.json()) as { url?: string };
  if (!url) throw redirect("/sign-in?error=unknown");
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  throw redirect(url, { headers });
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = url.searchParams;
  const outcome = query.get("outcome");
  // The message is only for someone the flow really signed in; anyone else just meets the form.
  if ((outcome !== "created" && outcome !== "signed-in") || !(await context.get(requestContextKey).currentUser())) throw redirect("/sign-in");
  const t = STRINGS.screens.authGoogle;
  const redirectTo = safeRedirectPath(query.get("redirectTo"));
  if (outcome === "created") throw redirect(thankYouPath(redirectTo), { headers: redirectHeaders([], { message: t.googleSignedUp, kind: "success" }) });
  throw redirect(redirectTo, { headers: redirectHeaders([], { message: t.googleSignedIn, kind: "success" }) });
}
