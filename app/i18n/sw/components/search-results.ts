import type { searchResults as en } from "../../en/components/search-results";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.searchResults). */
export const searchResults: typeof en = {
  termLabel: "Neno la kutafuta",
  termPlaceholder: "Andika angalau herufi 2...",
  category: "Kategoria",
  allCategories: "Zote",
  subcategory: "Kategoria ndogo",
  any: "Yoyote",
  location: "Mahali",
  allLocations: "Kaunti zote",
  minPrice: "Bei ya chini (KSh)",
  maxPrice: "Bei ya juu (KSh)",
  minRent: "Kodi ya chini kwa mwezi (KSh)",
  maxRent: "Kodi ya juu kwa mwezi (KSh)",
  minSalary: "Mshahara wa chini (KSh)",
  maxSalary: "Mshahara wa juu (KSh)",
  pricePlaceholder: "mfano 45k",
  sort: "Panga kwa",
  sortOptions: [
    { value: "regularPrice_desc", label: "Bei: ya juu kwanza" },
    { value: "regularPrice_asc", label: "Bei: ya chini kwanza" },
    { value: "created_at_desc", label: "Mapya kwanza" },
    { value: "created_at_asc", label: "Ya zamani kwanza" },
  ],
  mostViewed: "Yaliyotazamwa zaidi",
  bestMatch: "Yanayolingana zaidi",
  search: "Tafuta",
  clear: "Futa",
  filters: "Vichujio",
  activeCount: (count: number) => `${count} vimewekwa`,
};
