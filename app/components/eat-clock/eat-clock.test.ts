// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../behaviours/test-render";
import { eatClockContract } from "./eat-clock.contract";
import { EatClock } from "./eat-clock";
import { eatClock } from "./eat-clock.behaviour";

// 23:59:59 in Nairobi on Saturday 31 January 2026: the next tick is Sunday 1 February.
const BEFORE_MIDNIGHT = Date.UTC(2026, 0, 31, 20, 59, 59);

async function clockAt(now: number) {
  showMarkup(await serverMarkup(createElement(EatClock, { serverNow: now })));
  vi.spyOn(Date, "now").mockReturnValue(now);
  await startOnPage([eatClock]);
}

const time = () => document.querySelector("time") as HTMLTimeElement;
const day = () => eatClockContract.find(document, "day") as HTMLElement;

afterEach(leavePage);

describe("the East Africa Time clock", () => {
  it("ticks every second, the day changing at Nairobi's midnight in the page's words", async () => {
    await clockAt(BEFORE_MIDNIGHT);
    expect(time().textContent).toBe("23:59:59");
    expect(day().textContent).toMatch(/^Saturday.* · EAT$/);
    vi.spyOn(Date, "now").mockReturnValue(BEFORE_MIDNIGHT + 1000);
    await ticks(1100);
    expect(time().textContent).toBe("00:00:00");
    expect(time().dateTime).toBe(new Date(BEFORE_MIDNIGHT + 1000).toISOString());
    expect(day().textContent).toMatch(/^Sunday.*February.* · EAT$/);
  });

  it("keeps the server's day when the page carries no names for it", async () => {
    showMarkup(await serverMarkup(createElement(EatClock, { serverNow: BEFORE_MIDNIGHT })));
    eatClockContract.write(document.querySelector("section") as HTMLElement, "months", null);
    vi.spyOn(Date, "now").mockReturnValue(BEFORE_MIDNIGHT + 1000);
    await startOnPage([eatClock]);
    expect(time().textContent).toBe("00:00:00");
    expect(day().textContent).toMatch(/^Saturday/);
  });

  it("stops ticking when the clock leaves the page", async () => {
    await clockAt(BEFORE_MIDNIGHT);
    const clock = time();
    document.querySelector("section")?.remove();
    await ticks(0);
    vi.spyOn(Date, "now").mockReturnValue(BEFORE_MIDNIGHT + 1000);
    await ticks(1100);
    expect(clock.textContent).toBe("23:59:59");
  });
});
