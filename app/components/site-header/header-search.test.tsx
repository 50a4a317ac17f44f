// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attach } from "../../behaviours/contract";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { headerSearch } from "./header-search.behaviour";
import { headerSearchContract } from "./header-search.contract";

/** The header's form as site-header.tsx writes it, through the same contract. */
function form(): string {
  return renderToStaticMarkup(
    <form method="get" action="/search" {...attach(headerSearchContract)}>
      <input id="header-search" type="search" name="searchTerm" {...headerSearchContract.part("input")} />
      <div id="header-suggestions" role="listbox" {...headerSearchContract.part("list")} hidden />
      <span {...headerSearchContract.part("status")} {...headerSearchContract.values({ one: "1 suggestion", many: "{n} suggestions" })} />
    </form>,
  );
}

let fetched: string[];

function suggest(found: string[] | Error) {
  fetched = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      fetched.push(url);
      if (found instanceof Error) throw found;
      return Response.json({ data: { suggestions: found } });
    }),
  );
}

const box = () => document.getElementById("header-search") as HTMLInputElement;
const list = () => document.getElementById("header-suggestions") as HTMLElement;

function type(text: string) {
  box().focus();
  box().value = text;
  box().dispatchEvent(new Event("input", { bubbles: true }));
}

function press(key: string) {
  box().dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
}

beforeEach(async () => {
  document.body.innerHTML = form();
  await startOnPage([headerSearch]);
});

afterEach(leavePage);

describe("the header search's suggestions", () => {
  it("asks once the typing pauses, lists what the server suggests and says how many", async () => {
    suggest(["toyota vitz", "toyota axio"]);
    type("to");
    type("toy");
    await ticks(200);
    expect(fetched).toEqual(["/api/search/suggestions?q=toy"]);
    expect(list().hidden).toBe(false);
    expect([...list().querySelectorAll("[role=option]")].map((option) => option.textContent)).toEqual(["toyota vitz", "toyota axio"]);
    expect(box().getAttribute("aria-expanded")).toBe("true");
    expect(document.querySelector("span")?.textContent).toBe("2 suggestions");
  });

  it("moves through the suggestions with the keyboard and searches the chosen one with Enter; Escape closes", async () => {
    suggest(["toyota vitz", "toyota axio"]);
    type("toy");
    await ticks(200);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")?.addEventListener("submit", submitted);
    press("ArrowDown");
    press("ArrowDown");
    expect(box().getAttribute("aria-activedescendant")).toBe("header-suggestions-1");
    press("Enter");
    expect(box().value).toBe("toyota axio");
    expect(submitted).toHaveBeenCalledTimes(1);
    type("toyo");
    await ticks(200);
    press("Escape");
    expect(list().hidden).toBe(true);
  });

  it("asks nothing for one letter, and a failed request leaves the plain search box", async () => {
    suggest(new TypeError("offline"));
    type("t");
    await ticks(200);
    expect(fetched).toEqual([]);
    type("toy");
    await ticks(200);
    expect(fetched).toHaveLength(1);
    expect(list().hidden).toBe(true);
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });
});
