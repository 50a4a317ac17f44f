import type { FilterOption, FilterOptions } from "../../worker/services/search/filter-options";
import type { NearSearch } from "../../worker/services/search/nearest-searches";
import { activeFilters, type FilterKey, type ListingQuery, withoutFilter } from "../domain/listing-query";
import { formatKsh } from "../domain/money";
import { STRINGS } from "../i18n";
import { categoryLabel, optionLabel } from "../i18n/labels";
import "./active-filters.css";

/** A make, model, brand or size as people write it: the panel's own label, else each word capitalised. */
function readable(value: string | undefined, options: FilterOption[] | undefined): string {
  if (!value) return "";
  const known = options?.find((option) => option.value === value);
  if (known) return known.label;
  return value.replace(/(^|[\s-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** A chip's words for one filter in force. */
export function filterLabel(query: ListingQuery, key: FilterKey, options?: Partial<FilterOptions>): string {
  const d = STRINGS.common.discovery;
  switch (key) {
    case "searchTerm":
      return STRINGS.components.activeFilters.termChip(query.searchTerm ?? "");
    case "type":
      return query.type ? STRINGS.components.activeFilters.typeChip[query.type] : "";
    // A rent is filtered per month, and its chip says so (decision 114).
    case "minPrice":
      return STRINGS.components.activeFilters.minPriceChip(formatKsh(query.minPrice, query.type ?? "sale"));
    case "maxPrice":
      return STRINGS.components.activeFilters.maxPriceChip(formatKsh(query.maxPrice, query.type ?? "sale"));
    case "offer":
      return STRINGS.common.offersOnly;
    case "make":
      return readable(query.make, options?.makes);
    case "model":
      return readable(query.model, options?.models);
    case "brand":
      return readable(query.brand, options?.brands);
    case "size":
      return d.sizeChip(readable(query.size, options?.sizes).toUpperCase());
    case "yearFrom":
      return d.yearFromChip(query.yearFrom ?? 0);
    case "yearTo":
      return d.yearToChip(query.yearTo ?? 0);
    case "bedrooms":
      return d.bedroomsChip(query.bedrooms ?? 0);
    case "bathrooms":
      return d.bathroomsChip(query.bathrooms ?? 0);
    case "furnished":
      return d.furnished;
    case "parking":
      return d.parking;
    case "category":
    case "subcategory":
      return categoryLabel(query[key] ?? "");
    case "condition":
      return optionLabel(query.condition ?? "");
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
export function ActiveFilters({
  query,
  clearAll,
  hrefOf,
  clearHref,
  options,
}: {
  query: ListingQuery;
  clearAll: boolean;
  /** The page's address for a query (search or browse). */
  hrefOf: (query: ListingQuery) => string;
  clearHref: string;
  options?: Partial<FilterOptions>;
}) {
  const t = STRINGS.components.activeFilters;
  const keys = activeFilters(query);
  if (keys.length === 0) return null;
  return (
    <ul className="active-filters" aria-label={t.activeFilters}>
      {keys.map((key) => {
        const label = filterLabel(query, key, options);
        return (
          <li key={key}>
            <a href={hrefOf(withoutFilter(query, key))} className="filter-chip" aria-label={t.removeFilter(label)}>
              {label}
              <span aria-hidden="true">×</span>
            </a>
          </li>
        );
      })}
      {clearAll && keys.length > 1 ? (
        <li>
          <a href={clearHref} className="filter-chip clear-filters">
            {t.clearFilters}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * An empty result is never a dead end: "Did you mean …?" for misspelt words, the nearest searches
 * that do have results (the same words without the narrowest filter), and Clear filters.
 */
export function EmptyResult({
  query,
  message,
  hrefOf,
  clearHref,
  nearest,
  suggestion,
  options,
}: {
  query: ListingQuery;
  message: string;
  hrefOf: (query: ListingQuery) => string;
  clearHref: string;
  nearest: NearSearch[];
  suggestion: string | null;
  options?: Partial<FilterOptions>;
}) {
  const t = STRINGS.components.activeFilters;
  const d = STRINGS.common.discovery;
  const filtered = activeFilters(query).length > 0;
  return (
    <div className="search-empty">
      <p className="empty">{message}</p>
      {suggestion ? (
        <p className="did-you-mean">
          {d.didYouMean}{" "}
          <a href={hrefOf({ ...query, searchTerm: suggestion, startIndex: 0 })}>
            <strong>{suggestion}</strong>
          </a>
          ?
        </p>
      ) : null}
      {nearest.length > 0 ? (
        <nav className="nearest-searches" aria-labelledby="nearest-heading">
          <h3 id="nearest-heading">{d.nearestHeading}</h3>
          <ul>
            {nearest.map((near) => {
              const without = near.dropped.map((key) => filterLabel(query, key, options)).join(", ");
              return (
                <li key={near.dropped.join(",")}>
                  <a href={hrefOf(near.query)} className="button outline">
                    {d.nearest(without, near.total, near.capped)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {filtered ? (
        <a href={clearHref} className="button outline">
          {t.clearFilters}
        </a>
      ) : null}
    </div>
  );
}
