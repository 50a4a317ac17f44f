import type { SavedSearchJson } from "../../worker/services/search/saved-searches";
import { STRINGS } from "../i18n";
import { profileArea, profileForm } from "./profile-forms";
import "./saved-search-list.css";
import "../styles/forms.css";

export const SAVED_SEARCH_INTENTS = ["saved-search-frequency", "saved-search-delete"] as const;

/**
 * The profile's saved searches: each opens its search, changes its alerts (instant,
 * daily, off) and is deleted with its own small form, so all of it works without a script.
 * `answer` is the profile action's sentence for one of these intents.
 */
export function SavedSearchList({
  searches,
  max,
  answer,
}: {
  searches: Omit<SavedSearchJson, "createdAt" | "mailedAt">[];
  max: number;
  answer?: { ok: boolean; message: string } | null;
}) {
  return (
    <section className="profile-section saved-searches" id="saved-searches" aria-labelledby="saved-searches-title" {...profileArea("saved-searches")}>
      <h2 id="saved-searches-title">{STRINGS.components.savedSearchList.profileTitle}</h2>
      {answer ? (
        <p className={answer.ok ? "form-success" : "form-error"} role={answer.ok ? "status" : "alert"}>
          {answer.message}
        </p>
      ) : null}
      {searches.length === 0 ? (
        <p>{STRINGS.components.savedSearchList.profileEmpty}</p>
      ) : (
        <>
          <p>{STRINGS.components.savedSearchList.profileCount(searches.length, max)}</p>
          <ul className="saved-search-list">
            {searches.map((search) => (
              <li key={search.id} className="saved-search-item">
                <a href={`/search?${search.query}`} className="saved-search-name">
                  {search.name}
                </a>
                <form method="post" className="saved-search-frequency" {...profileForm({ key: `frequency:${search.id}` })}>
                  <input type="hidden" name="intent" value="saved-search-frequency" />
                  <input type="hidden" name="savedSearchId" value={search.id} />
                  <label className="field">
                    <span>{STRINGS.common.frequencyLabel}</span>
                    <select name="frequency" defaultValue={search.frequency}>
                      <option value="instant">{STRINGS.common.instant}</option>
                      <option value="daily">{STRINGS.common.daily}</option>
                      <option value="off">{STRINGS.components.savedSearchList.off}</option>
                    </select>
                  </label>
                  <button type="submit" className="button outline" aria-label={STRINGS.components.savedSearchList.changeLabel(search.name)}>
                    {STRINGS.components.savedSearchList.change}
                  </button>
                </form>
                <form method="post" {...profileForm()}>
                  <input type="hidden" name="intent" value="saved-search-delete" />
                  <input type="hidden" name="savedSearchId" value={search.id} />
                  <button type="submit" className="button outline danger-outline" aria-label={STRINGS.components.savedSearchList.deleteLabel(search.name)}>
                    {STRINGS.components.savedSearchList.delete}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
