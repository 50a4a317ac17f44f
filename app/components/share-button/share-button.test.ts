// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../behaviours/test-render";
import { ShareButton } from "./share-button";
import { shareButton } from "./share-button.behaviour";

let copied: string[];

beforeEach(async () => {
  showMarkup(await serverMarkup(createElement(ShareButton), "/listing/7"));
  copied = [];
  await startOnPage([shareButton]);
});

afterEach(() => {
  vi.useRealTimers();
  leavePage();
});

const share = () => document.querySelector("button") as HTMLButtonElement;
const status = () => document.querySelector("[role='status']")?.textContent;

function clipboard(write: (text: string) => Promise<void>): void {
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: write } });
}

describe("Share", () => {
  it("copies the page's address and says 'Link copied!' for 2 seconds, a second tap for 2 seconds more", async () => {
    clipboard(async (text) => void copied.push(text));
    vi.useFakeTimers();
    share().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(copied).toEqual([window.location.href]);
    expect(status()).toBe("Link copied!");
    await vi.advanceTimersByTimeAsync(1500);
    share().click();
    await vi.advanceTimersByTimeAsync(1500);
    expect(status()).toBe("Link copied!");
    await vi.advanceTimersByTimeAsync(600);
    expect(status()).toBe("");
    expect(copied).toHaveLength(2);
  });

  it("copies the older way where the clipboard is refused, and still says so", async () => {
    clipboard(async () => Promise.reject(new DOMException("Not allowed", "NotAllowedError")));
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    share().click();
    await ticks();
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(document.querySelector("textarea")).toBeNull();
    expect(status()).toBe("Link copied!");
  });
});
