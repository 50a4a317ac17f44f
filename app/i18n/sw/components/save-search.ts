import type { saveSearch as en } from "../../en/components/save-search";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.saveSearch). */
export const saveSearch: typeof en = {
  saveTitle: "Hifadhi utafutaji huu",
  saveHint: "Pata matangazo mapya yanayolingana kwa email.",
  nameLabel: "Jina",
  save: "Hifadhi utafutaji",
  signInToSave: "Ingia ili uhifadhi utafutaji huu",
  signInHint: "na upate matangazo mapya yanayolingana kwa email.",
  /** The name a saved search starts with: "Cars in Nairobi". */
  nameIn: (what: string, where: string) => `${what}, ${where}`,
};
