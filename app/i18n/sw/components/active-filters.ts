import type { activeFilters as en } from "../../en/components/active-filters";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.activeFilters). */
export const activeFilters: typeof en = {
  activeFilters: "Vichujio vilivyowekwa",
  removeFilter: (label: string) => `Ondoa kichujio: ${label}`,
  clearFilters: "Ondoa vichujio",
  termChip: (term: string) => `“${term}”`,
  typeChip: { sale: "Inauzwa", rent: "Inakodishwa" },
  minPriceChip: (price: string) => `Kuanzia ${price}`,
  maxPriceChip: (price: string) => `Hadi ${price}`,
};
