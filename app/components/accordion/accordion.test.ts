// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { questionInView } from "./accordion.behaviour";

afterEach(leavePage);

function box(element: Element | null, top: number, bottom: number) {
  if (element) vi.spyOn(element, "getBoundingClientRect").mockReturnValue({ top, bottom } as DOMRect);
}

describe("the questions that open one at a time", () => {
  it("brings a question opened above the screen back just below the sticky header, and leaves one in sight alone", async () => {
    document.body.innerHTML = `<header></header><div data-behaviour="question-in-view">
      <details id="one" data-accordion-item><summary>One</summary>Long answer</details>
      <details id="two" data-accordion-item><summary>Two</summary>Answer</details></div>`;
    await startOnPage([questionInView]);
    const scrolled = vi.fn();
    vi.stubGlobal("scrollBy", scrolled);
    box(document.querySelector("header"), 0, 56);
    const two = document.getElementById("two") as HTMLDetailsElement;
    box(two, -300, -250);
    two.open = true;
    await ticks();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith({ top: -300 - 56 - 12 });
    box(two, 200, 250);
    two.dispatchEvent(new Event("toggle"));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
