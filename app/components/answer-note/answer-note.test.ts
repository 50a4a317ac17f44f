// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../behaviours/test-render";
import { AnswerNote, FlashNote } from "./answer-note";
import { answerNote, dropToastedNotes } from "./answer-note.behaviour";

const REGION = `<section data-toast-region aria-live="polite"></section>`;
const toasts = () => [...document.querySelectorAll("[data-toast-shown]")].map((toast) => `${toast.className}: ${toast.textContent}`);

afterEach(leavePage);

describe("an answer's note", () => {
  it("is said once, as a toast in its kind, and leaves the page, on the first page and in what a swap brings", async () => {
    const refused = await serverMarkup(createElement(AnswerNote, { ok: false, message: "Listing not found", id: "profile-answer" }));
    showMarkup(`${REGION}<main>${refused}</main>`);
    await startOnPage([answerNote]);
    expect(toasts()).toEqual(["mini-toast error: Listing not found"]);
    expect(document.querySelector("main")?.textContent).toBe("");
    const sold = await serverMarkup(createElement(AnswerNote, { ok: true, message: "Marked as sold.", id: "profile-answer" }));
    document.querySelector("main")?.insertAdjacentHTML("beforeend", sold);
    await ticks();
    // The same id: the second answer replaces the first's toast rather than stacking.
    expect(toasts()).toEqual(["mini-toast success: Marked as sold."]);
    expect(document.querySelector("main")?.textContent).toBe("");
  });

  it("leaves a redirect's flash to the layout's toast, and takes its copy away before any behaviour starts", async () => {
    showMarkup(`${REGION}<main>${await serverMarkup(createElement(FlashNote, { message: "Profile updated successfully!" }))}</main>`);
    dropToastedNotes();
    expect(document.querySelector("main")?.textContent).toBe("");
    showMarkup(`${REGION}<main>${await serverMarkup(createElement(FlashNote, { message: "Profile updated successfully!" }))}</main>`);
    await startOnPage([answerNote]);
    expect(toasts()).toEqual([]);
    expect(document.querySelector("main")?.textContent).toBe("");
  });

  it("stays on the page, where it is read, when no script runs", async () => {
    showMarkup(`<main>${await serverMarkup(createElement(AnswerNote, { ok: true, message: "Listing hidden.", id: "admin-answer" }))}</main>`);
    expect(document.querySelector("[role='status']")?.textContent).toBe("Listing hidden.");
  });
});
