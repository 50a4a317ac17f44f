// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dialog } from "../../behaviours/dialog/dialog";
import { swap } from "../../behaviours/swap/swap";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { FORM_REDIRECT_HEADER } from "../../lib/form-fetch";
import { MessageSeller } from "./message-seller";
import { quickReplies } from "./message-seller.behaviour";

const box = (result?: { ok: boolean; message: string; value?: string }) =>
  renderToStaticMarkup(createElement(MessageSeller, { signedIn: true, signInHref: "/sign-in", result: result && { intent: "message", ...result } }));

beforeEach(async () => {
  document.body.innerHTML = `<main><div class="listing-actions">${box()}</div></main>`;
  await startOnPage([dialog, quickReplies, swap]);
  (document.querySelector("main button") as HTMLButtonElement).click();
});

afterEach(leavePage);

const modal = () => document.querySelector("dialog") as HTMLDialogElement;
const text = () => modal().querySelector("textarea") as HTMLTextAreaElement;
const reply = (words: string) =>
  [...modal().querySelectorAll<HTMLButtonElement>(".quick-replies button")].find((button) => button.value === words) as HTMLButtonElement;
const send = () => [...modal().querySelectorAll<HTMLButtonElement>("button[type='submit']")].pop() as HTMLButtonElement;

describe("Message seller", () => {
  it("opens as a dialog with the text in focus; a quick reply goes into the text, after typed words, and sends nothing", async () => {
    const fetched = vi.fn();
    vi.stubGlobal("fetch", fetched);
    expect(modal().open).toBe(true);
    expect(document.activeElement).toBe(text());
    reply("Is this still available?").click();
    expect(text().value).toBe("Is this still available?");
    reply("What is your last price?").click();
    expect(text().value).toBe("What is your last price?");
    text().value = "Hello, I like the colour.";
    reply("Where can I view it?").click();
    reply("Where can I view it?").click();
    expect(text().value).toBe("Hello, I like the colour.\nWhere can I view it?");
    expect(document.activeElement).toBe(text());
    await ticks();
    expect(fetched).not.toHaveBeenCalled();
  });

  it("says it is sending, once however often pressed, and goes on to the conversation the server names", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: window.location.href });
    let answer: (value: Response) => void = () => {};
    const fetched = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetched);
    text().value = "Can I see it on Saturday?";
    send().click();
    send().click();
    await ticks();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(send().textContent).toBe("Sending...");
    expect(send().disabled).toBe(true);
    answer(new Response(null, { status: 204, headers: { [FORM_REDIRECT_HEADER]: "/messages/12" } }));
    await ticks();
    expect(assign).toHaveBeenCalledWith("/messages/12");
  });

  it("puts the server's refusal of an empty message in place in the dialog, its field in focus", async () => {
    const refused = `<main><div class="listing-actions">${box({ ok: false, message: "Please write a message.", value: "" })}</div></main>`;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(`<html><body>${refused}</body></html>`, { status: 400, headers: { "content-type": "text/html" } })),
    );
    send().click();
    await ticks();
    expect(modal().open).toBe(true);
    expect(modal().querySelector(".inline-error")?.textContent).toBe("Please write a message.");
    expect(document.activeElement).toBe(text());
  });
});
