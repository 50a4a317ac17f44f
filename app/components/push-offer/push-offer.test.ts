// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { PushOffer } from "./push-offer";

/** A browser that can push, whose permission prompt answers `permission`, with no subscription yet. */
function browserThatCanPush(permission: NotificationPermission) {
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission: "default", requestPermission: async () => permission });
  Object.defineProperty(navigator, "serviceWorker", { value: { getRegistration: async () => undefined }, configurable: true });
}

const offer = () => document.querySelector("aside") as HTMLElement;
const button = (name: string) => [...document.querySelectorAll("button")].find((each) => each.textContent === name) as HTMLButtonElement;

async function show(after: boolean) {
  document.body.innerHTML = `<section data-toast-region aria-live="polite"></section>${renderToStaticMarkup(createElement(PushOffer, { after }))}`;
  vi.resetModules();
  const { pushOffer } = await import("./push-offer.behaviour");
  await startOnPage([pushOffer]);
  await ticks();
}

beforeEach(() => localStorage.clear());

afterEach(async () => {
  document.body.replaceChildren();
  await ticks(0);
  leavePage();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("the offer to turn notifications on", () => {
  it("is made only after a message (the page says so) where the browser can push", async () => {
    browserThatCanPush("granted");
    await show(false);
    expect(offer().hidden).toBe(true);
    await show(true);
    expect(offer().hidden).toBe(false);
  });

  it("is never made where the browser cannot push", async () => {
    await show(true);
    expect(offer().hidden).toBe(true);
  });

  it("says the server's refusal when turning on failed, and Yes can be pressed again", async () => {
    browserThatCanPush("granted");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: false, message: "Notifications are not available right now." }, { status: 503 })),
    );
    await show(true);
    expect(offer().hidden).toBe(false);
    button("Turn on notifications").click();
    await vi.waitFor(() => expect(document.body.textContent).toContain("Notifications are not available right now."));
    expect(offer().hidden).toBe(false);
    expect(button("Turn on notifications").disabled).toBe(false);
  });

  it("goes for good on No thanks, remembered in this browser", async () => {
    browserThatCanPush("granted");
    await show(true);
    button("No thanks").click();
    expect(offer().hidden).toBe(true);
    await show(true);
    expect(offer().hidden).toBe(true);
  });

  it("closes once the browser's prompt was answered", async () => {
    browserThatCanPush("denied");
    await show(true);
    button("Turn on notifications").click();
    await vi.waitFor(() => expect(offer().hidden).toBe(true));
  });
});
