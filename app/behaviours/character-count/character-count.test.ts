// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { leavePage, startOnPage } from "../test-dom";
import { characterCount } from "./character-count";

afterEach(leavePage);

describe("the count under a text box", () => {
  it("says how many characters the reader typed, in the page's sentence, as they type", async () => {
    document.body.innerHTML = `<textarea data-behaviour="character-count" data-count-hint="hint"></textarea>
      <small id="hint" data-count-text="{n} of 1,000 characters">0 of 1,000 characters</small>`;
    await startOnPage([characterCount]);
    const box = document.querySelector("textarea") as HTMLTextAreaElement;
    box.value = "Good seller, fast reply 👍";
    box.dispatchEvent(new Event("input", { bubbles: true }));
    expect(document.getElementById("hint")?.textContent).toBe("25 of 1,000 characters");
  });
});
