// @vitest-environment happy-dom
import { leavePage, startOnPage, ticks } from "../test-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "./toast";

afterEach(() => {
  vi.useRealTimers();
  leavePage();
});

const shown = () => [...document.querySelectorAll(".mini-toast")].map((element) => `${element.className}: ${element.textContent}`);

describe("toast", () => {
  it("shows the server's toast in its kind, in the page's live region, once, and from what a swap brings", async () => {
    document.body.innerHTML = `<section class="mini-toasts" data-toast-region aria-live="polite"></section>
      <div hidden data-behaviour="toast" data-toast="Signed in successfully!" data-toast-kind="success"></div>
      <div hidden data-behaviour="toast" data-toast="Failed to load categories"></div>`;
    await startOnPage([toast]);
    expect(shown()).toEqual(["mini-toast success: Signed in successfully!", "mini-toast error: Failed to load categories"]);
    document.body.insertAdjacentHTML("beforeend", `<div hidden data-behaviour="toast" data-toast="Saved" data-toast-kind="success"></div>`);
    await ticks();
    expect(shown()).toHaveLength(3);
    expect(document.querySelector(".mini-toasts")?.children).toHaveLength(3);
  });

  it("replaces a toast of the same id, goes after its time, then opens the page it names, never another site's", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    document.body.innerHTML = `<section class="mini-toasts" data-toast-region aria-live="polite"></section>
      <div hidden data-behaviour="toast" data-toast="Sent" data-toast-kind="success" data-toast-id="sent" data-toast-then="//evil.example"></div>
      <div hidden data-behaviour="toast" data-toast="Sent again" data-toast-kind="success" data-toast-id="sent" data-toast-then="/sign-in"></div>`;
    await startOnPage([toast]);
    expect(shown()).toEqual(["mini-toast success: Sent again"]);
    await ticks(3100);
    expect(shown()).toEqual([]);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/sign-in");
  });

  it("never leaves for another site", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    document.body.innerHTML = `<div hidden data-behaviour="toast" data-toast="Sent" data-toast-then="//evil.example"></div>`;
    await startOnPage([toast]);
    await ticks(3100);
    expect(assign).not.toHaveBeenCalled();
  });
});
