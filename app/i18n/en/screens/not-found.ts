/** English: what its screen shows (STRINGS.screens.notFound). */
export const notFound = {
  notFoundTitle: "Page not found",
  notFoundText: "We could not find that page. It may have moved, or the link may be mistyped.",
};
