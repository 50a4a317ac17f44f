// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage } from "../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../behaviours/test-render";
import { SponsorBanner } from "./sponsor-banner";
import { sponsorBanner } from "./sponsor-banner.behaviour";
import { sponsorBannerContract } from "./sponsor-banner.contract";

const SPONSORS = [0, 1, 2].map((id) => ({ id, imageUrl: `/uploads/homepage/b${id}.webp`, companyName: `Sponsor ${id}`, companyUrl: "https://example.com" }));

let scrolledTo: number[];

async function bannerOf(count: number) {
  showMarkup(await serverMarkup(createElement(SponsorBanner, { images: SPONSORS.slice(0, count) })));
  const track = sponsorBannerContract.find(document, "track");
  if (track) {
    // happy-dom lays nothing out: a strip 300 px wide that scrolls where it is asked to.
    Object.defineProperty(track, "clientWidth", { value: 300 });
    scrolledTo = [];
    track.scrollTo = ((options: ScrollToOptions) => {
      scrolledTo.push(options.left ?? 0);
      track.scrollLeft = options.left ?? 0;
      track.dispatchEvent(new Event("scroll"));
    }) as typeof track.scrollTo;
  }
  await startOnPage([sponsorBanner]);
}

const images = () => document.querySelectorAll(".sponsor-track img").length;
const controls = () => sponsorBannerContract.find(document, "controls") as HTMLElement;
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`) as HTMLButtonElement;

beforeEach(() => {
  vi.stubGlobal("matchMedia", () => ({ matches: true }));
});

afterEach(() => {
  vi.useRealTimers();
  leavePage();
});

describe("the sponsor banner", () => {
  it("shows its controls, and only the first sponsor's image is in the page", async () => {
    await bannerOf(3);
    expect(controls().hidden).toBe(false);
    expect(images()).toBe(1);
  });

  it("brings in the neighbours' images as soon as a finger touches it", async () => {
    await bannerOf(3);
    document.querySelector("section")?.dispatchEvent(new Event("touchstart"));
    expect(images()).toBe(3);
  });

  it("moves with the arrows and the dots, round from the last to the first, the dots saying which is shown", async () => {
    await bannerOf(3);
    button("Next sponsor").click();
    expect(scrolledTo).toEqual([300]);
    button("Previous sponsor").click();
    button("Previous sponsor").click();
    expect(scrolledTo.at(-1)).toBe(600);
    expect(button("Show sponsor 3").getAttribute("aria-current")).toBe("true");
    button("Show sponsor 1").click();
    expect(scrolledTo.at(-1)).toBe(0);
    expect(button("Show sponsor 1").getAttribute("aria-current")).toBe("true");
  });

  it("turns by itself once the next image can be shown, and not while a finger is on it or after it left", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await bannerOf(3);
    const banner = document.querySelector("section") as HTMLElement;
    banner.dispatchEvent(new Event("touchstart"));
    await vi.advanceTimersByTimeAsync(6500);
    expect(scrolledTo).toEqual([]);
    banner.dispatchEvent(new Event("touchend"));
    await vi.advanceTimersByTimeAsync(6000 + 3000);
    expect(scrolledTo).toEqual([300]);
    banner.remove();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(scrolledTo).toEqual([300]);
  });

  it("asks only for the sponsor the timer turns to, not the ones beyond it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await bannerOf(3);
    await vi.advanceTimersByTimeAsync(6000 + 3000);
    expect(scrolledTo).toEqual([300]);
    expect(images()).toBe(2);
  });

  it("names no behaviour for a single sponsor: there is nothing to turn to", async () => {
    await bannerOf(1);
    expect(document.querySelector("section")?.hasAttribute("data-behaviour")).toBe(false);
    expect(document.querySelector(".sponsor-controls")).toBeNull();
  });
});
