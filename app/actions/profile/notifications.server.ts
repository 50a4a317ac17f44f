/**
 * The profile's buttons on the member's notifications, as plain forms that need no script, through
 * the services the API calls:
 *
 * - `saved-search-frequency`, `saved-search-delete` (app/components/saved-search-list.tsx):
 *   how often one of the member's saved searches alerts them, or deleting it; the owner's only.
 * - `push-off` (docs/decisions/088-web-push.md): notifications off. With a script the
 *   profile's switch turns this browser off through the API; this form names one endpoint or,
 *   without one, turns off every device of the member's.
 *
 * Low-data mode has no intent here: its switch posts to /low-data (app/routes/low-data.ts).
 */
import { data } from "react-router";
import { unsubscribe, unsubscribeEverywhere } from "../../../worker/services/chat/push";
import { deleteSavedSearch, SAVED_SEARCH_FREQUENCIES, setSavedSearchFrequency } from "../../../worker/services/search/saved-searches";
import { STRINGS } from "../../i18n";
import { intents } from "../intents.server";

/** What one of these buttons answers (the profile shows it beside the list it belongs to). */
export interface NotificationAnswer {
  intent: string;
  ok: boolean;
  message: string;
}

const answer = (intent: string, ok: boolean, message: string, status = 200) => data<NotificationAnswer>({ intent, ok, message }, { status });

export const NOTIFICATION_INTENTS = intents(
  {
    async "saved-search-frequency"({ ctx, me, fields, intent }) {
      const frequency = SAVED_SEARCH_FREQUENCIES.find((value) => value === fields.frequency);
      if (!frequency) return answer(intent, false, STRINGS.server.search.savedSearches.frequency, 400);
      await setSavedSearchFrequency(ctx.db, me, fields.savedSearchId, frequency);
      return answer(intent, true, STRINGS.screens.profile.savedSearchesUpdated);
    },
    async "saved-search-delete"({ ctx, me, fields, intent }) {
      await deleteSavedSearch(ctx.db, me, fields.savedSearchId);
      return answer(intent, true, STRINGS.screens.profile.deleted);
    },
    async "push-off"({ ctx, me, fields, intent }) {
      if (fields.endpoint) {
        await unsubscribe(ctx, me, { endpoint: fields.endpoint });
        return answer(intent, true, STRINGS.server.chat.push.turnedOff);
      }
      await unsubscribeEverywhere(ctx, me);
      return answer(intent, true, STRINGS.server.chat.push.turnedOffEverywhere);
    },
  },
  (refusal, { intent }) => answer(intent, false, refusal.message, refusal.status),
);
