// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CompressedImage } from "../../lib/compress-image";
import { askSlots, NoDirectUploads, Refused, type Slot, sendPhoto, slotFilesOf, uploadTimeoutMs, withRetries } from "./direct-upload";
import { postUpload } from "./post-upload";
import { network } from "./test-network";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TEXTS = { network: "No connection.", signIn: "Sign in to upload." };

const photo = (bytes = 1000): CompressedImage => ({
  image: new Blob([new Uint8Array(bytes)], { type: "image/webp" }),
  variants: [{ width: 480, format: "base", blob: new Blob([new Uint8Array(bytes / 2)], { type: "image/webp" }) }],
  name: "front.jpg",
});

const slot = (key: string): Slot => ({
  url: `https://r2.example/${key}`,
  headers: { "x-amz-signature": "s" },
  imageUrl: `/uploads/listings/${key}.webp`,
  variants: [{ url: `https://r2.example/${key}-480`, headers: {}, width: 480, format: "base" }],
});

describe("asking for upload slots", () => {
  it("asks for one slot per photo and its copies, for an update when told", async () => {
    const net = network();
    net.fetchAnswers({ status: 200, body: { data: { slots: [slot("a")] } } });
    const slots = await askSlots(slotFilesOf([photo()]), true, TEXTS);
    expect(slots.map((each) => each.imageUrl)).toEqual(["/uploads/listings/a.webp"]);
    const asked = JSON.parse(String(net.fetched[0]?.body));
    expect(asked.for).toBe("update");
    expect(asked.files[0]).toMatchObject({ kind: "listing", type: "image/webp", size: 1000, variants: [{ width: 480, format: "base", size: 500 }] });
  });

  it("tells a deployment without direct uploads (503) apart, for the caller to post the photos instead", async () => {
    network().fetchAnswers({ status: 503, body: {} });
    await expect(askSlots(slotFilesOf([photo()]), false, TEXTS)).rejects.toBeInstanceOf(NoDirectUploads);
  });

  it("gives the server's sentence for a refusal, and the page's for a session that ended", async () => {
    const net = network();
    net.fetchAnswers({ status: 400, body: { message: "That file is too large." } }, { status: 401, body: {} });
    await expect(askSlots(slotFilesOf([photo()]), false, TEXTS)).rejects.toEqual(new Refused("That file is too large.", 400));
    await expect(askSlots(slotFilesOf([photo()]), false, TEXTS)).rejects.toEqual(new Refused("Sign in to upload.", 401));
  });

  it("tries three times while the network is down, then says so in the page's words", async () => {
    const net = network();
    await expect(askSlots(slotFilesOf([photo()]), false, TEXTS)).rejects.toThrow("No connection.");
    expect(net.fetched).toHaveLength(3);
  });
});

describe("sending a photo to its slot", () => {
  it("PUTs the photo and each copy to its signed address, reporting the share sent", async () => {
    const net = network();
    net.uploadAnswers({ status: 200 }, { status: 200 });
    const shares: number[] = [];
    await sendPhoto(slot("a"), photo(), (share) => shares.push(share));
    expect(net.sent.map((each) => `${each.method} ${each.url}`)).toEqual(["PUT https://r2.example/a", "PUT https://r2.example/a-480"]);
    expect(shares.at(-1)).toBe(1);
    expect(shares.every((share, index) => index === 0 || share >= (shares[index - 1] ?? 0))).toBe(true);
  });

  it("tries a stalled or dropped upload again, and takes 412 (an earlier try wrote it) as arrived", async () => {
    const net = network();
    net.uploadAnswers("timeout", "network", { status: 200 }, { status: 412 });
    await sendPhoto(slot("a"), photo(), () => {});
    expect(net.sent.map((each) => each.url)).toEqual(["https://r2.example/a", "https://r2.example/a", "https://r2.example/a", "https://r2.example/a-480"]);
    // Each try has its time limit, more for a heavy photo at a slow line's pace.
    expect(net.sent[0]?.timeout).toBe(uploadTimeoutMs(1000));
  });

  it("gives up after three tries", async () => {
    network().uploadAnswers("timeout", "timeout", "timeout");
    await expect(sendPhoto(slot("a"), photo(), () => {})).rejects.toThrow("timeout");
  });
});

describe("retries", () => {
  it("never retries a refusal: the server's word is final", async () => {
    const attempt = vi.fn(async () => {
      throw new Refused("No.", 400);
    });
    await expect(withRetries(attempt)).rejects.toBeInstanceOf(Refused);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("gives a heavy upload more time: half a minute and a slow line's pace", () => {
    expect(uploadTimeoutMs(0)).toBe(30_000);
    expect(uploadTimeoutMs(1_000_000)).toBe(130_000);
  });
});

describe("posting photos through the Worker", () => {
  const texts = { invalidAnswer: "The answer could not be read.", signIn: "Sign in to upload.", noUrls: "No photo was stored." };

  it("posts the photos with their copies and gives their addresses", async () => {
    const net = network();
    net.uploadAnswers({ status: 200, body: { success: true, data: { urls: ["/uploads/listings/a.webp"] } } });
    const shares: number[] = [];
    expect(await postUpload("/api/uploads?for=update", [photo()], texts, (share) => shares.push(share))).toEqual(["/uploads/listings/a.webp"]);
    expect(net.sent[0]?.url).toBe("/api/uploads?for=update");
    expect((net.sent[0]?.body as FormData | undefined)?.getAll("images")).toHaveLength(1);
    expect(shares).toEqual([1]);
  });

  it("gives the server's sentence for a refusal at once, without trying again", async () => {
    const net = network();
    net.uploadAnswers({ status: 413, body: { success: false, message: "That photo is too large." } });
    await expect(postUpload("/api/uploads", [photo()], texts, () => {})).rejects.toEqual(new Refused("That photo is too large.", 413));
    expect(net.sent).toHaveLength(1);
  });
});
