import { redirect } from "react-router";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders, signOut } from "../../worker/services/accounts/accounts";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/sign-out";

/** POST only: signing out ends the session and goes home with 'Signed out successfully!'. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await signOut(context.get(requestContextKey), request.headers);
  const flash = outcome.ok
    ? { message: STRINGS.screens.signOut.signedOut, kind: "success" as const }
    : { message: STRINGS.screens.signOut.signOutError, kind: "error" as const };
  const headers = redirectHeaders(outcome.ok ? outcome.cookies : [], flash);
  // The browser kept this person's pages for Back (private, no-cache: docs/decisions/126); on a
  // shared phone the next person must not find them there.
  if (outcome.ok) headers.set("Clear-Site-Data", '"cache"');
  throw redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
