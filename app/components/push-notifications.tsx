import { STRINGS } from "../i18n";

/*
 * Push notifications on the page (issue 19, docs/decisions/088-web-push.md): the profile's switch
 * for this phone, and the offer after a first message. Turning on needs a script (the browser's
 * Push API asks for permission); turning off works without one: the profile's form turns
 * notifications off on every device of the member's (intent `push-off`).
 */

/**
 * The profile's section: "Notifications on this phone" with Turn on / Turn off, and Turn off on all
 * my devices. Written as a page without scripts reads it (why turning on needs one, and the form
 * that turns every device off); the profile's script (app/enhance/profile.ts) reads this browser's
 * state (`pushManager.getSubscription()`, `Notification.permission`) against the member's endpoints
 * (`data-endpoints`), shows this phone's part with its words (`data-` attributes), and hides the
 * whole section where the browser has no Push API and the member has no device to turn off.
 */
export function PushSwitch({ endpoints }: { endpoints: string[] }) {
  const t = STRINGS.push;
  return (
    <section
      className="push-switch card"
      aria-labelledby="push-heading"
      data-push-switch
      data-endpoints={JSON.stringify(endpoints)}
      data-is-on={t.isOn}
      data-is-off={t.isOff}
      data-blocked={t.blocked}
      data-turn-on={t.turnOn}
      data-turn-off={t.turnOff}
      data-turn-on-label={t.turnOnLabel}
      data-turn-off-label={t.turnOffLabel}
      data-working={t.working}
      data-turned-on={t.turnedOn}
      data-turned-off={t.turnedOff}
      data-failed={t.failed}
    >
      <h2 id="push-heading">{t.heading}</h2>
      <p data-without-script>{t.needsScript}</p>
      <div className="push-this-device" hidden data-push-device>
        <h3>{t.thisDevice}</h3>
        <p data-push-state />
        <button type="button" className="button small outline" hidden data-push-flip />
      </div>
      {endpoints.length > 0 ? (
        <form method="post" className="push-off-everywhere" data-push-everywhere>
          <p>{t.devices(endpoints.length)}</p>
          <input type="hidden" name="intent" value="push-off" />
          <button type="submit" className="button small outline">
            {t.turnOffEverywhere}
          </button>
        </form>
      ) : null}
    </section>
  );
}

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
