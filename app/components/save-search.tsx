import { useRouteLoaderData } from "react-router";
import { type ListingQuery, listingQueryToSearchParams, searchHref } from "../domain/listing-query";
import { signInPath } from "../lib/sign-in-path";
import type { loader as rootLoader } from "../root";
import { STRINGS } from "../i18n";
import { categoryLabel } from "../i18n/labels";
import "./save-search.css";

/** What a saved search narrows by: the query without sort and paging (as the server stores it). */
export function savedAddressOf(query: ListingQuery): string {
  const params = listingQueryToSearchParams({ ...query, sort: undefined, order: "desc", startIndex: 0 });
  for (const key of ["sort", "order", "limit", "startIndex"]) params.delete(key);
  return params.toString();
}

/** A name to start from: the words, the narrowest category and the place, as people would say it. */
export function suggestedName(query: ListingQuery): string {
  const scope = query.subcategory || query.category;
  const what = query.searchTerm || (scope ? categoryLabel(scope) : STRINGS.common.listings);
  const where = query.area ?? query.location;
  return (where ? STRINGS.components.saveSearch.nameIn(what, where) : what).slice(0, 60);
}

/**
 * "Save this search" on the search page (name it, instant or daily alerts). A plain
 * form posted to /saved-searches (app/routes/saved-searches.tsx), which answers with a redirect back
 * here and a flash message, so it works without JavaScript. A visitor gets a sign-in link that
 * comes back to this search. Nothing to save (no words, no filter): nothing shown.
 */
export function SaveSearch({ query }: { query: ListingQuery }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const address = savedAddressOf(query);
  if (!address) return null;
  const back = searchHref(query);
  if (!root?.user) {
    return (
      <p className="save-search save-search-signed-out">
        <a href={signInPath(back)}>{STRINGS.components.saveSearch.signInToSave}</a> {STRINGS.components.saveSearch.signInHint}
      </p>
    );
  }
  return (
    <details className="save-search">
      <summary className="button outline">{STRINGS.components.saveSearch.saveTitle}</summary>
      <form method="post" action="/saved-searches" className="save-search-form">
        <p className="save-search-hint">{STRINGS.components.saveSearch.saveHint}</p>
        <input type="hidden" name="intent" value="save-search" />
        <input type="hidden" name="query" value={address} />
        <input type="hidden" name="returnTo" value={back} />
        <label className="field">
          <span>{STRINGS.components.saveSearch.nameLabel}</span>
          <input name="name" required maxLength={60} defaultValue={suggestedName(query)} />
        </label>
        <label className="field">
          <span>{STRINGS.common.frequencyLabel}</span>
          <select name="frequency" defaultValue="daily">
            <option value="instant">{STRINGS.common.instant}</option>
            <option value="daily">{STRINGS.common.daily}</option>
          </select>
        </label>
        <button type="submit" className="button">
          {STRINGS.components.saveSearch.save}
        </button>
      </form>
    </details>
  );
}
