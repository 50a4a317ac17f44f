import { attach } from "../../behaviours/contract";
import { swapContract } from "../../behaviours/swap/swap.contract";
import { STRINGS } from "../../i18n";
import { profileForm } from "../profile-forms";
import { PUSH_SWITCH_PART, pushSwitchContract } from "./push-switch.contract";
import "./push-switch.css";

/**
 * The profile's section (docs/decisions/088-web-push.md): "Notifications on this phone" with Turn
 * on / Turn off, and Turn off on all my devices. Written as a page without scripts reads it (why
 * turning on needs one, and the form that turns every device off); its behaviour
 * (./push-switch.behaviour.ts) reads this browser's state against the member's endpoints, shows
 * this phone's part with its words, and hides the whole section where the browser has no Push API
 * and the member has no device to turn off.
 */
export function PushSwitch({ endpoints }: { endpoints: string[] }) {
  const t = STRINGS.server.chat.push;
  return (
    <section
      className="push-switch card"
      aria-labelledby="push-heading"
      {...attach(pushSwitchContract)}
      {...swapContract.part("target", PUSH_SWITCH_PART)}
      {...pushSwitchContract.values({
        endpoints: JSON.stringify(endpoints),
        isOn: t.isOn,
        isOff: t.isOff,
        blocked: t.blocked,
        turnOn: t.turnOn,
        turnOff: t.turnOff,
        turnOnLabel: t.turnOnLabel,
        turnOffLabel: t.turnOffLabel,
        working: t.working,
        turnedOn: t.turnedOn,
        turnedOff: t.turnedOff,
        failed: t.failed,
      })}
    >
      <h2 id="push-heading">{t.heading}</h2>
      <p {...pushSwitchContract.part("withoutScript")}>{t.needsScript}</p>
      <div className="push-this-device" hidden {...pushSwitchContract.part("device")}>
        <h3>{t.thisDevice}</h3>
        <p {...pushSwitchContract.part("state")} />
        <button type="button" className="button small outline" hidden {...pushSwitchContract.part("flip")} />
      </div>
      {endpoints.length > 0 ? (
        <form method="post" className="push-off-everywhere" {...pushSwitchContract.part("everywhere")} {...profileForm()}>
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
