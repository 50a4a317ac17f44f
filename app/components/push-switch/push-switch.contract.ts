import { defineContract } from "../../behaviours/contract";

/** The swap key of the section: after a flip, the server's section as it stands takes its place. */
export const PUSH_SWITCH_PART = "push-switch";

/**
 * The profile's push switch: this phone's part (`device`, its `state` line and its `flip` button)
 * and the form that turns every device off (`everywhere`); the member's endpoints and every
 * sentence the behaviour says, in the reader's language, on the section.
 */
export const pushSwitchContract = defineContract("push-switch", {
  parts: {
    device: "data-push-device",
    state: "data-push-state",
    flip: "data-push-flip",
    everywhere: "data-push-everywhere",
    withoutScript: "data-without-script",
  },
  values: {
    endpoints: "data-endpoints",
    isOn: "data-is-on",
    isOff: "data-is-off",
    blocked: "data-blocked",
    turnOn: "data-turn-on",
    turnOff: "data-turn-off",
    turnOnLabel: "data-turn-on-label",
    turnOffLabel: "data-turn-off-label",
    working: "data-working",
    turnedOn: "data-turned-on",
    turnedOff: "data-turned-off",
    failed: "data-failed",
  },
});
