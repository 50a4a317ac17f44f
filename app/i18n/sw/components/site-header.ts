import type { siteHeader as en } from "../../en/components/site-header";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.siteHeader). */
export const siteHeader: typeof en = {
  listLabel: "Mapendekezo ya utafutaji",
  /** Read out when suggestions appear; the enhancer puts the count in place of {n}. */
  one: "Pendekezo 1. Tumia mishale ya juu na chini kuchagua.",
  many: "Mapendekezo {n}. Tumia mishale ya juu na chini kuchagua.",
  searchPlaceholder: "Tafuta magari, simu, nyumba...",
  searchLabel: "Tafuta matangazo",
  sell: "Uza",
  // The header's way to the favourites (docs/decisions/120).
  saved: "Vipendwa",
  about: "Kuhusu",
  homeLabel: "Mwanzo wa Sokoni",
  mainNav: "Menyu kuu",
  profileOf: (username: string) => `Wasifu wa ${username}`,
};
