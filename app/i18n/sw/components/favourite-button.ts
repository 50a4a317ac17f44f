import type { favouriteButton as en } from "../../en/components/favourite-button";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.favouriteButton). */
export const favouriteButton: typeof en = {
  saveFavourite: (name: string) => `Hifadhi ${name} kwenye vipendwa`,
  failed: "Imeshindwa kubadilisha vipendwa",
};
