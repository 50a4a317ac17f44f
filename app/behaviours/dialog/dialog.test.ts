// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReportAbuse } from "../../components/listing-actions";
import { swap } from "../swap/swap";
import { leavePage, startOnPage, ticks } from "../test-dom";
import { serverMarkup } from "../test-render";
import { toast } from "../toast/toast";
import { dialog } from "./dialog";

/** A listing page's report, as the server writes it for a first visit or in answer to a report. */
async function report(result?: { ok: boolean; message: string; value?: string }): Promise<string> {
  const markup = await serverMarkup(createElement(ReportAbuse, { result: result && { intent: "report", inPlace: true, ...result } }), "/listing/7");
  return `<!doctype html><html><head><title>Listing</title></head><body><main><div class="listing-detail-side">${markup}</div></main></body></html>`;
}

function answerWith(...answers: (Response | Error | Promise<Response>)[]) {
  const fetched = vi.fn(async () => {
    const next = answers.shift() ?? new Error("no answer left");
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal("fetch", fetched);
  return fetched;
}

const html = (body: string) => new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });

beforeEach(async () => {
  document.body.innerHTML = `<section class="mini-toasts" data-toast-region aria-live="polite"></section>`;
  const page = new DOMParser().parseFromString(await report(), "text/html");
  document.body.appendChild(document.adoptNode(page.querySelector("main") as HTMLElement));
  await startOnPage([toast, dialog, swap]);
});

afterEach(leavePage);

const opener = () => document.querySelector("main button") as HTMLButtonElement;
const modal = () => document.querySelector("dialog") as HTMLDialogElement;
const reason = () => modal().querySelector("textarea") as HTMLTextAreaElement;
const send = () => modal().querySelector("button[type='submit']") as HTMLButtonElement;
const toasts = () => [...document.querySelectorAll(".mini-toast")].map((shown) => shown.textContent);

describe("a disclosure made a dialog", () => {
  it("is a button in the disclosure's place, with its class, opening a modal titled as the server says", async () => {
    expect(opener().textContent).toBe("Report Abuse");
    expect(opener().className).toBe("text-button report-button");
    expect(document.querySelector("details")?.hidden).toBe(true);
    expect(modal().open).toBe(false);
    opener().click();
    expect(modal().open).toBe(true);
    expect(document.getElementById(modal().getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Report this listing");
    expect(document.activeElement).toBe(reason());
  });

  it("keeps the focus inside while open, and gives it back to its button when closed", async () => {
    opener().click();
    const close = modal().querySelector(".modal-close") as HTMLButtonElement;
    send().focus();
    send().dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(close);
    close.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", shiftKey: true, bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(send());
    close.click();
    expect(modal().open).toBe(false);
    expect(document.activeElement).toBe(opener());
  });

  it("puts a refusal in place inside the open dialog, what was typed kept and its field in focus", async () => {
    answerWith(html(await report({ ok: false, message: "You have already reported this listing.", value: "Fake photos" })));
    opener().click();
    reason().value = "Fake photos";
    send().click();
    await ticks();
    expect(modal().open).toBe(true);
    expect(modal().querySelector(".inline-error")?.textContent).toBe("You have already reported this listing.");
    expect(reason().value).toBe("Fake photos");
    expect(document.activeElement).toBe(reason());
  });

  it("closes once the report went, with a toast, an empty box and the focus on its button; a second tap sends nothing more", async () => {
    let answer: (value: Response) => void = () => {};
    const fetched = answerWith(new Promise<Response>((resolve) => (answer = resolve)));
    opener().click();
    reason().value = "Fake photos";
    send().click();
    send().click();
    await ticks();
    expect(fetched).toHaveBeenCalledTimes(1);
    answer(html(await report({ ok: true, message: "Report sent successfully!" })));
    await ticks();
    expect(modal().open).toBe(false);
    expect(toasts()).toEqual(["Report sent successfully!"]);
    expect(reason().value).toBe("");
    expect(document.activeElement).toBe(opener());
  });

  it("lets the browser send the report when the network is down", async () => {
    answerWith(new TypeError("Failed to fetch"));
    const submitted = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    opener().click();
    reason().value = "Fake photos";
    send().click();
    await ticks();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(send().disabled).toBe(false);
  });

  it("opens at once when the server sent the disclosure open, and goes with it when the page's <main> is replaced", async () => {
    leavePage();
    document.body.innerHTML = await report({ ok: false, message: "Please provide a reason for reporting." });
    document.body.innerHTML = document.querySelector("main")?.outerHTML ?? "";
    await startOnPage([toast, dialog, swap]);
    expect(modal().open).toBe(true);
    expect(modal().querySelector(".inline-error")?.textContent).toBe("Please provide a reason for reporting.");
    document.querySelector("main")?.replaceChildren();
    await ticks();
    expect(document.querySelector("dialog")).toBeNull();
  });
});
