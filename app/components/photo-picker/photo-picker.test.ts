// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../behaviours/test-render";
import { toast } from "../../behaviours/toast/toast";
import { type Answer, network } from "../../behaviours/upload/test-network";
import { LIMITS } from "../../domain/limits";
import { STRINGS } from "../../i18n";
import { PhotoPicker } from "./photo-picker";
import { photoPicker } from "./photo-picker.behaviour";
import { drawablePhotos, pickedFile } from "./test-photos";

const t = STRINGS.components.photoPicker;
const STORED = ["/uploads/listings/a.webp", "/uploads/listings/b.webp", "/uploads/listings/c.webp"];

async function showPicker(urls = STORED) {
  const markup = await serverMarkup(createElement("form", null, createElement(PhotoPicker, { urls, mode: "create" })));
  showMarkup(`<section class="mini-toasts" data-toast-region aria-live="polite"></section><main>${markup}</main>`);
  await startOnPage([photoPicker, toast]);
}

afterEach(leavePage);

const addresses = () => [...document.querySelectorAll<HTMLInputElement>("input[name=imageUrls]")].map((field) => field.value);
const items = () => [...document.querySelectorAll<HTMLLIElement>(".picked-images > li")];
const button = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`) as HTMLButtonElement;
const toasts = () => [...document.querySelectorAll(".mini-toast")].map((each) => each.textContent);
const note = () => document.querySelector("[data-picker-error]")?.textContent;
const slot = (key: string) => ({ url: `https://r2.example/${key}`, headers: {}, imageUrl: `/uploads/listings/${key}.webp`, variants: [] });

/** Picks `files` with Add photos, as a phone's chooser gives them. */
function pick(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>("[data-testid=image-input]") as HTMLInputElement;
  Object.defineProperty(input, "files", { value: files, configurable: true });
  input.dispatchEvent(new Event("change"));
}

describe("the photo picker, as the server wrote it", () => {
  beforeEach(() => showPicker());

  it("keeps each stored photo as a field in the list's order, and gives way to Add photos", () => {
    expect(addresses()).toEqual(STORED);
    expect(document.querySelector("input[type=checkbox]")).toBeNull();
    expect(document.querySelector("input[name=photos]")).toBeNull();
    expect(document.querySelector(".add-photos")?.textContent).toBe(t.addPhotos);
    expect(document.querySelector("[data-picker-help]")?.textContent).toBe(t.photosHelp(LIMITS.imagesPerListing));
    expect(items()[0]?.querySelector(".badge.cover")?.textContent).toBe(t.cover);
    expect(items().map((item) => item.querySelectorAll(".badge.cover").length)).toEqual([1, 0, 0]);
  });

  it("makes a photo the cover, moves photos earlier and later, and removes one, the focus staying with the photo", () => {
    button(t.makeCoverLabel(3)).click();
    expect(addresses()).toEqual([STORED[2], STORED[0], STORED[1]]);
    button(t.moveLater(1)).click();
    expect(addresses()).toEqual([STORED[0], STORED[2], STORED[1]]);
    expect(document.activeElement?.getAttribute("aria-label")).toBe(t.moveLater(2));
    button(t.moveEarlier(3)).click();
    expect(addresses()).toEqual([STORED[0], STORED[1], STORED[2]]);
    button(t.remove(1)).click();
    expect(addresses()).toEqual([STORED[1], STORED[2]]);
    expect(items()[0]?.querySelector("img")?.alt).toBe(t.coverAlt);
    expect(document.activeElement).toBe(document.querySelector(".add-photos"));
  });
});

describe("adding photos", () => {
  beforeEach(async () => {
    drawablePhotos();
    await showPicker(STORED.slice(0, 1));
  });

  it("prepares a picked photo, sends it straight to storage with its bar, and adds its address", async () => {
    const net = network();
    net.fetchAnswers({ status: 200, body: { data: { slots: [slot("new")] } } });
    net.uploadAnswers(...Array.from({ length: 10 }, (): Answer => ({ status: 200 })));
    pick(pickedFile());
    await vi.waitFor(() => expect(addresses()).toEqual([STORED[0], "/uploads/listings/new.webp"]));
    expect(net.sent[0]?.url).toBe("https://r2.example/new");
    expect(toasts()).toContain(t.imagesUploaded);
    expect(document.querySelector<HTMLButtonElement>(".add-photos")?.disabled).toBe(false);
    expect(document.querySelector(".uploading-photos")).toBeNull();
  });

  it("says the server's sentence for a refused upload, and adds nothing", async () => {
    network().fetchAnswers({ status: 400, body: { message: "That kind of file cannot be a photo." } });
    pick(pickedFile());
    await vi.waitFor(() => expect(note()).toBe("That kind of file cannot be a photo."));
    expect(toasts()).toContain(t.uploadFailed("That kind of file cannot be a photo."));
    expect(items()).toHaveLength(1);
  });

  it("refuses more photos than a listing has room for before preparing any", async () => {
    const net = network();
    pick(...Array.from({ length: LIMITS.imagesPerListing }, (_, index) => pickedFile(`${index}.jpg`)));
    expect(note()).toBeTruthy();
    expect(toasts()).toContain(t.tooMany);
    expect(net.fetched).toHaveLength(0);
  });

  it("keeps a photo the network lost, unsent, with Try again, and sends it when the network is back", async () => {
    const net = network();
    pick(pickedFile());
    await vi.waitFor(() => expect(note()).toBe(t.photoNotSent), { timeout: 5000 });
    expect(items()[1]?.classList.contains("unsent")).toBe(true);
    expect(addresses()).toEqual([STORED[0]]);
    net.fetchAnswers({ status: 200, body: { data: { slots: [slot("again")] } } });
    net.uploadAnswers(...Array.from({ length: 10 }, (): Answer => ({ status: 200 })));
    const retry = button(t.tryPhotoAgain(2));
    retry.click();
    // A second tap while it goes does nothing.
    retry.click();
    await vi.waitFor(() => expect(addresses()).toEqual([STORED[0], "/uploads/listings/again.webp"]));
    expect(net.fetched.filter((each) => each.url === "/api/uploads/slots")).toHaveLength(4);
    expect(items()[1]?.classList.contains("unsent")).toBe(false);
    expect(document.querySelector("[data-picker-error]")).toBeNull();
  });

  it("waits out a slow upload that stalls, trying it again, with the status saying how far it is", async () => {
    const net = network();
    net.fetchAnswers({ status: 200, body: { data: { slots: [slot("slow")] } } });
    net.uploadAnswers("timeout", ...Array.from({ length: 10 }, (): Answer => ({ status: 200 })));
    pick(pickedFile());
    await ticks(300);
    expect(document.querySelector("[data-picker-status]")?.textContent).toMatch(/\d/);
    expect(document.querySelector(".picked-images + .uploading-photos progress")).not.toBeNull();
    await vi.waitFor(() => expect(addresses()).toContain("/uploads/listings/slow.webp"), { timeout: 5000 });
    expect(net.sent.filter((each) => each.url === "https://r2.example/slow")).toHaveLength(2);
  });

  it("posts the photos through the Worker where the deployment does not sign direct uploads", async () => {
    const net = network();
    net.fetchAnswers({ status: 503, body: {} });
    net.uploadAnswers({ status: 200, body: { success: true, data: { urls: ["/uploads/listings/posted.webp"] } } });
    pick(pickedFile());
    await vi.waitFor(() => expect(addresses()).toContain("/uploads/listings/posted.webp"));
    expect(net.sent[0]?.url).toBe("/api/uploads");
  });

  it("holds Add photos while a pick is on its way", async () => {
    const net = network();
    net.fetchAnswers({ status: 200, body: { data: { slots: [slot("held")] } } });
    net.uploadAnswers("hold");
    pick(pickedFile());
    await vi.waitFor(() => expect(net.sent).toHaveLength(1));
    expect(document.querySelector<HTMLButtonElement>(".add-photos")?.disabled).toBe(true);
    expect(document.querySelector("[data-image-picker]")?.getAttribute("aria-busy")).toBe("true");
    net.release({ status: 200 });
    await vi.waitFor(() => expect(addresses()).toContain("/uploads/listings/held.webp"));
  });
});
