import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { toast } from "sonner";
import { requestContextKey } from "../../worker/context";
import { findListings } from "../../worker/services/listings";
import { countSearchLater } from "../../worker/services/search-terms";
import { ListingCard, type ListingCardData } from "../components/listing-card";
import { CATEGORY_TREE, CONDITIONS, COUNTIES_SORTED, subcategoriesOf } from "../domain/catalog";
import { LIMITS } from "../domain/limits";
import { cleanSearchTerm, defaultListingQuery, parseListingQuery, type ListingQuery } from "../domain/listing-query";
import { STRINGS } from "../strings";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const term = loaderData?.query.searchTerm;
  return pageMeta(siteOrigin(matches), {
    title: term ? `${term} for sale and rent in Kenya` : "Search listings",
    description: "Search cars, phones, houses, jobs and more across Kenya's 47 counties. Prices in KSh.",
    path: "/search",
    // Filtered results are many thin copies of the same listings; only the search page itself is indexed.
    noindex: location.search.length > 1,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const parsed = parseListingQuery(new URL(request.url).searchParams);
  // A hand-edited address with a bad filter still shows results, with the reason beside them.
  // The page always starts at the first page; Show more appends the rest.
  const query: ListingQuery = { ...(parsed.success ? parsed.output : defaultListingQuery()), startIndex: 0 };
  const page = await findListings(ctx.db, query);
  countSearchLater(ctx, query);
  return { query, ...page, error: parsed.success ? null : (parsed.issues[0]?.message ?? null) };
}

/** The query string for a query, with only the filters that are set (shareable, reloadable). */
function toSearchParams(query: ListingQuery, startIndex: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["searchTerm", "category", "subcategory", "location", "condition", "type", "sort", "order", "minPrice", "maxPrice"] as const) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  if (query.offer) params.set("offer", "true");
  params.set("limit", String(query.limit));
  params.set("startIndex", String(startIndex));
  return params;
}

/** What the filter panel shows: strings as the form fields hold them. */
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

/** The address of a search: only the filters that are set, so it reads well when shared. */
function addressOf(fields: FilterFields, type: string | undefined): URLSearchParams {
  const params = new URLSearchParams();
  const term = fields.searchTerm.trim();
  if (term) params.set("searchTerm", term);
  if (fields.category !== "all") params.set("category", fields.category);
  if (fields.category !== "all" && fields.subcategory) params.set("subcategory", fields.subcategory);
  if (fields.location !== "all") params.set("location", fields.location);
  if (fields.condition !== "all") params.set("condition", fields.condition);
  if (fields.minPrice.trim()) params.set("minPrice", fields.minPrice.trim());
  if (fields.maxPrice.trim()) params.set("maxPrice", fields.maxPrice.trim());
  if (fields.offer) params.set("offer", "true");
  if (fields.sortChoice) {
    const [sort, order] = splitSortChoice(fields.sortChoice);
    params.set("sort", sort);
    params.set("order", order);
  }
  if (type) params.set("type", type);
  return params;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, listings, total, error } = loaderData;
  const t = STRINGS.search;
  const submit = useSubmit();
  const navigation = useNavigation();
  const termRef = useRef<HTMLInputElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [fields, setFields] = useState(() => fieldsOf(query));
  const latestFields = useRef(fields);
  latestFields.current = fields;
  const [more, setMore] = useState<ListingCardData[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);

  // New address (a search, Clear, back or forward): a new first page, and the panel follows the
  // address, except for words still being typed.
  useEffect(() => {
    setMore([]);
    setFields((current) => ({
      ...fieldsOf(query),
      searchTerm: document.activeElement === termRef.current ? current.searchTerm : (query.searchTerm ?? ""),
    }));
  }, [query]);

  const set = <K extends keyof FilterFields>(key: K, value: FilterFields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const shown = [...listings, ...more];
  const subcategories = subcategoriesOf(fields.category);
  const hasTerm = cleanSearchTerm(fields.searchTerm) !== "";
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";

  const search = (options: { replace: boolean }) => {
    clearTimeout(debounce.current);
    submit(addressOf(latestFields.current, query.type), { method: "get", action: "/search", preventScrollReset: true, ...options });
  };

  const liveSearch = (term: string) => {
    set("searchTerm", term);
    clearTimeout(debounce.current);
    const cleaned = cleanSearchTerm(term);
    if (cleaned.length > 0 && cleaned.length < LIMITS.searchTermMin) return;
    // Typing replaces the address rather than adding one history entry per pause.
    debounce.current = setTimeout(() => search({ replace: true }), LIMITS.liveSearchDebounceMs);
  };
  useEffect(() => () => clearTimeout(debounce.current), []);

  const showMore = async () => {
    setLoadingMore(true);
    try {
      const response = await fetch(`/api/listings?${toSearchParams(query, shown.length)}`);
      const body = (await response.json()) as { success: boolean; data?: { listings: ListingCardData[] } };
      if (!body.success || !body.data) throw new Error(String(response.status));
      const page = body.data.listings;
      setMore((current) => [...current, ...page]);
    } catch {
      // The results already shown stay; the phone may just have lost its signal for a moment.
      toast.error(STRINGS.browse.unreachable);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <main className="page search-page" id="main">
      <div className="search-head">
        <h1>{t.title}</h1>
        <button
          type="button"
          className="button outline small filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen(true)}
        >
          {t.filters}
        </button>
      </div>
      <div className="search-layout">
        <Form
          method="get"
          action="/search"
          id="search-filters"
          className={filtersOpen ? "search-filters open" : "search-filters"}
          onSubmit={(event) => {
            // With JavaScript the address carries only the filters that are set; without, the form still works.
            event.preventDefault();
            setFiltersOpen(false);
            search({ replace: false });
          }}
        >
          <div className="filters-head">
            <h2>{t.filters}</h2>
            <button type="button" className="filters-close" onClick={() => setFiltersOpen(false)} aria-label={t.close}>
              ×
            </button>
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
          <label className="check">
            <input type="checkbox" name="offer" value="true" checked={fields.offer} onChange={(event) => set("offer", event.currentTarget.checked)} />
            {t.offersOnly}
          </label>
          <label className="field">
            <span>{t.sort}</span>
            {/* No choice yet means best match with words, newest first without (decisions.md 11). */}
            <select value={fields.sortChoice || (hasTerm ? "" : "created_at_desc")} onChange={(event) => set("sortChoice", event.currentTarget.value)}>
              {hasTerm ? <option value="">{t.bestMatch}</option> : null}
              {query.sort === "views" ? <option value={`views_${query.order}`}>{t.mostViewed}</option> : null}
              {t.sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          {fields.sortChoice ? (
            <>
              <input type="hidden" name="sort" value={splitSortChoice(fields.sortChoice)[0]} />
              <input type="hidden" name="order" value={splitSortChoice(fields.sortChoice)[1]} />
            </>
          ) : null}
          {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
          <div className="filter-actions">
            <button type="submit" className="button">
              {t.search}
            </button>
            <Link to="/search" className="button outline" onClick={() => setFiltersOpen(false)}>
              {t.clear}
            </Link>
          </div>
        </Form>

        <section className="search-results" aria-labelledby="results-heading" aria-busy={searching}>
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          {error ? (
            <p className="inline-error" role="alert">
              {error}
            </p>
          ) : null}
          <p className="results-count" role="status">
            {searching ? <span className="spinner" role="img" aria-label={t.loading} /> : null}
            {total > 0 ? t.results(shown.length, total) : null}
          </p>
          {shown.length === 0 ? (
            <p className="empty">{t.empty}</p>
          ) : (
            <div className="card-grid results-grid">
              {shown.map((listing, position) => (
                <ListingCard key={listing._id} listing={listing} priority={position < 2} />
              ))}
            </div>
          )}
          {shown.length < total ? (
            <div className="show-more">
              <button type="button" className="button outline" onClick={showMore} disabled={loadingMore}>
                {loadingMore ? <span className="spinner" aria-hidden="true" /> : null}
                {t.showMore}
              </button>
            </div>
          ) : null}
        </section>
      </div>
    </main>
  );
}

function splitSortChoice(choice: string): [string, string] {
  const at = choice.lastIndexOf("_");
  return [choice.slice(0, at), choice.slice(at + 1)];
}
