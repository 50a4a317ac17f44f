import { redirect } from "react-router";
import { googleConfigured } from "../../worker/auth";
import { requestContextKey } from "../../worker/context";
import { safeRedirectPath } from "../../worker/services/accounts";
import type { Route } from "./+types/auth-google";

/**
 * Starts Google sign-in through better-auth's OAuth flow (decisions.md 5): a new account lands on
 * /thank-you, an existing one back where it came from. Nothing the browser posts about the
 * person is trusted; only Google's verified answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  if (!googleConfigured(ctx.env)) throw redirect("/sign-in");
  const form = await request.formData();
  const callbackURL = safeRedirectPath(String(form.get("redirectTo") ?? "/"));
  const response = await ctx.auth().api.signInSocial({
    body: { provider: "google", callbackURL, newUserCallbackURL: "/thank-you", errorCallbackURL: "/sign-in" },
    headers: request.headers,
    asResponse: true,
  });
  const { url } = (await response.json()) as { url?: string };
  if (!url) throw redirect("/sign-in");
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  throw redirect(url, { headers });
}

export function loader() {
  return redirect("/sign-in");
}
