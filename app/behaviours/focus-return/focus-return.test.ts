// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attach } from "../contract";
import { swap } from "../swap/swap";
import { swapContract } from "../swap/swap.contract";
import { leavePage, startOnPage, ticks } from "../test-dom";
import { focusReturn } from "./focus-return";
import { focusReturnContract } from "./focus-return.contract";

const written = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

const area = (key: string) => written({ ...attach(focusReturnContract), ...focusReturnContract.part("area", key) });
const form = (key?: string) => written({ ...attach(swapContract), ...swapContract.values({ into: "page" }), ...focusReturnContract.values({ key }) });

/** A page of two areas, as the profile writes them: every form's answer is the whole `<main>`. */
function page(options: { sold?: boolean; code?: boolean; refused?: boolean; row?: boolean } = {}): string {
  const row =
    options.row === false
      ? ""
      : `<li ${written(focusReturnContract.part("row", "7"))}><a id="edit" href="/update-listing/7">Edit</a>
      <form method="post" action="/profile" ${form(options.sold ? "available:7" : "sold:7")}><input type="hidden" name="listingId" value="7">
        <button id="${options.sold ? "available" : "sold"}">${options.sold ? "Mark available" : "Mark sold"}</button></form></li>`;
  return `<main ${written(swapContract.part("target", "page"))}><h1>Profile</h1>
    <section id="listings" aria-label="My listings" ${area("listings")}><ul>${row}</ul></section>
    <section id="phones" aria-labelledby="phones-title" ${area("phones")}><h2 id="phones-title">Phone numbers</h2>
      <form method="post" action="/profile" ${form()}><input id="number" name="phoneNumber" ${options.refused ? `aria-invalid="true"` : ""}>
        <button id="send">Send code</button></form>
      ${options.code ? `<input id="code" ${written(focusReturnContract.part("first"))}>` : ""}
    </section></main>`;
}

const answer = (main: string) =>
  new Response(`<!doctype html><html><head><title>Profile</title></head><body>${main}</body></html>`, { headers: { "content-type": "text/html" } });

function answerWith(...answers: (Response | Error)[]) {
  const fetched = vi.fn(async () => {
    const next = answers.shift() ?? new Error("no answer left");
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal("fetch", fetched);
  return fetched;
}

const press = async (id: string) => {
  const button = document.getElementById(id) as HTMLButtonElement;
  button.focus();
  button.click();
  await ticks();
};

beforeEach(async () => {
  document.body.innerHTML = page();
  await startOnPage([swap, focusReturn]);
});

afterEach(leavePage);

describe("focus return", () => {
  it("gives the focus to the area's first field when the answer brings one (the SMS code once sent)", async () => {
    answerWith(answer(page({ code: true })));
    await press("send");
    expect(document.activeElement?.id).toBe("code");
  });

  it("leaves the focus on the refused field swap gave it", async () => {
    answerWith(answer(page({ code: true, refused: true })));
    await press("send");
    expect(document.activeElement?.id).toBe("number");
  });

  it("gives the same form's button back, else the first link or button of the row it was in, else the area", async () => {
    answerWith(answer(page()));
    await press("sold");
    expect(document.activeElement?.id).toBe("sold");

    answerWith(answer(page({ sold: true })));
    await press("sold");
    expect(document.activeElement?.id).toBe("edit");

    answerWith(answer(page({ row: false })));
    await press("available");
    expect(document.activeElement?.id).toBe("listings");
    expect((document.activeElement as HTMLElement).tabIndex).toBe(-1);
  });

  it("takes nothing when the network is down and the browser sends the form itself", async () => {
    answerWith(new TypeError("Failed to fetch"));
    const sent = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    await press("send");
    expect(sent).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe("send");
  });

  it("sends once for a double tap, and the answer's area takes the focus once", async () => {
    let resolve: (value: Response) => void = () => {};
    const fetched = vi.fn(() => new Promise<Response>((done) => (resolve = done)));
    vi.stubGlobal("fetch", fetched);
    const button = document.getElementById("send") as HTMLButtonElement;
    button.focus();
    button.click();
    button.click();
    resolve(answer(page({ code: true })));
    await ticks();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe("code");
    // A later answer that brings the area back (the live page asked again) takes nothing.
    (document.getElementById("number") as HTMLInputElement).focus();
    answerWith(answer(page({ code: true })));
    document.querySelector("main")?.replaceWith(new DOMParser().parseFromString(page({ code: true }), "text/html").querySelector("main") as HTMLElement);
    await ticks();
    expect(document.activeElement).toBe(document.body);
  });
});
