/**
 * The profile's push switch (./push-switch.contract.ts): this browser's state read against the
 * member's endpoints and painted with the page's words; Turn on asks the browser (its permission
 * prompt) and subscribes, Turn off unsubscribes; then the server's section as it stands now takes
 * this one's place (the member's devices changed), the focus kept on the button.
 */
import { samePageNow } from "../../behaviours/swap/fetch-page";
import { putPartInPlace } from "../../behaviours/swap/put-in-place";
import { defineBehaviour } from "../../behaviours/runtime";
import { showToast } from "../../behaviours/toast/show-toast";
import { type PushState, pushFailureMessage, pushState, turnPushOff, turnPushOn } from "../../lib/push-opt-in";
import { PUSH_SWITCH_PART, pushSwitchContract } from "./push-switch.contract";

/** This browser's state, once read: kept when the section is put in place again. */
let known: PushState | null = null;

type Text = Parameters<typeof pushSwitchContract.read>[1];

function endpointsOf(section: HTMLElement): string[] {
  try {
    const parsed: unknown = JSON.parse(pushSwitchContract.read(section, "endpoints") ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((endpoint): endpoint is string => typeof endpoint === "string") : [];
  } catch {
    return [];
  }
}

function paint(section: HTMLElement, state: PushState, busy: boolean): void {
  const text = (key: Text) => pushSwitchContract.read(section, key) ?? "";
  const endpoints = endpointsOf(section);
  section.hidden = state === "unsupported" && endpoints.length === 0;
  const device = pushSwitchContract.find(section, "device");
  const words = pushSwitchContract.find(section, "state");
  const button = pushSwitchContract.find<HTMLButtonElement>(section, "flip");
  if (device) device.hidden = state === "unsupported";
  if (words) words.textContent = text(state === "blocked" ? "blocked" : state === "on" ? "isOn" : "isOff");
  if (button && !busy) {
    const on = state === "on";
    button.hidden = state === "blocked" || state === "unsupported";
    button.textContent = text(on ? "turnOff" : "turnOn");
    button.setAttribute("aria-label", text(on ? "turnOffLabel" : "turnOnLabel"));
  }
  // Turn off on all my devices: where there is a device other than this one.
  const everywhere = pushSwitchContract.find(section, "everywhere");
  if (everywhere) everywhere.hidden = endpoints.length - (state === "on" ? 1 : 0) <= 0;
}

export const pushSwitch = defineBehaviour(pushSwitchContract, (section) => {
  pushSwitchContract.find(section, "withoutScript")?.remove();
  let busy = false;
  if (known) paint(section, known, busy);
  void pushState(endpointsOf(section)).then((state) => {
    known = state;
    if (section.isConnected) paint(section, state, busy);
  });
  const button = pushSwitchContract.find<HTMLButtonElement>(section, "flip");
  if (!button) return;
  const flip = async () => {
    if (busy) return;
    const text = (key: Text) => pushSwitchContract.read(section, key) ?? "";
    const before = known;
    busy = true;
    button.disabled = true;
    button.textContent = text("working");
    try {
      known = before === "on" ? await turnPushOff() : await turnPushOn();
      if (known === "on") showToast(text("turnedOn"), "success");
      else if (before === "on" && known === "off") showToast(text("turnedOff"), "success");
    } catch (error) {
      showToast(pushFailureMessage(error, text("failed")), "error");
    } finally {
      busy = false;
      button.disabled = false;
    }
    const answer = await samePageNow();
    const focused = section.contains(document.activeElement);
    const placed = answer ? putPartInPlace(answer, PUSH_SWITCH_PART) : null;
    if (!placed) {
      if (known) paint(section, known, busy);
      return;
    }
    if (focused) pushSwitchContract.find(placed, "flip")?.focus();
  };
  button.addEventListener("click", flip);
  return () => button.removeEventListener("click", flip);
});
