// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attach } from "../../behaviours/contract";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { serverMarkup } from "../../behaviours/test-render";
import { toastContract } from "../../behaviours/toast/toast.contract";
import { defaultListingQuery, type ListingQuery } from "../../domain/listing-query";
import { applyNow } from "./apply-now.behaviour";
import { inPlaceResults } from "./in-place-results.behaviour";
import { liveSearch } from "./live-search.behaviour";
import { SearchFilters } from "./search-filters";
import { searchResultsContract as results, showMoreContract as more } from "./search-results.contract";
import { showMore } from "./show-more.behaviour";

const written = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

/** The search page as app/routes/search.tsx writes it, through the same contracts: the real panel, a few cards. */
async function searchPage(query: Partial<ListingQuery>, cards: string[], next: string | null, count = `Showing ${cards.length} listings`): Promise<string> {
  const filters = await serverMarkup(createElement(SearchFilters, { query: { ...defaultListingQuery(), ...query }, closeHref: "/search" }));
  return `<!doctype html><html><head><title>Search ${cards.length}</title></head><body><main class="page search-page" id="main"><h1>Search</h1>
    <div class="search-layout" ${written({ ...results.part("layout"), ...attach(results) })}>${filters}
      <section class="search-results" aria-busy="false" ${written({ ...results.part("results"), ...results.values({ loadingText: "Loading...", failedText: "Could not load listings" }) })}>
        <ul aria-label="Active filters"><li><a id="chip" href="/search?category=Vehicles">Vehicles ×</a></li></ul>
        <p class="results-count" role="status" ${written(results.part("count"))}>${count}</p>
        <div ${written(more.part("grid"))}>${cards.map((href) => `<article><h3><a href="${href}">${href}</a></h3></article>`).join("")}</div>
        ${next ? `<div ${written(more.part("end"))}><a id="more" href="${next}" ${written({ ...more.part("link"), ...attach(more) })}>Show more</a></div>` : ""}
      </section></div></main></body></html>`;
}

let fetched: { url: string; signal?: AbortSignal | null }[];
let answers: [(url: URL) => boolean, () => Promise<Response>][];

/**
 * What the server answers for an address (an exact path and query, or the fields a form sent):
 * a page, a refusal, or an answer held back; any other address finds the network down.
 */
function answer(address: string | Record<string, string>, with_: () => Promise<Response> | Response) {
  const matches = (url: URL) =>
    typeof address === "string"
      ? url.pathname + url.search === address
      : Object.entries(address).every(([name, value]) => url.searchParams.get(name) === value);
  answers.push([matches, async () => with_()]);
}
const html = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": "text/html" } });

beforeEach(async () => {
  fetched = [];
  answers = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (address: string, init?: RequestInit) => {
      const url = new URL(address, location.href);
      fetched.push({ url: url.pathname + url.search, signal: init?.signal });
      const respond = answers.find(([matches]) => matches(url))?.[1];
      if (!respond) throw new TypeError("Failed to fetch");
      const response = await respond();
      Object.defineProperty(response, "url", { value: url.href });
      return response;
    }),
  );
  vi.stubGlobal("scrollTo", vi.fn());
  history.replaceState(null, "", "/search");
  const page = new DOMParser().parseFromString(await searchPage({}, ["/listing/1", "/listing/2"], "/search?startIndex=2"), "text/html");
  document.title = page.title;
  document.body.innerHTML = `<section ${written(toastContract.part("region"))} aria-live="polite"></section>${page.body.innerHTML}`;
  await startOnPage([inPlaceResults, liveSearch, applyNow, showMore]);
});

afterEach(leavePage);

const count = () => results.find(document, "count")?.textContent ?? "";
const form = () => results.find(document, "form") as HTMLFormElement;
const panel = () => results.find(document, "panel") as HTMLDetailsElement;
const toasts = () => [...(toastContract.find(document, "region")?.querySelectorAll("p") ?? [])].map((toast) => toast.textContent);
const term = () => form().querySelector("input[name=searchTerm]") as HTMLInputElement;
const cards = () => [...(more.find(document, "grid")?.querySelectorAll("article") ?? [])];

function type(words: string) {
  term().focus();
  term().value = words;
  term().dispatchEvent(new Event("input", { bubbles: true }));
}

describe("the results in place", () => {
  it("puts the panel's Search answer in place as a history entry of its own, the panel closed, and Back brings the earlier results again", async () => {
    answer({ category: "all" }, async () => html(await searchPage({}, ["/listing/9"], null)));
    answer("/search", async () => html(await searchPage({}, ["/listing/1", "/listing/2"], "/search?startIndex=2")));
    const entries = history.length;
    panel().open = true;
    form().requestSubmit();
    await vi.waitFor(() => expect(count()).toBe("Showing 1 listings"));
    expect(history.length).toBe(entries + 1);
    expect(location.search).toContain("category=all");
    expect(panel().open).toBe(false);
    expect(document.title).toBe("Search 1");
    expect(results.find(document, "results")?.getAttribute("aria-busy")).toBe("false");
    history.back();
    await vi.waitFor(() => expect(count()).toBe("Showing 2 listings"));
    expect(location.pathname + location.search).toBe("/search");
  });

  it("loads a chip's address in place, at the top, the new count taking the focus of the chip that went", async () => {
    answer("/search?category=Vehicles", async () => html(await searchPage({ category: "Vehicles" }, ["/listing/5"], null)));
    const chip = document.getElementById("chip") as HTMLAnchorElement;
    chip.focus();
    chip.click();
    await vi.waitFor(() => expect(count()).toBe("Showing 1 listings"));
    expect(location.search).toBe("?category=Vehicles");
    expect(document.activeElement).toBe(results.find(document, "count"));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it("keeps the results and says so when the network is down or the answer is refused", async () => {
    answer("/search?category=Vehicles", () => html("<h1>Something went wrong</h1>", 500));
    (document.getElementById("chip") as HTMLAnchorElement).click();
    await vi.waitFor(() => expect(toasts()).toEqual(["Could not load listings"]));
    expect(count()).toBe("Showing 2 listings");
    expect(location.pathname + location.search).toBe("/search");
    answers.length = 0;
    form().requestSubmit();
    await vi.waitFor(() => expect(toasts()).toHaveLength(2));
    expect(count()).toBe("Showing 2 listings");
    expect(results.find(document, "results")?.getAttribute("aria-busy")).toBe("false");
  });

  it("loads an answer that is not a results page (an error screen) as a page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: window.location.href, pathname: "/search", search: "", origin: window.location.origin });
    answer("/search?category=Vehicles", () => html(`<main class="page error-page"><h1>Not found</h1></main>`, 404));
    (document.getElementById("chip") as HTMLAnchorElement).click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it("answers a double tap once: the earlier request is cancelled and one history entry added", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    answer("/search?category=Vehicles", async () => {
      await held;
      return html(await searchPage({ category: "Vehicles" }, ["/listing/5"], null));
    });
    const entries = history.length;
    const chip = document.getElementById("chip") as HTMLAnchorElement;
    chip.click();
    chip.click();
    await ticks(10);
    expect(fetched).toHaveLength(2);
    expect(fetched[0]?.signal?.aborted).toBe(true);
    release();
    await vi.waitFor(() => expect(count()).toBe("Showing 1 listings"));
    expect(history.length).toBe(entries + 1);
  });

  it("closes the panel with its close link, loading nothing", async () => {
    panel().open = true;
    (results.find(document, "close") as HTMLAnchorElement).click();
    expect(panel().open).toBe(false);
    expect(fetched).toHaveLength(0);
  });
});

describe("live search", () => {
  it("searches the words after a pause, the results alone put in place and the address replaced; one letter is not searched", async () => {
    answer({ searchTerm: "toy" }, async () => html(await searchPage({ searchTerm: "toy" }, ["/listing/7"], null)));
    const entries = history.length;
    const box = term();
    type("t");
    await ticks(450);
    expect(fetched).toHaveLength(0);
    type("toy");
    await vi.waitFor(() => expect(count()).toBe("Showing 1 listings"));
    expect(fetched).toHaveLength(1);
    expect(location.search).toContain("searchTerm=toy");
    expect(history.length).toBe(entries);
    // The panel is the one being typed in: the same field, still focused.
    expect(term()).toBe(box);
    expect(document.activeElement).toBe(box);
  });

  it("cancels the answer on its way when newer words come, and a Search pressed meanwhile wins over the pause", async () => {
    answer({ searchTerm: "toy" }, () => new Promise<Response>(() => {}));
    answer({ searchTerm: "toyota" }, async () => html(await searchPage({ searchTerm: "toyota" }, ["/listing/8"], null)));
    type("toy");
    await vi.waitFor(() => expect(fetched).toHaveLength(1));
    type("toyota");
    form().requestSubmit();
    await vi.waitFor(() => expect(count()).toBe("Showing 1 listings"));
    await ticks(450);
    expect(fetched).toHaveLength(2);
    expect(fetched[0]?.signal?.aborted).toBe(true);
  });
});

describe("apply now", () => {
  it("applies a category at once, its subcategory cleared, the panel left open and the focus on the choice", async () => {
    answer({ category: "Vehicles", subcategory: null as unknown as string }, async () =>
      html(await searchPage({ category: "Vehicles" }, ["/listing/3"], null)),
    );
    panel().open = true;
    const vehicles = form().querySelector<HTMLInputElement>("input[name=category][value=Vehicles]") as HTMLInputElement;
    vehicles.focus();
    vehicles.checked = true;
    vehicles.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(count()).toBe("Showing 1 listings"));
    expect(panel().open).toBe(true);
    expect(form().querySelector("select[name=subcategory]")).not.toBeNull();
    expect((document.activeElement as HTMLInputElement).value).toBe("Vehicles");
    expect(location.search).toContain("category=Vehicles");
  });
});

describe("Show more", () => {
  it("adds the next page's cards, keeping the ones shown, with the count, the link and the address following", async () => {
    answer("/search?startIndex=2", async () =>
      html(await searchPage({}, ["/listing/1", "/listing/2", "/listing/3"], "/search?startIndex=3", "Showing 3 of 4 listings")),
    );
    answer("/search?startIndex=3", async () =>
      html(await searchPage({}, ["/listing/1", "/listing/2", "/listing/3", "/listing/4"], null, "Showing 4 of 4 listings")),
    );
    const first = cards()[0];
    const link = document.getElementById("more") as HTMLAnchorElement;
    link.click();
    link.click();
    await vi.waitFor(() => expect(cards()).toHaveLength(3));
    expect(fetched).toHaveLength(1);
    expect(cards()[0]).toBe(first);
    expect(count()).toBe("Showing 3 of 4 listings");
    expect(new URL(link.href).search).toBe("?startIndex=3");
    expect(location.search).toBe("?startIndex=2");
    link.click();
    await vi.waitFor(() => expect(cards()).toHaveLength(4));
    expect(document.getElementById("more")).toBeNull();
  });

  it("keeps the cards shown and the link usable when the network is down", async () => {
    const link = document.getElementById("more") as HTMLAnchorElement;
    link.click();
    await vi.waitFor(() => expect(toasts()).toEqual(["Could not load listings"]));
    expect(cards()).toHaveLength(2);
    expect(link.getAttribute("aria-disabled")).toBeNull();
  });
});
