// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { leavePage, startOnPage } from "../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../behaviours/test-render";
import { STRINGS } from "../../i18n";
import { ImageCarousel } from "../image-carousel/image-carousel";
import { imageCarousel } from "../image-carousel/image-carousel.behaviour";
import { photoViewer } from "./photo-viewer.behaviour";

const PHOTOS = ["/uploads/listings/a.webp", "/uploads/listings/b.webp", "/uploads/listings/c.webp"];

async function listingPhotos(images: string[]): Promise<void> {
  showMarkup(await serverMarkup(createElement(ImageCarousel, { images, name: "Toyota Vitz" })));
  await startOnPage([imageCarousel, photoViewer]);
}

afterEach(leavePage);

const viewer = () => document.querySelector("dialog") as HTMLDialogElement;
const shown = () => viewer().querySelector("img")?.getAttribute("src");
const title = () => viewer().querySelector("h2")?.textContent;
const photoLink = (position: number) => document.querySelectorAll<HTMLAnchorElement>(".photo-link")[position] as HTMLAnchorElement;

function tap(element: Element, options: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...options });
  element.dispatchEvent(event);
  return event;
}

function swipe(fromX: number, toX: number, dy = 0): void {
  const body = viewer().querySelector(".photo-viewer-body") as HTMLElement;
  body.dispatchEvent(new PointerEvent("pointerdown", { clientX: fromX, clientY: 100, bubbles: true }));
  body.dispatchEvent(new PointerEvent("pointerup", { clientX: toX, clientY: 100 + dy, bubbles: true }));
}

describe("the photo viewer", () => {
  it("opens a tapped photo full size, titled and described in the page's words, and gives the focus back on closing", async () => {
    await listingPhotos(PHOTOS);
    expect(viewer().open).toBe(false);
    const tapped = tap(photoLink(1));
    expect(tapped.defaultPrevented).toBe(true);
    expect(viewer().open).toBe(true);
    expect(shown()).toBe(PHOTOS[1]);
    expect(title()).toBe("Photo 2 of 3");
    expect(viewer().querySelector("img")?.alt).toBe(STRINGS.components.imageCarousel.photoAlt("Toyota Vitz", 2, 3));
    (viewer().querySelector(".modal-close") as HTMLButtonElement).click();
    expect(viewer().open).toBe(false);
    expect(document.activeElement).toBe(photoLink(1));
  });

  it("moves with its arrows and the arrow keys, round the ends", async () => {
    await listingPhotos(PHOTOS);
    tap(photoLink(0));
    (viewer().querySelector(".carousel-next") as HTMLButtonElement).click();
    expect(shown()).toBe(PHOTOS[1]);
    viewer().dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    viewer().dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(shown()).toBe(PHOTOS[2]);
    expect(title()).toBe("Photo 3 of 3");
  });

  it("moves with a sideways swipe, not with a tap or a move mostly up and down", async () => {
    await listingPhotos(PHOTOS);
    tap(photoLink(0));
    swipe(300, 100);
    expect(shown()).toBe(PHOTOS[1]);
    swipe(100, 300);
    expect(shown()).toBe(PHOTOS[0]);
    swipe(200, 205);
    swipe(200, 260, 200);
    expect(shown()).toBe(PHOTOS[0]);
  });

  it("leaves a Ctrl or Cmd click to the browser, which opens the photo's file", async () => {
    await listingPhotos(PHOTOS);
    expect(tap(photoLink(2), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(tap(photoLink(2), { metaKey: true }).defaultPrevented).toBe(false);
    expect(viewer().open).toBe(false);
  });

  it("shows a listing's one photo with no arrows to move it", async () => {
    await listingPhotos([PHOTOS[0] as string]);
    tap(photoLink(0));
    expect(shown()).toBe(PHOTOS[0]);
    expect(viewer().querySelectorAll(".carousel-next")).toHaveLength(0);
    swipe(300, 100);
    expect(shown()).toBe(PHOTOS[0]);
  });
});
