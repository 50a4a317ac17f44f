import { redirect } from "react-router";
import * as v from "valibot";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders } from "../../worker/services/accounts/accounts";
import { createSavedSearch, readSavedQuery, SavedSearchInput } from "../../worker/services/search/saved-searches";
import { Refusal } from "../../worker/services/refusal";
import { asRefusal, readForm, requireUser } from "../lib/guards.server";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/saved-searches";

/** Only a search page's own address to go back to (never another site). */
function safeReturn(raw: FormDataEntryValue | null): string {
  const text = typeof raw === "string" ? raw : "";
  return /^\/search(\?[^\s]*)?$/.test(text) ? text : "/search";
}

/** The saved searches live on the profile; the address alone leads there. */
export function loader() {
  return redirect("/profile#saved-searches");
}

/**
 * "Save this search" without a script (app/components/save-search.tsx): the same checks and
 * limits as POST /api/saved-searches, then back to the search with a flash message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const form = await readForm(request);
  const back = safeReturn(form.get("returnTo"));
  const me = await requireUser(ctx, back);
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string")) as Record<string, string>;
  const parsed = v.safeParse(SavedSearchInput, { name: fields.name ?? "", query: fields.query ?? "", frequency: fields.frequency || undefined });
  try {
    if (!parsed.success) throw new Refusal(400, parsed.issues[0]?.message ?? "");
    const saved = await createSavedSearch(ctx.db, me, { ...parsed.output, query: readSavedQuery(parsed.output.query) });
    return redirect(back, { headers: redirectHeaders([], { message: STRINGS.screens.savedSearches.saved(saved.name), kind: "success" }) });
  } catch (error) {
    return redirect(back, { headers: redirectHeaders([], { message: asRefusal(error).message, kind: "error" }) });
  }
}
