/** English: what its component shows, wherever it is rendered (STRINGS.components.similarListings). */
export const similarListings = {
  heading: "Similar listings",
  /** Visible words that say where the link goes (a bare "See more" fails search engines' link-text check). */
  seeMore: (subcategory: string) => `See more in ${subcategory}`,
};
