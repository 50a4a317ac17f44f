import { attach } from "../../behaviours/contract";
import { STRINGS } from "../../i18n";
import { pushOfferContract } from "./push-offer.contract";
import "./push-offer.css";

/*
 * Push notifications on the page (docs/decisions/088-web-push.md): the offer after a first message.
 * Turning on needs a script (the browser's Push API asks for permission); the profile's switch,
 * which also turns them off without one, is ../push-switch/.
 */

/**
 * "Get notified when they reply?", once a member has sent a message here: never on its own at
 * page load, never where the browser cannot push, is already subscribed or said no, and never again
 * after "No thanks" (remembered in this browser). Written hidden; its behaviour
 * (./push-offer.behaviour.ts) makes the offer when the page says a message was just sent or the
 * conversation just started (`after`), and answers its two buttons.
 */
export function PushOffer({ after }: { after: boolean }) {
  const t = STRINGS.server.chat.push;
  return (
    <aside
      className="push-offer"
      aria-labelledby="push-offer-text"
      hidden
      {...attach(pushOfferContract)}
      {...pushOfferContract.values({ after, working: t.working, turnedOn: t.turnedOn, failed: t.failed })}
    >
      <p id="push-offer-text">{t.offer}</p>
      <button type="button" className="button small" {...pushOfferContract.part("yes")}>
        {t.offerYes}
      </button>
      <button type="button" className="button small outline" {...pushOfferContract.part("no")}>
        {t.noThanks}
      </button>
    </aside>
  );
}
