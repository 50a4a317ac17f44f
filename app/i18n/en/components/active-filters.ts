/** English: what its component shows, wherever it is rendered (STRINGS.components.activeFilters). */
export const activeFilters = {
  activeFilters: "Active filters",
  removeFilter: (label: string) => `Remove filter: ${label}`,
  clearFilters: "Clear filters",
  termChip: (term: string) => `“${term}”`,
  typeChip: { sale: "For sale", rent: "For rent" },
  minPriceChip: (price: string) => `From ${price}`,
  maxPriceChip: (price: string) => `Up to ${price}`,
};
