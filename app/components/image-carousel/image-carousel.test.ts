// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../behaviours/test-render";
import { ImageCarousel } from "./image-carousel";
import { photoViewer } from "../photo-viewer/photo-viewer.behaviour";
import { imageCarousel } from "./image-carousel.behaviour";

const PHOTOS = ["/uploads/listings/a.webp", "/uploads/listings/b.webp", "/uploads/listings/c.webp", "/uploads/listings/d.webp"];

let scrolledTo: number[];

beforeEach(async () => {
  showMarkup(await serverMarkup(createElement(ImageCarousel, { images: PHOTOS, name: "Toyota Vitz" })));
  const track = document.querySelector("ul") as HTMLElement;
  // happy-dom lays nothing out: a strip 300 px wide that scrolls where it is asked to.
  Object.defineProperty(track, "clientWidth", { value: 300 });
  scrolledTo = [];
  track.scrollTo = ((options: ScrollToOptions) => {
    scrolledTo.push(options.left ?? 0);
    track.scrollLeft = options.left ?? 0;
    track.dispatchEvent(new Event("scroll"));
  }) as typeof track.scrollTo;
  vi.stubGlobal("matchMedia", () => ({ matches: true }));
  await startOnPage([imageCarousel, photoViewer]);
});

afterEach(leavePage);

const track = () => document.querySelector("ul") as HTMLElement;
const count = () => document.querySelector(".carousel-count") as HTMLElement;
const photosInPage = () => track().querySelectorAll("img").length;
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`) as HTMLButtonElement;

describe("the photo strip", () => {
  it("shows its arrows and count, written hidden for a page without scripts, and only the first photo is in the page", () => {
    expect(button("Next photo").hidden).toBe(false);
    expect(button("Previous photo").hidden).toBe(false);
    expect(count().hidden).toBe(false);
    expect(count().textContent).toBe("1 / 4");
    expect(photosInPage()).toBe(1);
  });

  it("moves with the arrows, round from the last to the first, bringing in each photo as it is neared", async () => {
    button("Next photo").click();
    expect(scrolledTo).toEqual([300]);
    expect(count().textContent).toBe("2 / 4");
    expect(photosInPage()).toBe(3);
    expect(track().querySelectorAll("li")[2]?.querySelector("img")?.getAttribute("src")).toContain("c.webp");
    button("Previous photo").click();
    button("Previous photo").click();
    expect(scrolledTo.at(-1)).toBe(900);
    expect(count().textContent).toBe("4 / 4");
    expect(photosInPage()).toBe(4);
    expect(document.querySelector<HTMLAnchorElement>(".image-carousel-thumbs a[aria-current='true']")?.getAttribute("href")).toBe("#photo-4");
  });

  it("moves with the arrow keys, and a thumbnail moves it rather than jumping the page", async () => {
    track().dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(count().textContent).toBe("2 / 4");
    const third = document.querySelector<HTMLAnchorElement>(".image-carousel-thumbs a[href='#photo-3']") as HTMLAnchorElement;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    third.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(count().textContent).toBe("3 / 4");
  });

  it("brings in the next photo as soon as a finger touches the strip", async () => {
    track().dispatchEvent(new Event("pointerdown"));
    await ticks(0);
    expect(photosInPage()).toBe(2);
  });
});
