import type { FilterOption, FilterOptions } from "../../../worker/services/search/filter-options";
import { attributeFieldsOf, CATEGORY_TREE, CONDITIONS, COUNTIES_SORTED, isWorkCategory, subcategoriesOf } from "../../domain/catalog";
import { LIMITS } from "../../domain/limits";
import { activeFilters, type CategoryFilterKey, categoryFiltersOf, type ListingQuery } from "../../domain/listing-query";
import { STRINGS } from "../../i18n";
import { categoryLabel, optionLabel } from "../../i18n/labels";
import { attach } from "../../behaviours/contract";
import { applyNowContract, liveSearchContract, searchResultsContract as contract } from "./search-results.contract";
import "./search-filters.css";

/** What the panel shows: strings as the form fields hold them. */
interface FilterFields {
  searchTerm: string;
  category: string;
  subcategory: string;
  location: string;
  condition: string;
  minPrice: string;
  maxPrice: string;
  offer: boolean;
  /** "", "sale" or "rent". */
  type: string;
  area: string;
  make: string;
  model: string;
  yearFrom: string;
  yearTo: string;
  bedrooms: string;
  bathrooms: string;
  furnished: boolean;
  parking: boolean;
  brand: string;
  size: string;
  /** `field_order`, or "" when none was chosen (best match with words, else newest first). */
  sortChoice: string;
}

function fieldsOf(query: ListingQuery): FilterFields {
  return {
    searchTerm: query.searchTerm ?? "",
    category: query.category ?? "all",
    subcategory: query.subcategory ?? "",
    location: query.location ?? "all",
    condition: query.condition ?? "all",
    minPrice: query.minPrice === undefined ? "" : String(query.minPrice),
    maxPrice: query.maxPrice === undefined ? "" : String(query.maxPrice),
    offer: query.offer === true,
    type: query.type ?? "",
    area: query.area ?? "",
    make: query.make ?? "",
    model: query.model ?? "",
    yearFrom: query.yearFrom === undefined ? "" : String(query.yearFrom),
    yearTo: query.yearTo === undefined ? "" : String(query.yearTo),
    bedrooms: query.bedrooms === undefined ? "" : String(query.bedrooms),
    bathrooms: query.bathrooms === undefined ? "" : String(query.bathrooms),
    furnished: query.furnished === true,
    parking: query.parking === true,
    brand: query.brand ?? "",
    size: query.size ?? "",
    sortChoice: query.sort ? `${query.sort}_${query.order}` : "",
  };
}

const NEWEST_FIRST = "created_at_desc";

/**
 * The conditions a category's listings can have (the listing form's choices): every one for all
 * categories and for those the spec gives no fields, none for Property and Fashion.
 */
export function conditionsOf(category: string): readonly string[] {
  if (category === "all" || category === "") return CONDITIONS;
  const field = attributeFieldsOf(category).find((candidate) => candidate.key === "condition");
  return field?.kind === "select" ? field.options : [];
}

/** Choices from the options that exist; a value in force that has none left stays choosable. */
function optionsWith(options: FilterOption[], current: string): FilterOption[] {
  if (current === "" || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: current, count: 0 }, ...options];
}

function OptionSelect({
  label,
  name,
  anyLabel,
  options,
  value,
  applyNow,
}: {
  label: string;
  name: string;
  anyLabel: string;
  options: FilterOption[];
  value: string;
  /** A choice that brings new options: applied at once with a script, this dependent field cleared. */
  applyNow?: string;
}) {
  const d = STRINGS.common.discovery;
  return (
    <label className="field">
      <span>{label}</span>
      <select name={name} defaultValue={value} {...(applyNow ? applyNowContract.part("field", applyNow) : {})}>
        <option value="">{anyLabel}</option>
        {optionsWith(options, value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.count > 0 ? d.optionWithCount(option.label, option.count) : option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const EMPTY_OPTIONS: FilterOptions = { makes: [], models: [], areas: [], brands: [], sizes: [] };
const COUNTS = Array.from({ length: 10 }, (_, index) => index + 1);
/** Bedrooms are exact, a bedsitter first (decision 114). */
const BEDROOMS = [0, ...COUNTS];

/** The price boxes' labels: a month's rent for rentals, a salary for jobs and CVs (decision 114). */
function priceLabels(fields: FilterFields): { minPrice: string; maxPrice: string } {
  const t = STRINGS.components.searchResults;
  if (isWorkCategory(fields.category)) return { minPrice: t.minSalary, maxPrice: t.maxSalary };
  if (fields.type === "rent") return { minPrice: t.minRent, maxPrice: t.maxRent };
  return { minPrice: t.minPrice, maxPrice: t.maxPrice };
}

/**
 * The search and browse filter panel: a plain GET form, so it works without JavaScript (every
 * field has a name, the sort select included, and the loader tidies the address). On a phone it
 * sits behind a native disclosure (`<details>`), which opens without a script; on a desktop CSS
 * keeps it open. A category's own filters show only for that category, from the
 * options that exist (`filterOptionsFor`). Its behaviours (./search-results.contract.ts,
 * docs/decisions/096) search words as they are typed (live-search), apply a choice that brings
 * new options at once (apply-now: a category, a make, a county) and put the server's new panel
 * and results in place (search-results); without a script the next page load does.
 */
export function SearchFilters({
  query,
  closeHref,
  options = EMPTY_OPTIONS,
  action = "/search",
  typedPrices = {},
}: {
  query: ListingQuery;
  closeHref: string;
  /** Price boxes as typed when the page could not read them, so the reader can correct them. */
  typedPrices?: Partial<Record<"minPrice" | "maxPrice", string>>;
  options?: FilterOptions;
  /** The page the form sends to: the search page, or browse. */
  action?: "/search" | "/browse";
}) {
  const d = STRINGS.common.discovery;
  const fields = { ...fieldsOf(query), ...typedPrices };
  const active = activeFilters(query).length;
  const subcategories = subcategoriesOf(fields.category);
  const hasTerm = fields.searchTerm !== "";
  const sortValue = !hasTerm && fields.sortChoice === NEWEST_FIRST ? "" : fields.sortChoice;
  const own = new Set<CategoryFilterKey>(categoryFiltersOf(query.category));
  const conditions = conditionsOf(fields.category);
  // A job or a CV is neither sold nor let and has no offers (decision 114).
  const work = isWorkCategory(fields.category);
  const priceLabel = priceLabels(fields);
  const showModel = own.has("model") && fields.make !== "";
  const showArea = fields.location !== "all" && (options.areas.length > 0 || fields.area !== "");

  return (
    <details className="search-filters" {...contract.part("panel")}>
      <summary className="button outline filters-toggle" {...contract.part("toggle")}>
        {STRINGS.components.searchResults.filters}
        {active > 0 ? (
          <span className="filters-count">
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">{STRINGS.components.searchResults.activeCount(active)}</span>
          </span>
        ) : null}
      </summary>
      <form method="get" action={action} id="search-filters" className="search-filters-form" {...contract.part("form")} {...attach(applyNowContract)}>
        <div className="filters-head">
          <h2>{STRINGS.components.searchResults.filters}</h2>
          {/* A link, so that it closes the panel without a script too (the page comes back closed). */}
          <a href={closeHref} className="filters-close" aria-label={STRINGS.common.close} {...contract.part("close")}>
            ×
          </a>
        </div>
        <label className="field">
          <span>{STRINGS.components.searchResults.termLabel}</span>
          <input
            type="search"
            name="searchTerm"
            defaultValue={fields.searchTerm}
            placeholder={STRINGS.components.searchResults.termPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            {...attach(liveSearchContract)}
            {...liveSearchContract.values({ minLength: LIMITS.searchTermMin, debounce: LIMITS.liveSearchDebounceMs })}
          />
        </label>
        <fieldset className="field category-choices">
          <legend>{STRINGS.components.searchResults.category}</legend>
          {[
            { name: "all", label: STRINGS.components.searchResults.allCategories },
            ...CATEGORY_TREE.map((c) => ({ name: c.name, label: categoryLabel(c.name) })),
          ].map((choice) => (
            <label key={choice.name} className={fields.category === choice.name ? "chip selected" : "chip"}>
              {/* A category brings its subcategories and its own filters: applied at once with a script. */}
              <input
                type="radio"
                name="category"
                value={choice.name}
                defaultChecked={fields.category === choice.name}
                {...applyNowContract.part("field", "subcategory")}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        {subcategories.length > 0 ? (
          <label className="field">
            <span>{STRINGS.components.searchResults.subcategory}</span>
            <select name="subcategory" defaultValue={fields.subcategory}>
              <option value="">{STRINGS.components.searchResults.any}</option>
              {subcategories.map((name) => (
                <option key={name} value={name}>
                  {categoryLabel(name)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {work ? null : (
          <label className="field">
            <span>{d.type}</span>
            <select name="type" defaultValue={fields.type}>
              <option value="">{d.anyType}</option>
              {d.typeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {own.has("make") ? (
          // A make brings its models: applied at once with a script, the model cleared.
          <OptionSelect label={d.make} name="make" anyLabel={d.allMakes} options={options.makes} value={fields.make} applyNow="model" />
        ) : null}
        {showModel ? <OptionSelect label={d.model} name="model" anyLabel={d.allModels} options={options.models} value={fields.model} /> : null}
        {own.has("yearFrom") ? (
          <div className="field-row">
            {(["yearFrom", "yearTo"] as const).map((key) => (
              <label key={key} className="field">
                <span>{d[key]}</span>
                <input type="number" name={key} min={1900} max={new Date().getFullYear() + 1} step={1} inputMode="numeric" defaultValue={fields[key]} />
              </label>
            ))}
          </div>
        ) : null}
        {own.has("bedrooms") ? (
          <div className="field-row">
            {(["bedrooms", "bathrooms"] as const).map((key) => (
              <label key={key} className="field">
                <span>{d[key]}</span>
                <select name={key} defaultValue={fields[key]}>
                  <option value="">{STRINGS.components.searchResults.any}</option>
                  {(key === "bedrooms" ? BEDROOMS : COUNTS).map((count) => (
                    <option key={count} value={String(count)}>
                      {key === "bedrooms" ? d.bedroomsOption(count) : d.atLeast(count)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        ) : null}
        {own.has("furnished") ? (
          <div className="field-row">
            {(["furnished", "parking"] as const).map((key) => (
              <label key={key} className="check search-check">
                <input type="checkbox" name={key} value="true" defaultChecked={fields[key]} />
                {d[key]}
              </label>
            ))}
          </div>
        ) : null}
        {own.has("brand") ? <OptionSelect label={d.brand} name="brand" anyLabel={d.allBrands} options={options.brands} value={fields.brand} /> : null}
        {own.has("size") ? <OptionSelect label={d.size} name="size" anyLabel={d.allSizes} options={options.sizes} value={fields.size} /> : null}
        <label className="field">
          <span>{STRINGS.components.searchResults.location}</span>
          {/* A county brings its areas: applied at once with a script, the area cleared. */}
          <select name="location" defaultValue={fields.location} {...applyNowContract.part("field", "area")}>
            <option value="all">{STRINGS.components.searchResults.allLocations}</option>
            {COUNTIES_SORTED.map((county) => (
              <option key={county} value={county}>
                {county}
              </option>
            ))}
          </select>
        </label>
        {showArea ? <OptionSelect label={d.area} name="area" anyLabel={d.allAreas} options={options.areas} value={fields.area} /> : null}
        {conditions.length > 0 ? (
          <label className="field">
            <span>{STRINGS.common.condition}</span>
            <select name="condition" defaultValue={fields.condition}>
              <option value="all">{STRINGS.components.searchResults.any}</option>
              {conditions.map((condition) => (
                <option key={condition} value={condition}>
                  {optionLabel(condition)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className="field-row">
          {/* Text, not a number box: "45k", "1.5m" and "KSh 40,000" are read by the server (decision 114). */}
          {(["minPrice", "maxPrice"] as const).map((key) => (
            <label key={key} className="field">
              <span>{priceLabel[key]}</span>
              <input type="text" name={key} autoComplete="off" placeholder={STRINGS.components.searchResults.pricePlaceholder} defaultValue={fields[key]} />
            </label>
          ))}
        </div>
        {work ? null : (
          <label className="check search-check">
            <input type="checkbox" name="offer" value="true" defaultChecked={fields.offer} />
            {STRINGS.common.offersOnly}
          </label>
        )}
        <label className="field">
          <span>{STRINGS.components.searchResults.sort}</span>
          {/* One select sends `sort=field_order`; the loader splits it. The empty first choice is
              best match with words and newest first without (docs/decisions/014), so a search typed
              without JavaScript on a page without words still gets best match. */}
          <select name="sort" defaultValue={sortValue} {...contract.part("sort")}>
            {hasTerm ? <option value="">{STRINGS.components.searchResults.bestMatch}</option> : null}
            {query.sort === "views" ? <option value={`views_${query.order}`}>{STRINGS.components.searchResults.mostViewed}</option> : null}
            {STRINGS.components.searchResults.sortOptions.map((option) => (
              <option key={option.value} value={!hasTerm && option.value === NEWEST_FIRST ? "" : option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <div className="filter-actions">
          <button type="submit" className="button">
            {STRINGS.components.searchResults.search}
          </button>
          <a href={action} className="button outline">
            {STRINGS.components.searchResults.clear}
          </a>
        </div>
      </form>
    </details>
  );
}
