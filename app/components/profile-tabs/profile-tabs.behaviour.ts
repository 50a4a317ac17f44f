/**
 * The profile's old fragments (./profile-tabs.contract.ts): a mail's link to `/profile#my-listings`
 * opens the tab's own address, and `#messages` the inbox, on arrival and when the fragment changes.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { profileTabsContract } from "./profile-tabs.contract";

function fragmentsOf(list: HTMLElement): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(profileTabsContract.read(list, "fragments") ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export const profileTabs = defineBehaviour(profileTabsContract, (list) => {
  const follow = () => {
    const address = fragmentsOf(list)[window.location.hash];
    // Only our own pages: an address that leaves the site is not followed.
    if (!address?.startsWith("/") || address.startsWith("//")) return;
    const to = new URL(address, window.location.href);
    if (to.pathname === window.location.pathname && to.search === window.location.search) return;
    window.location.replace(to.pathname + to.search);
  };
  follow();
  addEventListener("hashchange", follow);
  return () => removeEventListener("hashchange", follow);
});
