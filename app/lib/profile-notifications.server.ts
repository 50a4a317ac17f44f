/**
 * The profile's notification intents, as plain forms that need no script, through the services
 * the API calls:
 *
 * - `saved-search-frequency`, `saved-search-delete` (app/components/saved-search-list.tsx):
 *   how often one of the member's saved searches alerts them, or deleting it; the owner's only.
 * - `push-off` (docs/decisions/088-web-push.md): notifications off. With a script the
 *   profile's switch turns this browser off through the API; this form names one endpoint or,
 *   without one, turns off every device of the member's.
 *
 * A refusal is thrown: app/routes/profile.tsx answers it like its other buttons' (its message, its
 * status). Low-data mode has no intent here: its switch posts to /low-data (app/routes/low-data.ts).
 */
import { data } from "react-router";
import type { RequestContext, SessionUser } from "../../worker/context";
import { unsubscribe, unsubscribeEverywhere } from "../../worker/services/chat/push";
import { deleteSavedSearch, SAVED_SEARCH_FREQUENCIES, setSavedSearchFrequency } from "../../worker/services/search/saved-searches";
import { STRINGS } from "../i18n";

export const NOTIFICATION_INTENTS = ["saved-search-frequency", "saved-search-delete", "push-off"] as const;
export type NotificationIntent = (typeof NOTIFICATION_INTENTS)[number];

export function isNotificationIntent(intent: string | undefined): intent is NotificationIntent {
  return NOTIFICATION_INTENTS.some((each) => each === intent);
}

/** What one of these buttons answers (the profile shows it beside the list it belongs to). */
export interface NotificationAnswer {
  intent: NotificationIntent;
  ok: boolean;
  message: string;
}

/** Carries out one of these intents and answers the sentence to show; a refusal is thrown. */
export async function notificationAction(ctx: RequestContext, me: SessionUser, intent: NotificationIntent, fields: Record<string, string>) {
  const answer = (body: Omit<NotificationAnswer, "intent">, status = 200) => data<NotificationAnswer>({ intent, ...body }, { status });
  switch (intent) {
    case "saved-search-frequency": {
      const frequency = SAVED_SEARCH_FREQUENCIES.find((value) => value === fields.frequency);
      if (!frequency) return answer({ ok: false, message: STRINGS.server.savedSearches.frequency }, 400);
      await setSavedSearchFrequency(ctx.db, me, fields.savedSearchId, frequency);
      return answer({ ok: true, message: STRINGS.savedSearches.updated });
    }
    case "saved-search-delete": {
      await deleteSavedSearch(ctx.db, me, fields.savedSearchId);
      return answer({ ok: true, message: STRINGS.savedSearches.deleted });
    }
    case "push-off": {
      if (fields.endpoint) {
        await unsubscribe(ctx, me, { endpoint: fields.endpoint });
        return answer({ ok: true, message: STRINGS.push.turnedOff });
      }
      await unsubscribeEverywhere(ctx, me);
      return answer({ ok: true, message: STRINGS.push.turnedOffEverywhere });
    }
  }
}
