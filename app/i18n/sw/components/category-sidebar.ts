import type { categorySidebar as en } from "../../en/components/category-sidebar";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.categorySidebar). */
export const categorySidebar: typeof en = {
  noCategories: "Hakuna kategoria",
  categories: "Kategoria",
  categoryStrip: "Nunua kwa kategoria",
  allCategories: "Kategoria zote ›",
};
