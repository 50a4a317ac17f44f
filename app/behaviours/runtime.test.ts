// @vitest-environment happy-dom
import { leavePage, startOnPage, ticks } from "./test-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attach, defineContract } from "./contract";
import { defineBehaviour } from "./runtime";

const counter = defineContract("counter", { parts: { shown: "data-counter-shown" }, values: { step: "data-counter-step" } });

/** Counts clicks on its element by its step; says when it is let go. */
function counterBehaviour(log: string[]) {
  return defineBehaviour(counter, (element) => {
    const shown = counter.find(element, "shown");
    const step = Number(counter.read(element, "step") ?? 1);
    const click = () => {
      if (shown) shown.textContent = String(Number(shown.textContent) + step);
    };
    element.addEventListener("click", click);
    log.push(`connect ${element.id}`);
    return () => log.push(`leave ${element.id}`);
  });
}

afterEach(leavePage);

describe("the behaviours' contract", () => {
  it("writes the attributes the behaviour reads, and nothing for an absent value", () => {
    expect(attach(counter)).toEqual({ "data-behaviour": "counter" });
    expect(attach(counter, false, counter)).toEqual({ "data-behaviour": "counter counter" });
    expect(attach(false)).toEqual({});
    expect(counter.part("shown")).toEqual({ "data-counter-shown": "" });
    expect(counter.values({ step: 2 })).toEqual({ "data-counter-step": "2" });
    expect(counter.values({ step: undefined })).toEqual({});
  });
});

describe("the behaviours' runtime", () => {
  it("connects each element its markup names, marks the page ready, and answers the element alone", async () => {
    const log: string[] = [];
    document.body.innerHTML = `
      <button id="a" data-behaviour="counter" data-counter-step="2"><span data-counter-shown>0</span></button>
      <button id="b" data-behaviour="counter"><span data-counter-shown>0</span></button>`;
    await startOnPage([counterBehaviour(log)]);
    expect(document.documentElement.dataset.ready).toBe("");
    expect(log).toEqual(["connect a", "connect b"]);
    document.getElementById("a")?.click();
    expect(document.querySelector("#a span")?.textContent).toBe("2");
    expect(document.querySelector("#b span")?.textContent).toBe("0");
  });

  it("connects what arrives later, lets go of what leaves, and of a behaviour its element no longer names", async () => {
    const log: string[] = [];
    await startOnPage([counterBehaviour(log)]);
    document.body.insertAdjacentHTML("beforeend", `<div id="c" data-behaviour="counter"></div>`);
    await ticks();
    expect(log).toEqual(["connect c"]);
    document.getElementById("c")?.removeAttribute("data-behaviour");
    await ticks();
    expect(log).toEqual(["connect c", "leave c"]);
    document.getElementById("c")?.setAttribute("data-behaviour", "counter");
    await ticks();
    document.getElementById("c")?.remove();
    await ticks();
    expect(log).toEqual(["connect c", "leave c", "connect c", "leave c"]);
  });

  it("connects an element once, however often it is seen", async () => {
    const log: string[] = [];
    document.body.innerHTML = `<div id="d" data-behaviour="counter"></div>`;
    const started = await startOnPage([counterBehaviour(log)]);
    started.connectWithin(document.body);
    const element = document.getElementById("d");
    element?.setAttribute("data-behaviour", "counter");
    await ticks();
    expect(log).toEqual(["connect d"]);
  });

  it("says so when the markup names a behaviour the page's script lacks, and one that throws leaves the others running", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const log: string[] = [];
    const broken = defineBehaviour({ name: "broken" }, () => {
      throw new Error("no part");
    });
    document.body.innerHTML = `<div id="e" data-behaviour="broken counter missing"></div>`;
    await startOnPage([broken, counterBehaviour(log)]);
    expect(log).toEqual(["connect e"]);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual(["This page's script has no missing behaviour", "The broken behaviour failed"]);
    expect(document.documentElement.dataset.ready).toBe("");
  });
});
