import type { savedSearchList as en } from "../../en/components/saved-search-list";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.savedSearchList). */
export const savedSearchList: typeof en = {
  off: "Zima",
  profileTitle: "Utafutaji uliohifadhiwa",
  profileEmpty: "Bado hakuna utafutaji uliohifadhiwa. Tafuta, kisha chagua Hifadhi utafutaji huu.",
  profileCount: (count: number, max: number) => `Utafutaji ${count} kati ya ${max} umehifadhiwa.`,
  change: "Badilisha",
  changeLabel: (name: string) => `Badilisha arifa za ${name}`,
  deleteLabel: (name: string) => `Futa utafutaji uliohifadhiwa ${name}`,
  delete: "Futa",
};
