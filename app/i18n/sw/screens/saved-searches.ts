import type { savedSearches as en } from "../../en/screens/saved-searches";

/** Kiswahili: what its screen shows (STRINGS.screens.savedSearches). */
export const savedSearches: typeof en = {
  saved: (name: string) => `Umehifadhi "${name}". Tutakutumia email ya matangazo mapya yanayolingana.`,
};
