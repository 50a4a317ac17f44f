// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { swap } from "../../behaviours/swap/swap";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { ContactReveal } from "./contact-reveal";
import { contactReveal } from "./contact-reveal.behaviour";

/** The listing page around Show contact: its other parts are in every answer too. */
function listing(reveal: { revealed?: string; refusal?: string } = {}, views = 12): string {
  const part = renderToStaticMarkup(createElement(ContactReveal, { listingId: "7", revealed: reveal.revealed ?? null, refusal: reveal.refusal ?? null }));
  return `<main><p data-swap="summary">${views} views</p>${part}</main>`;
}

const html = (main: string) =>
  new Response(`<!doctype html><html><head><title>Listing</title></head><body>${main}</body></html>`, { headers: { "content-type": "text/html" } });

function answerWith(...answers: (Response | Error)[]) {
  const fetched = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift() ?? new Error("no answer left");
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal("fetch", fetched);
  return fetched;
}

beforeEach(async () => {
  document.body.innerHTML = listing();
  await startOnPage([swap, contactReveal]);
});

afterEach(leavePage);

const show = () => document.querySelector<HTMLButtonElement>(".contact-reveal button");

describe("Show contact", () => {
  it("posts in place and puts the seller's number where its button was, in focus, and nothing else of the answer", async () => {
    const fetched = answerWith(html(listing({ revealed: "+254712345678" }, 13)));
    show()?.focus();
    show()?.click();
    await ticks();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched.mock.calls[0]?.[0]).toBe(new URL("/listing/7#contact", location.href).href);
    expect(String(fetched.mock.calls[0]?.[1]?.body)).toBe("intent=show-contact");
    const number = document.querySelector(".contact-number");
    expect(number?.textContent).toContain("+254 712 345 678");
    expect(document.activeElement).toBe(number);
    expect(show()).toBeNull();
    expect(document.querySelector("[data-swap='summary']")?.textContent).toBe("12 views");
  });

  it("puts the server's refusal in place, in focus, and the button can be pressed again", async () => {
    answerWith(html(listing({ refusal: "Too many numbers shown today. Try again tomorrow." })));
    show()?.click();
    await ticks();
    const refusal = document.querySelector(".contact-reveal .inline-error");
    expect(refusal?.textContent).toBe("Too many numbers shown today. Try again tomorrow.");
    expect(document.activeElement).toBe(refusal);
    expect(show()?.disabled).toBe(false);
  });

  it("sends once however often it is tapped while it waits", async () => {
    const fetched = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetched);
    show()?.click();
    show()?.click();
    await ticks();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(show()?.disabled).toBe(true);
  });

  it("lets the browser send it when the network is down or the answer is not a page", async () => {
    for (const failure of [new TypeError("Failed to fetch"), new Response("busy", { status: 503, headers: { "content-type": "text/plain" } })]) {
      answerWith(failure);
      const submitted = vi.spyOn(document.querySelector(".contact-reveal form") as HTMLFormElement, "submit").mockImplementation(() => {});
      show()?.click();
      await ticks();
      expect(submitted, String(failure)).toHaveBeenCalledTimes(1);
      expect(show()?.disabled).toBe(false);
      submitted.mockRestore();
    }
  });

  it("takes no focus from where the reader is when a page arrives with the number", async () => {
    leavePage();
    document.body.innerHTML = `${listing({ revealed: "+254712345678" })}<input id="search">`;
    (document.getElementById("search") as HTMLInputElement).focus();
    await startOnPage([swap, contactReveal]);
    expect(document.activeElement?.id).toBe("search");
  });
});
