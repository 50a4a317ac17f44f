// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { attach } from "../contract";
import { leavePage, startOnPage } from "../test-dom";
import { refusedField } from "./refused-field";
import { refusedFieldContract } from "./refused-field.contract";

afterEach(leavePage);

const marked = Object.entries(attach(refusedFieldContract))
  .map(([name, value]) => `${name}="${value}"`)
  .join(" ");

describe("the refused field's focus", () => {
  it("goes to the first field the server marked refused, so its message is read first", async () => {
    document.body.innerHTML = `<main ${marked}><form>
      <input id="name" aria-invalid="false">
      <input id="email" aria-invalid="true" aria-describedby="email-error"><small id="email-error">Invalid email</small>
      <input id="password" aria-invalid="true">
    </form></main>`;
    await startOnPage([refusedField]);
    expect(document.activeElement?.id).toBe("email");
  });

  it("leaves the focus alone on a page nothing was refused on", async () => {
    document.body.innerHTML = `<main ${marked}><form><input id="name"><button>Send</button></form></main>`;
    await startOnPage([refusedField]);
    expect(document.activeElement).toBe(document.body);
  });

  it("acts again on a part a swap puts in the page refused", async () => {
    document.body.innerHTML = `<div id="slot"></div>`;
    await startOnPage([refusedField]);
    const part = document.createElement("main");
    part.setAttribute("data-behaviour", refusedFieldContract.name);
    part.innerHTML = `<input id="code" aria-invalid="true">`;
    document.getElementById("slot")?.replaceWith(part);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.id).toBe("code");
  });
});
