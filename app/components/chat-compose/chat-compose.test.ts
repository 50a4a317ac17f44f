// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { swap } from "../../behaviours/swap/swap";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { CHAT_TYPED } from "../chat-thread/chat-thread.contract";
import { ChatCompose, type SendRefusal } from "./chat-compose";
import { chatCompose } from "./chat-compose.behaviour";

// happy-dom draws nothing: the photo is "compressed" to its own bytes; the upload's body is the real one.
vi.mock("../../lib/compress-image", async (original) => ({
  ...(await original<typeof import("../../lib/compress-image")>()),
  compressImage: async (file: File) => ({ image: file, variants: [], name: file.name }),
}));

/** The thread page's parts the compose box's answer goes into, as routes/conversation.tsx writes them. */
const page = (messages: string[], refused?: SendRefusal) =>
  `<main><div data-swap="thread"><ol>${messages.map((text) => `<li>${text}</li>`).join("")}</ol></div>
  <div data-swap="compose-area">${renderToStaticMarkup(createElement(ChatCompose, { refused }))}</div></main>`;
const answer = (messages: string[], refused?: SendRefusal, status = 201) =>
  new Response(`<!doctype html><html><body>${page(messages, refused)}</body></html>`, { status, headers: { "content-type": "text/html" } });
const uploaded = (...urls: string[]) => Response.json({ success: true, data: { urls } }, { status: 201 });

let answers: (Response | Error | Promise<Response>)[];
let asked: { url: string; init?: RequestInit }[];

beforeEach(async () => {
  answers = [];
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push({ url: String(url), init });
      const next = answers.shift() ?? new Error("no answer left");
      if (next instanceof Error) throw next;
      return next;
    }),
  );
  vi.stubGlobal("matchMedia", () => ({ matches: true }));
  URL.createObjectURL = () => "blob:photo";
  document.body.innerHTML = page(["Is this still available?"]);
  await startOnPage([chatCompose, swap]);
});

afterEach(async () => {
  document.body.replaceChildren();
  await ticks(0);
  leavePage();
});

const form = () => document.querySelector("form") as HTMLFormElement;
const text = () => document.querySelector("textarea") as HTMLTextAreaElement;
const send = () => document.querySelector("button[type='submit']") as HTMLButtonElement;
const error = () => document.querySelector("[data-compose-error]") as HTMLElement;
const thread = () => [...document.querySelectorAll("[data-swap='thread'] li")].map((item) => item.textContent);
const thumbnails = () => document.querySelectorAll("[data-chat-compose-photos] img").length;
const sentFields = (index: number) => asked[index]?.init?.body as FormData;
const pick = (...names: string[]) => {
  const picker = document.querySelector("[data-photo-picker]") as HTMLInputElement;
  Object.defineProperty(picker, "files", { value: names.map((name) => new File(["photo"], name, { type: "image/jpeg" })), configurable: true });
  picker.dispatchEvent(new Event("change"));
};

describe("the compose box", () => {
  it("shows the camera instead of the plain file field, and tells the room at each keystroke", () => {
    expect(document.querySelector("[data-without-script]")).toBeNull();
    expect((document.querySelector("[data-photo-pick]") as HTMLElement).hidden).toBe(false);
    const typed = vi.fn();
    document.addEventListener(CHAT_TYPED, typed);
    text().dispatchEvent(new Event("input"));
    expect(typed).toHaveBeenCalledTimes(1);
    document.removeEventListener(CHAT_TYPED, typed);
  });

  it("sends once however often Send is tapped, and puts the answer's thread and emptied box in place", async () => {
    let answered: (value: Response) => void = () => {};
    answers.push(new Promise<Response>((resolve) => (answered = resolve)));
    text().value = "Can I see it on Saturday?";
    send().click();
    send().click();
    await ticks();
    expect(asked).toHaveLength(1);
    expect(send().textContent).toBe("Sending...");
    expect(sentFields(0).get("text")).toBe("Can I see it on Saturday?");
    expect(sentFields(0).get("intent")).toBe("send");
    answered(answer(["Is this still available?", "Can I see it on Saturday?"]));
    await vi.waitFor(() => expect(thread()).toEqual(["Is this still available?", "Can I see it on Saturday?"]));
    expect(text().value).toBe("");
    expect(send().disabled).toBe(false);
  });

  it("puts the server's refusal beside the box, what was typed and the photos kept, the text in focus", async () => {
    answers.push(answer(["Is this still available?"], { message: "Please write your message.", value: "   ", photos: "/uploads/chat/a.webp" }, 400));
    send().click();
    await vi.waitFor(() => expect(error().hidden).toBe(false));
    expect(error().textContent).toBe("Please write your message.");
    expect(document.activeElement).toBe(text());
    expect(thumbnails()).toBe(1);
    expect((document.querySelector("[data-photo-urls]") as HTMLInputElement).value).toBe("/uploads/chat/a.webp");
  });

  it("lets the browser send the form itself when the network is down", async () => {
    answers.push(new TypeError("Failed to fetch"));
    const submitted = vi.spyOn(form(), "submit").mockImplementation(() => {});
    text().value = "Hello";
    send().click();
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(text().value).toBe("Hello");
  });

  it("uploads picked photos at once, Send waiting for them (saying so), and their addresses go with the message", async () => {
    let done: (value: Response) => void = () => {};
    answers.push(new Promise<Response>((resolve) => (done = resolve)), answer(["Is this still available?", "The gate"]));
    pick("gate.jpg");
    expect(thumbnails()).toBe(1);
    expect((document.querySelector("[data-preparing]") as HTMLElement).hidden).toBe(false);
    await vi.waitFor(() => expect(asked[0]?.url).toBe("/api/uploads?for=message"));
    text().value = "The gate";
    send().click();
    send().click();
    await ticks();
    expect(send().textContent).toBe("Waiting for the photos...");
    expect(send().disabled).toBe(true);
    expect(asked).toHaveLength(1);
    done(uploaded("/uploads/chat/gate.webp"));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(sentFields(1).get("imageUrls")).toBe("/uploads/chat/gate.webp");
    expect(sentFields(1).get("text")).toBe("The gate");
    await vi.waitFor(() => expect(thread()).toContain("The gate"));
    expect(thumbnails()).toBe(0);
  });

  it("keeps a photo the network lost, dimmed, and the next Send uploads it again before the message goes", async () => {
    answers.push(new TypeError("offline"), new TypeError("offline"), new TypeError("offline"));
    pick("gate.jpg");
    await vi.waitFor(() => expect(error().hidden).toBe(false), { timeout: 5000 });
    expect(error().textContent).toBe("The photos could not be sent. Please try again.");
    expect(document.querySelectorAll("[data-unsent]")).toHaveLength(1);
    answers.push(uploaded("/uploads/chat/gate.webp"), answer(["Is this still available?", "(photo)"]));
    send().click();
    await vi.waitFor(() => expect(asked).toHaveLength(5));
    expect(sentFields(4).get("imageUrls")).toBe("/uploads/chat/gate.webp");
  });

  it("says the upload's refusal and drops the photo; more than three photos are refused before anything goes", async () => {
    answers.push(Response.json({ success: false, message: "That file is not a photo." }, { status: 400 }));
    pick("notes.jpg");
    await vi.waitFor(() => expect(error().textContent).toBe("That file is not a photo."));
    expect(thumbnails()).toBe(0);
    pick("1.jpg", "2.jpg", "3.jpg", "4.jpg");
    expect(error().textContent).toBe("You can send at most 3 photos in one message.");
    expect(asked).toHaveLength(1);
  });

  it("sends on Enter with a mouse and keyboard, not with Shift", async () => {
    answers.push(answer(["Is this still available?", "Hi"]));
    text().value = "Hi";
    text().dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", shiftKey: true, cancelable: true }));
    await ticks();
    expect(asked).toHaveLength(0);
    text().focus();
    text().dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", cancelable: true }));
    await vi.waitFor(() => expect(thread()).toContain("Hi"));
    // Typing goes on in the new box.
    expect(document.activeElement).toBe(text());
  });
});
