// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage } from "../../behaviours/test-dom";
import { contactButtons } from "./contact-buttons.behaviour";

afterEach(leavePage);

describe("Call and WhatsApp", () => {
  it("count each click for its listing and channel, by beacon, and never stop the call", async () => {
    document.body.innerHTML = `<div data-behaviour="contact-buttons">
      <a href="tel:+254712345678" data-contact="call" data-listing-id="42">Call</a>
      <a href="https://wa.me/254712345678" data-contact="whatsapp" data-listing-id="42"><span>WhatsApp</span></a></div>`;
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: beacon });
    await startOnPage([contactButtons]);
    const clicks: boolean[] = [];
    document.addEventListener("click", (event) => {
      clicks.push(event.defaultPrevented);
      event.preventDefault();
    });
    document.querySelector<HTMLElement>("[data-contact=call]")?.click();
    document.querySelector<HTMLElement>("[data-contact=whatsapp] span")?.click();
    expect(beacon.mock.calls).toEqual([["/api/listings/42/contact?channel=call"], ["/api/listings/42/contact?channel=whatsapp"]]);
    expect(clicks).toEqual([false, false]);
    Reflect.deleteProperty(navigator, "sendBeacon");
  });
});

describe("their accessible names", () => {
  it("hold the buttons' visible words in every language, so a voice command that says them finds them (WCAG 2.5.3)", async () => {
    const { en } = await import("../../i18n/en");
    const { sw } = await import("../../i18n/sw");
    for (const { components } of [en, sw]) {
      const texts = components.contactButtons;
      expect(texts.callSeller("Toyota Fielder 2014").startsWith(texts.call)).toBe(true);
      expect(texts.whatsappAbout("Toyota Fielder 2014")).toContain(texts.chat);
    }
  });
});
