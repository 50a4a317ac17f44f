// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage, ticks } from "../../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../../behaviours/test-render";
import { SponsorImages } from "./sponsor-images";

/** The dashboard's Homepage Images section, as the server writes it. */
async function section(uploaded = false): Promise<string> {
  const inside = await serverMarkup(createElement(SponsorImages, { images: [] }));
  const marked = uploaded ? inside.replace("data-behaviour=", 'data-uploaded="" data-behaviour=') : inside;
  return `<main><section data-swap="homepage-images">${marked}</section></main>`;
}

/** An XMLHttpRequest whose PUTs storage answers with the test's statuses. */
function storageAnswering(statuses: number[], seen: string[]) {
  class FakeRequest {
    upload: { onprogress?: (event: { loaded: number }) => void } = {};
    status = 0;
    timeout = 0;
    onload?: () => void;
    onerror?: () => void;
    private url = "";
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send() {
      seen.push(this.url);
      const status = statuses.shift() ?? 500;
      setTimeout(() => {
        this.upload.onprogress?.({ loaded: 10 });
        this.status = status;
        this.onload?.();
      }, 5);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
}

let posts: { url: string; body: unknown }[];

function answerWith(...answers: (Response | Error)[]) {
  posts = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      posts.push({ url, body: init?.body });
      const next = answers.shift() ?? new Error("no answer left");
      if (next instanceof Error) throw next;
      return next;
    }),
  );
}

const html = (main: string) => new Response(`<!doctype html><html><body>${main}</body></html>`, { headers: { "content-type": "text/html" } });
const form = () => document.querySelector("form[enctype]") as HTMLFormElement;
const upload = () => [...form().querySelectorAll("button")].find((button) => button.type === "submit") as HTMLButtonElement;
const alerts = () => [...form().querySelectorAll("[role='alert']")].map((alert) => alert.textContent);
const jpeg = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

function pick(...files: File[]) {
  const input = document.querySelector("[data-testid='sponsor-input']") as HTMLInputElement;
  Object.defineProperty(input, "files", { configurable: true, value: files });
  input.dispatchEvent(new Event("change"));
}

function describeBanner(index: number, url: string, name: string) {
  const row = form().querySelectorAll("ol li")[index] as HTMLElement;
  const [urlField, nameField] = [...row.querySelectorAll("input")];
  for (const [field, value] of [
    [urlField, url],
    [nameField, name],
  ] as const) {
    if (!field) continue;
    field.value = value;
    field.dispatchEvent(new Event("input"));
  }
}

/**
 * FormData as Chrome makes it from a form: happy-dom's does not fire the form's `formdata` event,
 * which the HTML standard's "constructing the entry list" does (and the behaviour adds the banners in).
 */
class FormDataAsChrome extends FormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super(form, submitter);
    form?.dispatchEvent(Object.assign(new Event("formdata"), { formData: this }));
  }
}

beforeEach(async () => {
  vi.stubGlobal("FormData", FormDataAsChrome);
  // The page a success answered: the pick a test before left is emptied, as a new page's is.
  showMarkup(await section(true));
  // Each test a page of its own: what the behaviour learnt on one (storage that signs no uploads) is not carried to the next.
  vi.resetModules();
  const [{ sponsorUpload }, { swap }] = await Promise.all([import("./sponsor-upload.behaviour"), import("../../../behaviours/swap/swap")]);
  await startOnPage([sponsorUpload, swap]);
});

afterEach(leavePage);

describe("the sponsor banners' upload", () => {
  it("gives the one banner's fields up for Choose images, and checks before anything is sent, saying it once", async () => {
    answerWith();
    expect(form().querySelector("input[name='urls']")).toBeNull();
    expect(form().querySelector<HTMLElement>("button[type='button']")?.hidden).toBe(false);
    upload().click();
    upload().click();
    expect(alerts()).toEqual(["Please select at least one image."]);
    pick(jpeg("tuko.jpg"), jpeg("huge.jpg", 6 * 1024 * 1024));
    expect(form().querySelectorAll("ol li")).toHaveLength(2);
    upload().click();
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]).toContain("huge.jpg");
    form().querySelectorAll<HTMLButtonElement>("ol li button")[1]?.click();
    upload().click();
    expect(alerts()).toEqual(["Provide a URL and company name for each image."]);
    await ticks();
    expect(posts).toEqual([]);
  });

  it("sends each banner straight to storage, then swap posts the form naming them, and the success empties the pick", async () => {
    const seen: string[] = [];
    storageAnswering([200], seen);
    const slot = { url: "https://r2.example/homepage/a.jpg", headers: {}, imageUrl: "/uploads/homepage/a.jpg", variants: [] };
    answerWith(Response.json({ data: { slots: [slot] } }), html(await section(true)));
    pick(jpeg("tuko.jpg"));
    describeBanner(0, "tuko.co.ke", "Tuko Solar");
    upload().click();
    expect(upload().disabled).toBe(true);
    upload().click();
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    expect(seen).toEqual(["https://r2.example/homepage/a.jpg"]);
    expect(posts[0]?.url).toBe("/api/uploads/slots");
    const sent = posts[1]?.body as FormData;
    expect(sent.getAll("imageUrls")).toEqual(["/uploads/homepage/a.jpg"]);
    expect(sent.getAll("homepageImages")).toEqual([]);
    expect(sent.getAll("companyNames")).toEqual(["Tuko Solar"]);
    await ticks();
    expect(form().querySelectorAll("ol li")).toHaveLength(0);
  });

  it("says so when storage refuses, keeps the pick and the button usable, and posts nothing", async () => {
    storageAnswering([500, 500, 500], []);
    const slot = { url: "https://r2.example/homepage/b.jpg", headers: {}, imageUrl: "/uploads/homepage/b.jpg", variants: [] };
    answerWith(Response.json({ data: { slots: [slot] } }));
    pick(jpeg("jua.jpg"));
    describeBanner(0, "jua.co.ke", "Jua Kali");
    upload().click();
    await vi.waitFor(() => expect(alerts()).toHaveLength(1), { timeout: 3000 });
    expect(alerts()[0]).toMatch(/not sent|could not|try again/i);
    expect(posts).toHaveLength(1);
    expect(upload().disabled).toBe(false);
    expect(form().querySelectorAll("ol li")).toHaveLength(1);
  });

  it("carries the files in the form where the deployment signs no uploads", async () => {
    answerWith(Response.json({ message: "No direct uploads" }, { status: 503 }), html(await section(true)));
    pick(jpeg("mwangaza.jpg"));
    describeBanner(0, "mwangaza.co.ke", "Mwangaza");
    upload().click();
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    const sent = posts[1]?.body as FormData;
    expect((sent.get("homepageImages") as File | null)?.name).toBe("mwangaza.jpg");
    expect(sent.getAll("urls")).toEqual(["mwangaza.co.ke"]);
  });
});
