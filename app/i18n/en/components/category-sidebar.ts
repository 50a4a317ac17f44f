/** English: what its component shows, wherever it is rendered (STRINGS.components.categorySidebar). */
export const categorySidebar = {
  noCategories: "No categories available",
  categories: "Categories",
  categoryStrip: "Shop by category",
  allCategories: "All categories ›",
};
