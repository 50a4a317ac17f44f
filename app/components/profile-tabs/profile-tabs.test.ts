// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../behaviours/test-render";
import { ProfileTabs } from "./profile-tabs";
import { profileTabs } from "./profile-tabs.behaviour";

/** The page at `address`, with `location.replace` the test's to watch. */
async function openAt(address: string) {
  const url = new URL(address, "https://sokoni.test");
  const replace = vi.fn();
  const location = { href: url.href, pathname: url.pathname, search: url.search, hash: url.hash, replace };
  vi.stubGlobal("location", location);
  const tab = url.searchParams.get("tab") === "listings" ? "listings" : null;
  showMarkup(await serverMarkup(createElement(ProfileTabs, { here: "/profile", tab, counts: { listings: 3, favourites: 1 } })));
  await startOnPage([profileTabs]);
  return { replace, location };
}

// The tabs leave the page first, so their behaviour lets go of the window's event as it would in a browser.
afterEach(async () => {
  document.body.replaceChildren();
  await ticks(0);
  leavePage();
});

describe("the profile's tabs", () => {
  it("are links the server wrote, with their counts", async () => {
    await openAt("/profile");
    expect([...document.querySelectorAll("[role='tab']")].map((tab) => `${tab.getAttribute("href")} ${tab.textContent}`)).toEqual([
      "/profile Account",
      "/profile?tab=listings My listings (3)",
      "/profile?tab=favourites My favourites (1)",
    ]);
  });

  it("follow an old link's fragment to the tab's own address, and the old Messages tab to the inbox", async () => {
    const { replace } = await openAt("/profile#my-listings");
    expect(replace).toHaveBeenCalledWith("/profile?tab=listings");
    document.body.replaceChildren();
    await ticks(0);
    leavePage();
    const messages = await openAt("/profile#messages");
    expect(messages.replace).toHaveBeenCalledWith("/messages");
  });

  it("stay where they are when the fragment names the tab already open, or nothing they know", async () => {
    const { replace, location } = await openAt("/profile?tab=listings#my-listings");
    location.hash = "#somewhere";
    dispatchEvent(new Event("hashchange"));
    await ticks();
    expect(replace).not.toHaveBeenCalled();
  });

  it("follow a fragment changed later, once each time, and stop listening when the tabs leave", async () => {
    const { replace, location } = await openAt("/profile");
    location.hash = "#my-favourites";
    dispatchEvent(new Event("hashchange"));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith("/profile?tab=favourites");
    document.body.replaceChildren();
    await ticks();
    dispatchEvent(new Event("hashchange"));
    expect(replace).toHaveBeenCalledTimes(1);
  });
});
