// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { leavePage, startOnPage } from "../../behaviours/test-dom";
import { afterEach, describe, expect, it } from "vitest";
import { PasswordInput } from "./password-input";
import { passwordInput } from "./password-input.behaviour";

afterEach(leavePage);

describe("the password field's show/hide button", () => {
  it("is written hidden by the server and shown, then answered, by the behaviour, in the page's words", async () => {
    document.body.innerHTML = renderToStaticMarkup(createElement(PasswordInput, { id: "pw", name: "password", autoComplete: "current-password" }));
    const toggle = document.querySelector("button") as HTMLButtonElement;
    const field = document.getElementById("pw") as HTMLInputElement;
    expect(toggle.hidden).toBe(true);
    await startOnPage([passwordInput]);
    expect(toggle.hidden).toBe(false);
    toggle.click();
    expect(field.type).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(toggle.textContent).toBe("Hide password");
    toggle.click();
    expect(field.type).toBe("password");
    expect(toggle.textContent).toBe("Show password");
  });
});
