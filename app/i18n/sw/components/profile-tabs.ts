import type { profileTabs as en } from "../../en/components/profile-tabs";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.profileTabs). */
export const profileTabs: typeof en = {
  // The screen's parts, each its own address (docs/decisions/120).
  sections: "Wasifu wako",
  accountTab: "Akaunti",
  myListings: "Matangazo yangu",
  myFavourites: "Vipendwa vyangu",
};
