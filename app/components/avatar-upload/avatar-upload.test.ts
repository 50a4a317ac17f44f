// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage } from "../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../behaviours/test-render";
import { AvatarUpload } from "./avatar-upload";
import { avatarUpload } from "./avatar-upload.behaviour";
import { siteHeaderContract } from "../site-header/site-header.contract";

const written = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

/** The header's picture, as site-header.tsx marks it. */
const header = (inside: string) => `<header><a href="/profile" ${written(siteHeaderContract.part("avatar"))}>${inside}</a></header>`;

/** The profile as the server writes it: the header and the real form, with `avatar` as the picture. */
async function profile(avatar: string | null): Promise<string> {
  const form = await serverMarkup(createElement(AvatarUpload, { avatar, username: "amina" }));
  return `${header(avatar ? `<img class="avatar" src="${avatar}">` : "A")}<main>${form}</main><section data-toast-region aria-live="polite"></section>`;
}

/** An XMLHttpRequest that answers each request with the test's status, reporting its progress first. */
function xhrAnswering(statuses: number[], seen: string[]) {
  class FakeRequest {
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    status = 0;
    responseText = "";
    timeout = 0;
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    private method = "";
    private url = "";
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send() {
      seen.push(`${this.method} ${this.url}`);
      const status = statuses.shift();
      setTimeout(() => {
        if (status === undefined) return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = status;
        this.responseText = status === 200 ? "{}" : JSON.stringify({ message: "The picture was refused" });
        this.onload?.();
      }, 5);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
}

const html = (body: string) => new Response(`<!doctype html><html><body>${body}</body></html>`, { headers: { "content-type": "text/html" } });

let fetched: string[];

function answerWith(...answers: (Response | Error | (() => Promise<Response>))[]) {
  fetched = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      fetched.push(`${init?.method ?? "GET"} ${url}`);
      const next = answers.shift() ?? new Error("no answer left");
      if (next instanceof Error) throw next;
      return typeof next === "function" ? next() : next;
    }),
  );
}

const input = () => document.querySelector<HTMLInputElement>("input[type='file']") as HTMLInputElement;
const status = () => document.querySelector("[role='status']")?.textContent;

function pick(file: File) {
  Object.defineProperty(input(), "files", { configurable: true, value: [file] });
  input().dispatchEvent(new Event("change", { bubbles: true }));
}

const png = (bytes = 100) => new File([new Uint8Array(bytes)], "me.png", { type: "image/png" });

beforeEach(async () => {
  showMarkup(await profile(null));
  await startOnPage([avatarUpload]);
});

afterEach(leavePage);

describe("the profile picture", () => {
  it("takes the Upload button away: a picked picture goes at once", () => {
    expect(document.body.textContent).not.toContain("Upload picture");
    expect(input().classList.contains("visually-hidden")).toBe(true);
  });

  it("refuses what is not a picture, and one over the limit, before anything is sent", () => {
    answerWith();
    pick(new File(["text"], "notes.txt", { type: "text/plain" }));
    expect(document.querySelector(".inline-error")?.textContent).toMatch(/image/i);
    pick(png(6 * 1024 * 1024));
    expect(document.querySelector(".inline-error")?.textContent).toMatch(/MB|large|big/i);
    expect(fetched).toEqual([]);
  });

  it("sends it straight to storage with its progress, then shows the new picture on the form and in the header, and says so", async () => {
    const seen: string[] = [];
    xhrAnswering([200], seen);
    const slot = { url: "https://r2.example/avatars/a.png", headers: {}, imageUrl: "/uploads/avatars/u/a.png", variants: [] };
    answerWith(Response.json({ data: { slots: [slot] } }), Response.json({ success: true }), html(await profile("/uploads/avatars/u/a.png")));
    pick(png());
    await vi.waitFor(() => expect(status()).toBe("Image Uploaded!"));
    expect(fetched).toEqual(["POST /api/uploads/slots", "POST /api/users/me/avatar", `GET ${location.href}`]);
    expect(seen).toEqual(["PUT https://r2.example/avatars/a.png"]);
    expect(document.querySelector("main label img")?.getAttribute("src")).toBe("/uploads/avatars/u/a.png");
    expect(document.querySelector("header img")?.getAttribute("src")).toBe("/uploads/avatars/u/a.png");
    expect(document.querySelector("[data-toast-shown]")?.textContent).toBe("Image Uploaded!");
  });

  it("posts it through the Worker where the deployment signs no uploads, and says the server's refusal", async () => {
    const seen: string[] = [];
    xhrAnswering([415], seen);
    answerWith(Response.json({ message: "No direct uploads" }, { status: 503 }));
    pick(png());
    await vi.waitFor(() => expect(document.querySelector(".inline-error")?.textContent).toBe("The picture was refused"));
    expect(seen).toEqual(["POST /api/users/me/avatar"]);
    expect(input().disabled).toBe(false);
  });

  it("says the upload failed when the network is down, and sends once for a second pick while it waits", async () => {
    answerWith(
      () => new Promise((_resolve, reject) => setTimeout(() => reject(new TypeError("Failed to fetch")), 20)),
      new TypeError("Failed to fetch"),
      new TypeError("Failed to fetch"),
    );
    pick(png());
    pick(png());
    await vi.waitFor(() => expect(document.querySelector(".inline-error")).not.toBeNull(), { timeout: 3000 });
    expect(fetched.filter((call) => call === "POST /api/uploads/slots")).toHaveLength(3);
    expect(document.querySelector(".inline-error")?.textContent).toMatch(/upload/i);
  });
});
