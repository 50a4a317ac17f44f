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
