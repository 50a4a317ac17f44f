// @vitest-environment happy-dom
import { leavePage, startOnPage, ticks } from "../test-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_REDIRECT_HEADER } from "../../lib/form-fetch";
import { refresh } from "./refresh";
import { swap } from "./swap";

function page(body: string, title = "Page"): Response {
  return new Response(`<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`, {
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}

const FORM = `
  <main id="main">
    <form method="post" action="/sign-in" data-behaviour="swap" data-swap="form">
      <input id="email" name="email" value="">
      <input id="password" name="password" type="password" data-swap-kept>
      <button type="submit" name="intent" value="sign-in" data-busy-text="Signing in...">Sign In</button>
    </form>
    <p data-swap="note">Before</p>
    <p id="untouched">Untouched</p>
  </main>`;

let fetched: { url: string; init?: RequestInit }[];

function answerWith(...answers: (Response | Error | Promise<Response>)[]) {
  fetched = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      fetched.push({ url, init });
      const next = answers.shift() ?? new Error("no answer left");
      if (next instanceof Error) throw next;
      return next;
    }),
  );
}

beforeEach(async () => {
  document.body.innerHTML = FORM;
  await startOnPage([swap, refresh]);
});

afterEach(leavePage);

const form = () => document.querySelector("form") as HTMLFormElement;
const button = () => document.querySelector("button") as HTMLButtonElement;

describe("swap", () => {
  it("posts the form with the pressed button, busy meanwhile, and puts the answer's parts in place by key", async () => {
    let answer: (value: Response) => void = () => {};
    answerWith(new Promise<Response>((resolve) => (answer = resolve)));
    (document.getElementById("email") as HTMLInputElement).value = "a@b.ke";
    (document.getElementById("password") as HTMLInputElement).value = "secret-typed";
    button().click();
    await ticks();
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe("Signing in...");
    expect(form().getAttribute("aria-busy")).toBe("true");
    const sent = fetched[0]?.init;
    expect(sent?.method).toBe("POST");
    expect(String(sent?.body)).toBe("email=a%40b.ke&password=secret-typed&intent=sign-in");
    answer(
      page(
        `<main><form method="post" action="/sign-in" data-behaviour="swap" data-swap="form">
          <input id="email" name="email" value="a@b.ke" aria-invalid="true">
          <input id="password" name="password" type="password" data-swap-kept>
          <button type="submit">Sign In</button></form>
        <p data-swap="note">Invalid email or password</p><p id="untouched">Changed</p></main>`,
        "Sign in refused",
      ),
    );
    await ticks();
    expect(document.querySelector("[data-swap='note']")?.textContent).toBe("Invalid email or password");
    expect(document.getElementById("untouched")?.textContent).toBe("Untouched");
    expect((document.getElementById("password") as HTMLInputElement).value).toBe("secret-typed");
    expect(document.activeElement?.id).toBe("email");
    expect(document.title).toBe("Sign in refused");
    expect(form().getAttribute("aria-busy")).toBeNull();
  });

  it("sends once however often the button is pressed while it waits", async () => {
    answerWith(new Promise<Response>(() => {}));
    button().click();
    button().click();
    form().requestSubmit();
    await ticks();
    expect(fetched).toHaveLength(1);
  });

  it("opens the page a redirect names", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: window.location.href });
    answerWith(new Response(null, { status: 204, headers: { [FORM_REDIRECT_HEADER]: "/profile" } }));
    button().click();
    await ticks();
    expect(assign).toHaveBeenCalledWith("/profile");
  });

  it("lets the browser send the form when the network is down or the answer is not a page, and keeps the button's choice", async () => {
    for (const failure of [new TypeError("Failed to fetch"), new Response("{}", { status: 500, headers: { "content-type": "application/json" } })]) {
      answerWith(failure);
      const submitted = vi.spyOn(form(), "submit").mockImplementation(() => {});
      button().click();
      await ticks();
      expect(submitted).toHaveBeenCalledTimes(1);
      expect(form().querySelector<HTMLInputElement>("input[type='hidden'][name='intent']")?.value).toBe("sign-in");
      expect(button().disabled).toBe(false);
      submitted.mockRestore();
      form().querySelector("input[type='hidden']")?.remove();
    }
  });

  it("asks a form's question first, sends nothing on no, and says yes for the server on yes", async () => {
    form().setAttribute("data-confirm", "Delete this listing?");
    form().insertAdjacentHTML("beforeend", `<input type="hidden" name="confirmed" value="">`);
    answerWith(page(FORM));
    vi.stubGlobal(
      "confirm",
      vi.fn(() => false),
    );
    button().click();
    await ticks();
    expect(fetched).toHaveLength(0);
    vi.stubGlobal(
      "confirm",
      vi.fn(() => true),
    );
    button().click();
    await ticks();
    expect(String(fetched[0]?.init?.body)).toContain("confirmed=yes");
  });

  it("puts an answer with none of the page's parts in place as a whole <main>, keeping a live region's element", async () => {
    document.body.innerHTML = `<main><p id="state" aria-live="polite">Waiting</p><form method="post" action="/pay" data-behaviour="swap"><button>Pay</button></form></main>`;
    await ticks();
    const region = document.getElementById("state");
    answerWith(page(`<main class="paid"><p id="state" aria-live="polite">Paid</p><p>Receipt</p></main>`));
    document.querySelector("button")?.click();
    await ticks();
    expect(document.getElementById("state")).toBe(region);
    expect(region?.textContent).toBe("Paid");
    expect(document.querySelector("main")?.className).toBe("paid");
    expect(document.querySelector("main")?.textContent).toContain("Receipt");
  });

  it("puts only the parts a form names `into` in place, and the answer's <main> when it has none of them", async () => {
    const SEVERAL = (contact: string, report: string) => `<main>
      <div data-swap="contact">${contact}</div>
      <form method="post" action="/listing/7" data-behaviour="swap" data-swap="report" data-swap-into="report">
        <textarea name="reason"></textarea><button>Send report</button><p>${report}</p></form>
      <form method="post" action="/listing/7" data-behaviour="swap" data-swap-into="contact"><button id="show">Show contact</button></form>
    </main>`;
    document.body.innerHTML = SEVERAL("Show contact", "");
    await ticks();
    answerWith(page(SEVERAL("Show contact", "Report sent"), "Listing"), page(SEVERAL("0712 345 678", ""), "Listing"));
    document.querySelector<HTMLButtonElement>("form[data-swap='report'] button")?.click();
    await ticks();
    expect(document.querySelector("form[data-swap='report'] p")?.textContent).toBe("Report sent");
    expect(document.querySelector("[data-swap='contact']")?.textContent).toBe("Show contact");
    const report = document.querySelector("form[data-swap='report']");
    document.getElementById("show")?.click();
    await ticks();
    expect(document.querySelector("[data-swap='contact']")?.textContent).toBe("0712 345 678");
    // The report form, in both answers, was left as it was the second time.
    expect(document.querySelector("form[data-swap='report']")).toBe(report);

    answerWith(page(`<main class="under-review"><p>Under review</p></main>`));
    document.getElementById("show")?.click();
    await ticks();
    expect(document.querySelector("main")?.className).toBe("under-review");
    expect(document.querySelector("[data-swap]")).toBeNull();
  });
});

describe("refresh", () => {
  it("asks for the page again every so often until the answer no longer asks, and a failure waits for the next turn", async () => {
    document.body.innerHTML = `<main data-behaviour="refresh" data-refresh-every="30"><p id="state" aria-live="polite">Waiting</p></main>`;
    answerWith(
      new TypeError("offline"),
      page(`<main data-behaviour="refresh" data-refresh-every="30"><p id="state" aria-live="polite">Waiting</p></main>`),
      page(`<main><p id="state" aria-live="polite">Paid</p></main>`),
      page(`<main><p id="state" aria-live="polite">Never asked</p></main>`),
    );
    await ticks(200);
    expect(document.getElementById("state")?.textContent).toBe("Paid");
    expect(fetched).toHaveLength(3);
    expect(document.querySelector("main")?.hasAttribute("data-behaviour")).toBe(false);
  });

  it("asks once for events heard close together, and puts only what changed in place", async () => {
    document.body.innerHTML = `<main><section data-behaviour="refresh" data-refresh-on="inbox-moved" data-swap="inbox"><a id="row">1 unread</a></section><input id="typing"></main>`;
    await ticks();
    (document.getElementById("typing") as HTMLInputElement).focus();
    answerWith(
      page(
        `<main><section data-behaviour="refresh" data-refresh-on="inbox-moved" data-swap="inbox"><a id="row">2 unread</a></section><input id="typing"></main>`,
      ),
    );
    for (let i = 0; i < 3; i++) document.dispatchEvent(new Event("inbox-moved"));
    await ticks(250);
    expect(fetched).toHaveLength(1);
    expect(document.getElementById("row")?.textContent).toBe("2 unread");
    expect(document.activeElement?.id).toBe("typing");
  });
});
