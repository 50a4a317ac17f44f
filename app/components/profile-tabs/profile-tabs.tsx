import { attach } from "../../behaviours/contract";
import { STRINGS } from "../../i18n";
import { profileTabsContract } from "./profile-tabs.contract";
import "./profile-tabs.css";

/** The profile's three parts, each its own address (docs/decisions/120). */
export const PROFILE_TABS = ["listings", "favourites"] as const;
export type ProfileTabName = (typeof PROFILE_TABS)[number];

/** The tab a `?tab=` names, or null for the account. */
export function profileTabOf(search: string): ProfileTabName | null {
  const tab = new URLSearchParams(search).get("tab");
  return PROFILE_TABS.find((name) => name === tab) ?? null;
}

/**
 * The tab list: each tab is a link, so it opens without a script and Back, Forward and a reload
 * keep it. Older links (the message mails) named a tab by a fragment, which the server never sees:
 * the behaviour (./profile-tabs.behaviour.ts) follows them to the tab's address, and the old
 * Messages tab to the inbox.
 */
export function ProfileTabs({ here, tab, counts }: { here: string; tab: ProfileTabName | null; counts: { listings: number; favourites: number } }) {
  const t = STRINGS.components.profileTabs;
  const fragments = { "#my-listings": `${here}?tab=listings`, "#my-favourites": `${here}?tab=favourites`, "#messages": "/messages" };
  return (
    <div
      role="tablist"
      className="tabs profile-tabs"
      aria-label={t.sections}
      {...attach(profileTabsContract)}
      {...profileTabsContract.values({ fragments: JSON.stringify(fragments) })}
    >
      <ProfileTab to={here} selected={tab === null}>
        {t.accountTab}
      </ProfileTab>
      <ProfileTab to={`${here}?tab=listings`} selected={tab === "listings"}>
        {t.myListings} ({counts.listings})
      </ProfileTab>
      <ProfileTab to={`${here}?tab=favourites`} selected={tab === "favourites"}>
        {t.myFavourites} ({counts.favourites})
      </ProfileTab>
    </div>
  );
}

function ProfileTab({ to, selected, children }: { to: string; selected: boolean; children: React.ReactNode }) {
  return (
    <a href={to} role="tab" aria-selected={selected}>
      {children}
    </a>
  );
}
