import { redirect } from "react-router";
import { redirectHeaders, safeRedirectPath } from "../../worker/services/accounts/accounts";
import { lowDataCookie, PHOTOS_PARAM } from "../domain/low-data";
import { STRINGS } from "../i18n";
import { readForm } from "../lib/guards.server";
import type { Route } from "./+types/low-data";

/**
 * POST /low-data (docs/decisions/087-low-data-mode.md): the footer's and the profile's
 * switch, and the offer under the header, as plain forms. `lowData` 1 turns the mode on, 0 off
 * (a choice too: the Save-Data offer is not made again); the answer goes back to `redirectTo`, a
 * path on this site only. A write from another site never gets here (worker/same-site.ts, then the
 * root middleware's 403).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const on = form.get("lowData") === "1";
  const back = new URL(safeRedirectPath(String(form.get("redirectTo") ?? "/")), "https://sokoni.invalid");
  // One page's photos asked for in low-data mode are no longer a question once it is off.
  back.searchParams.delete(PHOTOS_PARAM);
  const cookie = lowDataCookie(on, new URL(request.url).protocol === "https:");
  // "No thanks" on the offer only closes it: nothing to say.
  const quiet = form.get("offer") === "1" && !on;
  const headers = quiet
    ? new Headers({ "Set-Cookie": cookie })
    : redirectHeaders([cookie], { message: on ? STRINGS.screens.lowData.turnedOn : STRINGS.screens.lowData.turnedOff, kind: "success" });
  throw redirect(`${back.pathname}${back.search}${back.hash}`, { headers });
}

/** Nothing to show: an address typed or followed goes home. */
export function loader() {
  return redirect("/");
}
