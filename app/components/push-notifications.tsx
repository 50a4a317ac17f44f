import { STRINGS } from "../i18n";

/*
 * Push notifications on the page (docs/decisions/088-web-push.md): the profile's switch
 * for this phone, and the offer after a first message. Turning on needs a script (the browser's
 * Push API asks for permission); turning off works without one: the profile's form turns
 * notifications off on every device of the member's (intent `push-off`). The profile's switch is
 * ./push-switch/.
 */

/**
 * "Get notified when they reply?", once a member has sent a message here: never on its own at
 * page load, never where the browser cannot push, is already subscribed or said no, and never again
 * after "No thanks" (remembered in this browser). Written hidden; the thread's script
 * (app/enhance/conversation.ts) shows it after a message is sent, or at once when the page says the
 * conversation was just started (`data-after`), and answers its two buttons.
 */
export function PushOffer({ after }: { after: boolean }) {
  const t = STRINGS.push;
  return (
    <aside
      className="push-offer"
      aria-labelledby="push-offer-text"
      hidden
      data-push-offer
      data-after={after ? "" : undefined}
      data-working={t.working}
      data-turned-on={t.turnedOn}
      data-failed={t.failed}
    >
      <p id="push-offer-text">{t.offer}</p>
      <button type="button" className="button small" data-push-yes>
        {t.offerYes}
      </button>
      <button type="button" className="button small outline" data-push-no>
        {t.noThanks}
      </button>
    </aside>
  );
}
