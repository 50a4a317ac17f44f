import { Link } from "react-router";
import { formatKsh } from "../domain/money";
import { activeFilters, type FilterKey, type ListingQuery, searchHref, withoutFilter } from "../domain/listing-query";
import { STRINGS } from "../strings";

function labelOf(query: ListingQuery, key: FilterKey): string {
  const t = STRINGS.search;
  switch (key) {
    case "searchTerm":
      return t.termChip(query.searchTerm ?? "");
    case "type":
      return query.type ? t.typeChip[query.type] : "";
    case "minPrice":
      return t.minPriceChip(formatKsh(query.minPrice));
    case "maxPrice":
      return t.maxPriceChip(formatKsh(query.maxPrice));
    case "offer":
      return t.offersOnly;
    default:
      return String(query[key] ?? "");
  }
}

/**
 * The filters in force, each a link to the same search without it (so they work without a
 * script), and a link that clears them all (unless the page offers its own, as an empty search
 * does). Without these a phone showed "Showing 7 of 7" and no hint why, and a home row's
 * `type=rent` was invisible.
 */
export function ActiveFilters({ query, clearAll }: { query: ListingQuery; clearAll: boolean }) {
  const t = STRINGS.search;
  const keys = activeFilters(query);
  if (keys.length === 0) return null;
  return (
    <ul className="active-filters" aria-label={t.activeFilters}>
      {keys.map((key) => {
        const label = labelOf(query, key);
        return (
          <li key={key}>
            <Link to={searchHref(withoutFilter(query, key))} className="filter-chip" aria-label={t.removeFilter(label)}>
              {label}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        );
      })}
      {clearAll && keys.length > 1 ? (
        <li>
          <Link to="/search" className="filter-chip clear-filters">
            {t.clearFilters}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
