import type { similarListings as en } from "../../en/components/similar-listings";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.similarListings). */
export const similarListings: typeof en = {
  heading: "Matangazo yanayofanana",
  /** Visible words that say where the link goes (a bare "See more" fails search engines' link-text check). */
  seeMore: (subcategory: string) => `Tazama zaidi kwenye ${subcategory}`,
};
