// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage, ticks } from "../test-dom";
import { resendCountdown } from "./resend-countdown";

afterEach(() => {
  vi.useRealTimers();
  leavePage();
});

const button = (resendAt?: string) =>
  `<button data-behaviour="resend-countdown" data-resend-phone="+254712345678" ${resendAt ? `data-resend-at="${resendAt}"` : ""} data-wait-text="Send a new code in {s} s">Send a new code</button>`;

describe("the resend countdown", () => {
  it("counts the minute down on the button, disabled, then gives it back with its own words", async () => {
    document.body.innerHTML = button(new Date(Date.now() + 2500).toISOString());
    await startOnPage([resendCountdown]);
    const resend = document.querySelector("button") as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe("Send a new code in 3 s");
    await ticks(3300);
    expect(resend.disabled).toBe(false);
    expect(resend.textContent).toBe("Send a new code");
  });

  it("keeps counting on the button a wrong code's answer brings, which carries no time", async () => {
    document.body.innerHTML = button(new Date(Date.now() + 30_000).toISOString());
    await startOnPage([resendCountdown]);
    document.body.innerHTML = button();
    await ticks();
    const resend = document.querySelector("button") as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/^Send a new code in (29|30) s$/);
  });
});
