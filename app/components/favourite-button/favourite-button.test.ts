// @vitest-environment happy-dom
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attach } from "../../behaviours/contract";
import { favouriteContract } from "./favourite-button.contract";
import { favouriteButton } from "./favourite-button.behaviour";

/** Attributes as the JSX writes them, through the same contract. */
const written = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

const TEXTS = {
  logIn: "Please log in to add to favourites!",
  signIn: "Sign in",
  added: "Added to favourites",
  removed: "Removed from favourites",
  failed: "Failed to update favourites",
};

beforeEach(async () => {
  document.body.innerHTML = `<section class="mini-toasts" data-toast-region aria-live="polite"></section>
    <main ${written({ ...favouriteContract.part("texts"), ...favouriteContract.values(TEXTS) })}>
      <form method="post" action="/listing/7" ${written(attach(favouriteContract))}>
        <input type="hidden" name="saved" value="true">
        <button type="submit" aria-pressed="false" ${written({ ...favouriteContract.part("button"), ...favouriteContract.values({ listingId: "7" }) })}>
          <svg><path fill="none"></path></svg>
        </button>
      </form>
    </main>`;
  await startOnPage([favouriteButton]);
});

afterEach(() => {
  delete document.body.dataset.signedIn;
  leavePage();
});

const heart = () => document.querySelector("button") as HTMLButtonElement;
const toasts = () => [...document.querySelectorAll(".mini-toast")].map((toast) => toast.textContent);

describe("the heart", () => {
  it("tells a visitor to log in, with a Sign in link back to this page, and sends nothing", async () => {
    const fetched = vi.fn();
    vi.stubGlobal("fetch", fetched);
    heart().click();
    await ticks();
    expect(toasts()).toEqual(["Please log in to add to favourites!Sign in"]);
    expect(document.querySelector<HTMLAnchorElement>(".mini-toast-link")?.getAttribute("href")).toMatch(/^\/sign-in\?redirectTo=/);
    expect(fetched).not.toHaveBeenCalled();
    expect(heart().getAttribute("aria-pressed")).toBe("false");
  });

  it("toggles a signed-in user's heart at once, and the server confirms", async () => {
    document.body.dataset.signedIn = "";
    const fetched = vi.fn(async () => new Response(null, { status: 201 }));
    vi.stubGlobal("fetch", fetched);
    heart().click();
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    expect(document.querySelector("path")?.getAttribute("fill")).toBe("currentColor");
    heart().click();
    await ticks();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched).toHaveBeenCalledWith("/api/favourites/7", { method: "POST" });
    expect(toasts()).toEqual(["Added to favourites"]);
    expect(document.querySelector<HTMLInputElement>("input[name='saved']")?.value).toBe("false");
  });

  it("goes back, with the failure's words, when the server refuses or the network is down", async () => {
    document.body.dataset.signedIn = "";
    for (const failure of [async () => new Response(null, { status: 500 }), async () => Promise.reject(new TypeError("offline"))]) {
      vi.stubGlobal("fetch", vi.fn(failure));
      heart().click();
      await ticks();
      expect(heart().getAttribute("aria-pressed")).toBe("false");
      expect(heart().disabled).toBe(false);
    }
    expect(toasts()).toEqual(["Failed to update favourites", "Failed to update favourites"]);
  });
});
