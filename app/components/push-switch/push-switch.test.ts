// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { attach } from "../../behaviours/contract";
import { swapContract } from "../../behaviours/swap/swap.contract";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { pushSwitch } from "./push-switch.behaviour";
import { PUSH_SWITCH_PART, pushSwitchContract } from "./push-switch.contract";

const written = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}='${value.replaceAll("'", "&#39;")}'`)
    .join(" ");

/** The section as push-switch.tsx writes it, through the same contracts. */
function section(endpoints: string[]): string {
  const texts = {
    isOn: "On for this phone",
    isOff: "Off for this phone",
    blocked: "Blocked in this browser's settings",
    turnOn: "Turn on",
    turnOff: "Turn off",
    turnOnLabel: "Turn on notifications on this phone",
    turnOffLabel: "Turn off notifications on this phone",
    working: "Working...",
    turnedOn: "Notifications are on",
    turnedOff: "Notifications are off",
    failed: "Could not change notifications",
  };
  return `<section ${written({ ...attach(pushSwitchContract), ...swapContract.part("target", PUSH_SWITCH_PART), ...pushSwitchContract.values({ endpoints: JSON.stringify(endpoints), ...texts }) })}>
    <p ${written(pushSwitchContract.part("withoutScript"))}>Needs a script</p>
    <div hidden ${written(pushSwitchContract.part("device"))}><p ${written(pushSwitchContract.part("state"))}></p>
      <button type="button" hidden ${written(pushSwitchContract.part("flip"))}></button></div>
    ${endpoints.length > 0 ? `<form method="post" ${written(pushSwitchContract.part("everywhere"))}><button>Turn off on all my devices</button></form>` : ""}
  </section>`;
}

/** A browser with the Push API: a service worker registration whose push manager subscribes. */
function pushBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  let subscription: { endpoint: string; options: { applicationServerKey: ArrayBuffer | null }; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null =
    null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async () => {
      subscription = {
        endpoint: "https://push.example/this-phone",
        options: { applicationServerKey: null },
        toJSON: () => ({ endpoint: "https://push.example/this-phone" }),
        unsubscribe: async () => true,
      };
      return subscription;
    },
  };
  const registration = { active: {}, pushManager };
  vi.stubGlobal("PushManager", class {});
  const notification = {
    permission,
    requestPermission: async () => {
      notification.permission = answer;
      return answer;
    },
  };
  vi.stubGlobal("Notification", notification);
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  leavePage();
});

const flip = () => document.querySelector("[data-push-flip]") as HTMLButtonElement;
const stateLine = () => document.querySelector("[data-push-state]")?.textContent;

describe("the profile's push switch", () => {
  it("hides itself where the browser cannot push and the member has no device, and shows Turn off on all my devices where they have one", async () => {
    document.body.innerHTML = section([]);
    await startOnPage([pushSwitch]);
    await ticks();
    expect(document.querySelector("section")?.hidden).toBe(true);
    expect(document.body.textContent).not.toContain("Needs a script");
    leavePage();
    document.body.innerHTML = section(["https://push.example/other-phone"]);
    await startOnPage([pushSwitch]);
    await ticks();
    expect(document.querySelector("section")?.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>("[data-push-device]")?.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>("[data-push-everywhere]")?.hidden).toBe(false);
  });

  it("says so where the browser's settings block it, with no button", async () => {
    pushBrowser("denied");
    document.body.innerHTML = section([]);
    await startOnPage([pushSwitch]);
    await ticks();
    expect(stateLine()).toBe("Blocked in this browser's settings");
    expect(flip().hidden).toBe(true);
  });

  it("turns on: the browser's permission, the subscription handed to the server, a toast, and the server's section put in place", async () => {
    pushBrowser("default", "granted");
    const sent: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        sent.push(`${init?.method ?? "GET"} ${url}`);
        if (url === "/api/push/key") return Response.json({ success: true, data: { publicKey: "AAAA" } });
        if (url === "/api/push/subscriptions") return Response.json({ success: true, data: {} });
        return new Response(`<main>${section(["https://push.example/this-phone"])}</main>`, { headers: { "content-type": "text/html" } });
      }),
    );
    document.body.innerHTML = `<section data-toast-region aria-live="polite"></section>${section([])}`;
    await startOnPage([pushSwitch]);
    await ticks();
    expect(stateLine()).toBe("Off for this phone");
    flip().focus();
    flip().click();
    expect(flip().textContent).toBe("Working...");
    await ticks(100);
    expect(sent).toEqual(["GET /api/push/key", "POST /api/push/subscriptions", `GET ${location.href}`]);
    expect(document.querySelector("[data-toast-shown]")?.textContent).toBe("Notifications are on");
    expect(stateLine()).toBe("On for this phone");
    expect(flip().textContent).toBe("Turn off");
    expect(document.activeElement).toBe(flip());
  });

  it("says the failure when the server refuses, and the button is usable again", async () => {
    pushBrowser("granted");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: false, message: "Push is not set up here" }, { status: 503 })),
    );
    document.body.innerHTML = `<section data-toast-region aria-live="polite"></section>${section([])}`;
    await startOnPage([pushSwitch]);
    await ticks();
    flip().click();
    await ticks(100);
    expect(document.querySelector("[data-toast-shown]")?.textContent).toBe("Push is not set up here");
    expect(flip().disabled).toBe(false);
    expect(flip().textContent).toBe("Turn on");
  });
});
