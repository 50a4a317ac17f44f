import { useEffect, useState } from "react";
import { Form } from "react-router";
import { toast } from "../lib/toast";
import { STRINGS } from "../i18n";
import { type PushState, pushFailureMessage, pushState, turnPushOff, turnPushOn } from "../lib/push-opt-in";
import { useHydrated } from "../lib/use-hydrated";

/*
 * Push notifications on the page (issue 19, docs/decisions/088-web-push.md): the profile's switch
 * for this phone, and the offer after a first message. Turning on needs a script (the browser's
 * Push API asks for permission); turning off works without one: the profile's form turns
 * notifications off on every device of the member's (intent `push-off`).
 */

/** The member's devices turned off without a script: the profile's form. */
function OffEverywhere({ count }: { count: number }) {
  const t = STRINGS.push;
  if (count === 0) return null;
  return (
    <Form method="post" preventScrollReset className="push-off-everywhere">
      <p>{t.devices(count)}</p>
      <input type="hidden" name="intent" value="push-off" />
      <button type="submit" className="button small outline">
        {t.turnOffEverywhere}
      </button>
    </Form>
  );
}

/**
 * The profile's section: "Notifications on this phone" with Turn on / Turn off, its state read
 * from the browser (`pushManager.getSubscription()`, `Notification.permission`) and from the
 * member's endpoints on the server. Hidden where the browser has no Push API, unless the member
 * has devices to turn off. Without a script it says why turning on needs one.
 */
export function PushSwitch({ endpoints }: { endpoints: string[] }) {
  const t = STRINGS.push;
  const hydrated = useHydrated();
  const [state, setState] = useState<PushState | "checking">("checking");
  const [busy, setBusy] = useState(false);
  const known = endpoints.join("\n");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `known` stands for the endpoints' contents
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    void pushState(endpoints).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [hydrated, known]);

  if (!hydrated) {
    return (
      <section className="push-switch card" aria-labelledby="push-heading">
        <h2 id="push-heading">{t.heading}</h2>
        <p>{t.needsScript}</p>
        <OffEverywhere count={endpoints.length} />
      </section>
    );
  }
  if (state === "unsupported" && endpoints.length === 0) return null;

  const flip = async () => {
    setBusy(true);
    try {
      const next = state === "on" ? await turnPushOff() : await turnPushOn();
      setState(next);
      if (next === "on") toast.success(t.turnedOn);
      else if (state === "on" && next === "off") toast.success(t.turnedOff);
    } catch (error) {
      toast.error(pushFailureMessage(error, t.failed));
    } finally {
      setBusy(false);
    }
  };

  const on = state === "on";
  // Devices other than this one (or all of them, where this browser cannot say which it is).
  const others = endpoints.length - (on ? 1 : 0);
  return (
    <section className="push-switch card" aria-labelledby="push-heading">
      <h2 id="push-heading">{t.heading}</h2>
      {state === "unsupported" ? null : (
        <div className="push-this-device">
          <h3>{t.thisDevice}</h3>
          <p>{state === "blocked" ? t.blocked : on ? t.isOn : t.isOff}</p>
          {state === "blocked" || state === "checking" ? null : (
            <button type="button" className="button small outline" disabled={busy} aria-label={on ? t.turnOffLabel : t.turnOnLabel} onClick={() => void flip()}>
              {busy ? t.working : on ? t.turnOff : t.turnOn}
            </button>
          )}
        </div>
      )}
      <OffEverywhere count={others > 0 ? endpoints.length : 0} />
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
