import { useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import type { FilterOption, FilterOptions } from "../../worker/services/filter-options";
import { attributeFieldsOf, CATEGORY_TREE, CONDITIONS, COUNTIES_SORTED, subcategoriesOf } from "../domain/catalog";
import { LIMITS } from "../domain/limits";
import {
  activeFilters,
  type CategoryFilterKey,
  categoryFiltersOf,
  cleanSearchTerm,
  type ListingQuery,
  listingQueryToSearchParams,
} from "../domain/listing-query";
import { STRINGS } from "../i18n";
import { categoryLabel, optionLabel } from "../i18n/labels";

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

/**
 * The panel's fields as a query, for the address (the URL codec in app/domain/listing-query.ts
 * writes it). Every field but the words and prices is a fixed choice; a price the loader's reader
 * would drop is tidied away by its redirect.
 */
function queryOf(fields: FilterFields, applied: ListingQuery): ListingQuery {
  const [sort, order] = fields.sortChoice ? splitSortChoice(fields.sortChoice) : [undefined, "desc" as const];
  const choice = <T extends string>(value: string) => (value === "all" || value === "" ? undefined : (value as T));
  const price = (value: string) => (value.trim() === "" ? undefined : Number(value));
  const whole = (value: string) => (/^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : undefined);
  // Only the chosen category's own filters (and its conditions) go into the address.
  const own = new Set<CategoryFilterKey>(categoryFiltersOf(choice(fields.category)));
  const ownText = (key: CategoryFilterKey, value: string) => (own.has(key) && value !== "" ? value : undefined);
  const ownNumber = (key: CategoryFilterKey, value: string) => (own.has(key) ? whole(value) : undefined);
  const condition = choice<NonNullable<ListingQuery["condition"]>>(fields.condition);
  const location = choice<NonNullable<ListingQuery["location"]>>(fields.location);
  return {
    ...applied,
    searchTerm: cleanSearchTerm(fields.searchTerm) || undefined,
    category: choice(fields.category),
    subcategory: fields.category === "all" ? undefined : choice(fields.subcategory),
    location,
    area: location && location === applied.location && fields.area !== "" ? fields.area : undefined,
    condition: condition && conditionsOf(fields.category).includes(condition) ? condition : undefined,
    type: choice(fields.type),
    make: ownText("make", fields.make),
    model: fields.make !== "" && fields.make === applied.make ? ownText("model", fields.model) : undefined,
    yearFrom: ownNumber("yearFrom", fields.yearFrom),
    yearTo: ownNumber("yearTo", fields.yearTo),
    bedrooms: ownNumber("bedrooms", fields.bedrooms),
    bathrooms: ownNumber("bathrooms", fields.bathrooms),
    furnished: (own.has("furnished") && fields.furnished) || undefined,
    parking: (own.has("parking") && fields.parking) || undefined,
    brand: ownText("brand", fields.brand),
    size: ownText("size", fields.size),
    minPrice: price(fields.minPrice),
    maxPrice: price(fields.maxPrice),
    offer: fields.offer || undefined,
    sort,
    order,
    startIndex: 0,
  };
}

function splitSortChoice(choice: string): [ListingQuery["sort"], ListingQuery["order"]] {
  const at = choice.lastIndexOf("_");
  return [choice.slice(0, at) as ListingQuery["sort"], choice.slice(at + 1) === "asc" ? "asc" : "desc"];
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
  onChange,
}: {
  label: string;
  name: string;
  anyLabel: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const d = STRINGS.discovery;
  return (
    <label className="field">
      <span>{label}</span>
      <select name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
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

/**
 * The search and browse filter panel: a plain GET form, so it works without JavaScript (every
 * field has a name, the sort select included, and the loader tidies the address). On a phone it
 * sits behind a native disclosure (`<details>`), which opens without a script; on a desktop CSS
 * keeps it open. A category's own filters (issue 17) show only for that category, from the
 * options that exist (`filterOptionsFor`). With JavaScript, words are searched as they are typed,
 * a choice that brings new options (a category, a make, a county) applies at once, and the address
 * carries only what is set; without, the next page load shows them.
 */
export function SearchFilters({
  query,
  closeHref,
  options = EMPTY_OPTIONS,
  action = "/search",
}: {
  query: ListingQuery;
  closeHref: string;
  options?: FilterOptions;
  /** The page the form sends to: the search page, or browse. */
  action?: "/search" | "/browse";
}) {
  const t = STRINGS.search;
  const d = STRINGS.discovery;
  const submit = useSubmit();
  const termRef = useRef<HTMLInputElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The address of a change applied at once: its arrival keeps what was chosen meanwhile. */
  const applying = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(() => fieldsOf(query));
  const latestFields = useRef(fields);
  latestFields.current = fields;
  const active = activeFilters(query).length;

  // A new address (a search, a chip removed, Clear, back or forward): the panel follows it, except
  // for words still being typed and for choices made while a change applied at once was loading.
  useEffect(() => {
    if (applying.current !== null && applying.current === listingQueryToSearchParams(query).toString()) {
      applying.current = null;
      return;
    }
    applying.current = null;
    setFields((current) => ({
      ...fieldsOf(query),
      searchTerm: document.activeElement === termRef.current ? current.searchTerm : (query.searchTerm ?? ""),
    }));
  }, [query]);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const set = <K extends keyof FilterFields>(key: K, value: FilterFields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const subcategories = subcategoriesOf(fields.category);
  const hasTerm = cleanSearchTerm(fields.searchTerm) !== "";
  const sortValue = !hasTerm && fields.sortChoice === NEWEST_FIRST ? "" : fields.sortChoice;
  const own = new Set<CategoryFilterKey>(categoryFiltersOf(fields.category === "all" ? undefined : fields.category));
  const conditions = conditionsOf(fields.category);
  // Options come with the page: they are the applied query's (a change applied at once reloads them).
  const sameCategory = fields.category === (query.category ?? "all");
  const showModel = own.has("model") && fields.make !== "" && fields.make === query.make;
  const showArea = fields.location !== "all" && fields.location === query.location && (options.areas.length > 0 || fields.area !== "");

  const search = (options: { replace: boolean }) => {
    clearTimeout(debounce.current);
    submit(listingQueryToSearchParams(queryOf(latestFields.current, query)), { method: "get", action, preventScrollReset: true, ...options });
  };

  /** A choice that brings new options: applied at once (with a script), so they arrive with the page. */
  const applyNow = (patch: Partial<FilterFields>) => {
    const next = { ...latestFields.current, ...patch };
    latestFields.current = next;
    setFields(next);
    const params = listingQueryToSearchParams(queryOf(next, query));
    applying.current = params.toString();
    clearTimeout(debounce.current);
    submit(params, { method: "get", action, preventScrollReset: true, replace: true });
  };

  const liveSearch = (term: string) => {
    set("searchTerm", term);
    clearTimeout(debounce.current);
    const cleaned = cleanSearchTerm(term);
    if (cleaned.length > 0 && cleaned.length < LIMITS.searchTermMin) return;
    // Typing replaces the address rather than adding one history entry per pause.
    debounce.current = setTimeout(() => search({ replace: true }), LIMITS.liveSearchDebounceMs);
  };

  const chooseCategory = (category: string) => {
    const patch = { category, subcategory: "" };
    // Makes, brands and sizes are the category's own options: they come with the page.
    if (categoryFiltersOf(category === "all" ? undefined : category).some((key) => key === "make" || key === "brand" || key === "size")) applyNow(patch);
    else setFields((current) => ({ ...current, ...patch }));
  };

  return (
    <details className="search-filters" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="button outline filters-toggle">
        {t.filters}
        {active > 0 ? (
          <span className="filters-count">
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">{t.activeCount(active)}</span>
          </span>
        ) : null}
      </summary>
      <Form
        method="get"
        action={action}
        id="search-filters"
        className="search-filters-form"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(false);
          search({ replace: false });
        }}
      >
        <div className="filters-head">
          <h2>{t.filters}</h2>
          {/* A link, so that it closes the panel without a script too (the page comes back closed). */}
          <a
            href={closeHref}
            className="filters-close"
            aria-label={t.close}
            onClick={(event) => {
              event.preventDefault();
              setOpen(false);
            }}
          >
            ×
          </a>
        </div>
        <label className="field">
          <span>{t.termLabel}</span>
          <input
            ref={termRef}
            type="search"
            name="searchTerm"
            value={fields.searchTerm}
            placeholder={t.termPlaceholder}
            onChange={(event) => liveSearch(event.currentTarget.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </label>
        <fieldset className="field category-choices">
          <legend>{t.category}</legend>
          {[{ name: "all", label: t.allCategories }, ...CATEGORY_TREE.map((c) => ({ name: c.name, label: categoryLabel(c.name) }))].map((choice) => (
            <label key={choice.name} className={fields.category === choice.name ? "chip selected" : "chip"}>
              <input type="radio" name="category" value={choice.name} checked={fields.category === choice.name} onChange={() => chooseCategory(choice.name)} />
              {choice.label}
            </label>
          ))}
        </fieldset>
        {subcategories.length > 0 ? (
          <label className="field">
            <span>{t.subcategory}</span>
            <select name="subcategory" value={fields.subcategory} onChange={(event) => set("subcategory", event.currentTarget.value)}>
              <option value="">{t.any}</option>
              {subcategories.map((name) => (
                <option key={name} value={name}>
                  {categoryLabel(name)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="field">
          <span>{d.type}</span>
          <select name="type" value={fields.type} onChange={(event) => set("type", event.currentTarget.value)}>
            <option value="">{d.anyType}</option>
            {d.typeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {own.has("make") && sameCategory ? (
          <OptionSelect
            label={d.make}
            name="make"
            anyLabel={d.allMakes}
            options={options.makes}
            value={fields.make}
            onChange={(make) => applyNow({ make, model: "" })}
          />
        ) : null}
        {showModel ? (
          <OptionSelect
            label={d.model}
            name="model"
            anyLabel={d.allModels}
            options={options.models}
            value={fields.model}
            onChange={(model) => set("model", model)}
          />
        ) : null}
        {own.has("yearFrom") ? (
          <div className="field-row">
            <label className="field">
              <span>{d.yearFrom}</span>
              <input
                type="number"
                name="yearFrom"
                min={1900}
                max={new Date().getFullYear() + 1}
                step={1}
                inputMode="numeric"
                value={fields.yearFrom}
                onChange={(event) => set("yearFrom", event.currentTarget.value)}
              />
            </label>
            <label className="field">
              <span>{d.yearTo}</span>
              <input
                type="number"
                name="yearTo"
                min={1900}
                max={new Date().getFullYear() + 1}
                step={1}
                inputMode="numeric"
                value={fields.yearTo}
                onChange={(event) => set("yearTo", event.currentTarget.value)}
              />
            </label>
          </div>
        ) : null}
        {own.has("bedrooms") ? (
          <div className="field-row">
            {(["bedrooms", "bathrooms"] as const).map((key) => (
              <label key={key} className="field">
                <span>{d[key]}</span>
                <select name={key} value={fields[key]} onChange={(event) => set(key, event.currentTarget.value)}>
                  <option value="">{t.any}</option>
                  {COUNTS.map((count) => (
                    <option key={count} value={String(count)}>
                      {d.atLeast(count)}
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
                <input type="checkbox" name={key} value="true" checked={fields[key]} onChange={(event) => set(key, event.currentTarget.checked)} />
                {d[key]}
              </label>
            ))}
          </div>
        ) : null}
        {own.has("brand") && sameCategory ? (
          <OptionSelect
            label={d.brand}
            name="brand"
            anyLabel={d.allBrands}
            options={options.brands}
            value={fields.brand}
            onChange={(brand) => set("brand", brand)}
          />
        ) : null}
        {own.has("size") && sameCategory ? (
          <OptionSelect label={d.size} name="size" anyLabel={d.allSizes} options={options.sizes} value={fields.size} onChange={(size) => set("size", size)} />
        ) : null}
        <label className="field">
          <span>{t.location}</span>
          <select name="location" value={fields.location} onChange={(event) => applyNow({ location: event.currentTarget.value, area: "" })}>
            <option value="all">{t.allLocations}</option>
            {COUNTIES_SORTED.map((county) => (
              <option key={county} value={county}>
                {county}
              </option>
            ))}
          </select>
        </label>
        {showArea ? (
          <OptionSelect label={d.area} name="area" anyLabel={d.allAreas} options={options.areas} value={fields.area} onChange={(area) => set("area", area)} />
        ) : null}
        {conditions.length > 0 ? (
          <label className="field">
            <span>{t.condition}</span>
            <select name="condition" value={fields.condition} onChange={(event) => set("condition", event.currentTarget.value)}>
              <option value="all">{t.any}</option>
              {conditions.map((condition) => (
                <option key={condition} value={condition}>
                  {optionLabel(condition)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className="field-row">
          <label className="field">
            <span>{t.minPrice}</span>
            <input
              type="number"
              name="minPrice"
              min={0}
              step={1}
              inputMode="numeric"
              value={fields.minPrice}
              onChange={(event) => set("minPrice", event.currentTarget.value)}
            />
          </label>
          <label className="field">
            <span>{t.maxPrice}</span>
            <input
              type="number"
              name="maxPrice"
              min={0}
              step={1}
              inputMode="numeric"
              value={fields.maxPrice}
              onChange={(event) => set("maxPrice", event.currentTarget.value)}
            />
          </label>
        </div>
        <label className="check search-check">
          <input type="checkbox" name="offer" value="true" checked={fields.offer} onChange={(event) => set("offer", event.currentTarget.checked)} />
          {t.offersOnly}
        </label>
        <label className="field">
          <span>{t.sort}</span>
          {/* One select sends `sort=field_order`; the loader splits it. The empty first choice is
              best match with words and newest first without (docs/decisions/014), so a search typed
              without JavaScript on a page without words still gets best match. */}
          <select name="sort" value={sortValue} onChange={(event) => set("sortChoice", event.currentTarget.value)}>
            {hasTerm ? <option value="">{t.bestMatch}</option> : null}
            {query.sort === "views" ? <option value={`views_${query.order}`}>{t.mostViewed}</option> : null}
            {t.sortOptions.map((option) => (
              <option key={option.value} value={!hasTerm && option.value === NEWEST_FIRST ? "" : option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <div className="filter-actions">
          <button type="submit" className="button">
            {t.search}
          </button>
          <Link to={action} className="button outline" onClick={() => setOpen(false)}>
            {t.clear}
          </Link>
        </div>
      </Form>
    </details>
  );
}
