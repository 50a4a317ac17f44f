/**
 * "Get notified when they reply?" (./push-offer.contract.ts): made when the page says so (`after`)
 * and the browser can push for a member who has not said no; Yes asks the browser (its permission
 * prompt) and subscribes, No thanks is remembered in this browser. A message's answer brings the
 * offer again: once answered here, it is not made again on this page.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { showToast } from "../../behaviours/toast/show-toast";
import { declinePushOffer, pushFailureMessage, shouldOfferPush, turnPushOn } from "../../lib/push-opt-in";
import { pushOfferContract } from "./push-offer.contract";

let answered = false;

export const pushOffer = defineBehaviour(pushOfferContract, (offer) => {
  const text = (key: "working" | "turnedOn" | "failed") => pushOfferContract.read(offer, key) ?? "";
  const close = () => {
    offer.hidden = true;
    answered = true;
  };
  if (pushOfferContract.read(offer, "after") !== undefined && !answered)
    void shouldOfferPush().then((yes) => {
      if (yes && !answered) offer.hidden = false;
    });
  const yes = pushOfferContract.find<HTMLButtonElement>(offer, "yes");
  // The element's own handler: it goes with the element.
  offer.onclick = async (event) => {
    if (pushOfferContract.closest(event.target, "no")) {
      declinePushOffer();
      close();
      return;
    }
    if (!yes || !pushOfferContract.closest(event.target, "yes") || yes.disabled) return;
    const idle = yes.textContent;
    yes.disabled = true;
    yes.textContent = text("working") || idle;
    try {
      if ((await turnPushOn()) === "on") showToast(text("turnedOn"), "success");
      close();
    } catch (error) {
      showToast(pushFailureMessage(error, text("failed")), "error");
    } finally {
      yes.disabled = false;
      yes.textContent = idle;
    }
  };
});
