import { useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { CATEGORY_TREE, CONDITIONS, COUNTIES_SORTED, subcategoriesOf } from "../domain/catalog";
import { LIMITS } from "../domain/limits";
import { activeFilters, cleanSearchTerm, type ListingQuery, listingQueryToSearchParams } from "../domain/listing-query";
import { STRINGS } from "../strings";

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
    sortChoice: query.sort ? `${query.sort}_${query.order}` : "",
  };
}

const NEWEST_FIRST = "created_at_desc";

/**
 * The panel's fields as a query, for the address (the URL codec in app/domain/listing-query.ts
 * writes it). Every field but the words and prices is a fixed choice; a price the loader's reader
 * would drop is tidied away by its redirect.
 */
function queryOf(fields: FilterFields, applied: ListingQuery): ListingQuery {
  const [sort, order] = fields.sortChoice ? splitSortChoice(fields.sortChoice) : [undefined, "desc" as const];
  const choice = <T extends string>(value: string) => (value === "all" || value === "" ? undefined : (value as T));
  const price = (value: string) => (value.trim() === "" ? undefined : Number(value));
  return {
    ...applied,
    searchTerm: cleanSearchTerm(fields.searchTerm) || undefined,
    category: choice(fields.category),
    subcategory: fields.category === "all" ? undefined : choice(fields.subcategory),
    location: choice(fields.location),
    condition: choice(fields.condition),
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

/**
 * The search filter panel: a plain GET form, so it works without JavaScript (every field has a
 * name, the sort select included, and the loader tidies the address). On a phone it sits behind a
 * native disclosure (`<details>`), which opens without a script; on a desktop CSS keeps it open.
 * With JavaScript, words are searched as they are typed and the address carries only what is set.
 */
export function SearchFilters({ query, closeHref }: { query: ListingQuery; closeHref: string }) {
  const t = STRINGS.search;
  const submit = useSubmit();
  const termRef = useRef<HTMLInputElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(() => fieldsOf(query));
  const latestFields = useRef(fields);
  latestFields.current = fields;
  const active = activeFilters(query).length;

  // A new address (a search, a chip removed, Clear, back or forward): the panel follows it, except
  // for words still being typed.
  useEffect(() => {
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

  const search = (options: { replace: boolean }) => {
    clearTimeout(debounce.current);
    submit(listingQueryToSearchParams(queryOf(latestFields.current, query)), { method: "get", action: "/search", preventScrollReset: true, ...options });
  };

  const liveSearch = (term: string) => {
    set("searchTerm", term);
    clearTimeout(debounce.current);
    const cleaned = cleanSearchTerm(term);
    if (cleaned.length > 0 && cleaned.length < LIMITS.searchTermMin) return;
    // Typing replaces the address rather than adding one history entry per pause.
    debounce.current = setTimeout(() => search({ replace: true }), LIMITS.liveSearchDebounceMs);
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
        action="/search"
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
          {[{ name: "all", label: t.allCategories }, ...CATEGORY_TREE.map((c) => ({ name: c.name, label: c.name }))].map((choice) => (
            <label key={choice.name} className={fields.category === choice.name ? "chip selected" : "chip"}>
              <input
                type="radio"
                name="category"
                value={choice.name}
                checked={fields.category === choice.name}
                onChange={() => setFields((current) => ({ ...current, category: choice.name, subcategory: "" }))}
              />
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
                  {name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="field">
          <span>{t.location}</span>
          <select name="location" value={fields.location} onChange={(event) => set("location", event.currentTarget.value)}>
            <option value="all">{t.allLocations}</option>
            {COUNTIES_SORTED.map((county) => (
              <option key={county} value={county}>
                {county}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t.condition}</span>
          <select name="condition" value={fields.condition} onChange={(event) => set("condition", event.currentTarget.value)}>
            <option value="all">{t.any}</option>
            {CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {condition}
              </option>
            ))}
          </select>
        </label>
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
        {/* The type comes from the home rows' links; the form keeps it until its chip is removed. */}
        {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
        <div className="filter-actions">
          <button type="submit" className="button">
            {t.search}
          </button>
          <Link to="/search" className="button outline" onClick={() => setOpen(false)}>
            {t.clear}
          </Link>
        </div>
      </Form>
    </details>
  );
}
