import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { requestContextKey } from "../../worker/context";
import { findListings } from "../../worker/services/listings";
import { countSearchLater } from "../../worker/services/search-terms";
import { ListingCard, type ListingCardData } from "../components/listing-card";
import { CATEGORY_TREE, CONDITIONS, COUNTIES_SORTED, subcategoriesOf } from "../domain/catalog";
import { LIMITS } from "../domain/limits";
import { defaultListingQuery, parseListingQuery, type ListingQuery } from "../domain/listing-query";
import { STRINGS } from "../strings";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const term = loaderData?.query.searchTerm;
  return [
    { title: term ? `${term} for sale and rent in Kenya | Sokoni` : "Search listings | Sokoni" },
    { name: "description", content: "Search cars, phones, houses, jobs and more across Kenya's 47 counties. Prices in KSh." },
  ];
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

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, listings, total, error } = loaderData;
  const t = STRINGS.search;
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [category, setCategory] = useState(query.category ?? "all");
  const [sortChoice, setSortChoice] = useState(query.sort ? `${query.sort}_${query.order}` : "created_at_desc");
  const [more, setMore] = useState<ListingCardData[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);

  // New filters mean a new first page: forget appended pages and follow the address.
  useEffect(() => {
    setMore([]);
    setCategory(query.category ?? "all");
    setSortChoice(query.sort ? `${query.sort}_${query.order}` : "created_at_desc");
  }, [query]);

  const shown = [...listings, ...more];
  const subcategories = subcategoriesOf(category);
  const [sort, order] = splitSortChoice(sortChoice);
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";

  const liveSearch = (term: string) => {
    clearTimeout(debounce.current);
    const cleaned = term.trim();
    if (cleaned.length > 0 && cleaned.length < LIMITS.searchTermMin) return;
    debounce.current = setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    }, LIMITS.liveSearchDebounceMs);
  };

  const showMore = async () => {
    setLoadingMore(true);
    try {
      const response = await fetch(`/api/listings?${toSearchParams(query, shown.length)}`);
      const body = (await response.json()) as { success: boolean; data?: { listings: ListingCardData[] } };
      if (body.success && body.data) setMore((current) => [...current, ...body.data!.listings]);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <main className="page search-page" id="main">
      <div className="search-head">
        <h1>{t.title}</h1>
        <button type="button" className="button outline small filters-toggle" aria-expanded={filtersOpen} aria-controls="search-filters" onClick={() => setFiltersOpen(true)}>
          {t.filters}
        </button>
      </div>
      <div className="search-layout">
        <Form
          method="get"
          action="/search"
          id="search-filters"
          ref={formRef}
          className={filtersOpen ? "search-filters open" : "search-filters"}
          onSubmit={() => setFiltersOpen(false)}
        >
          <div className="filters-head">
            <h2>{t.filters}</h2>
            <button type="button" className="filters-close" onClick={() => setFiltersOpen(false)} aria-label={t.close}>
              ×
            </button>
          </div>
          <label className="field">
            <span>{t.termLabel}</span>
            <input type="search" name="searchTerm" defaultValue={query.searchTerm ?? ""} placeholder={t.termPlaceholder} onChange={(event) => liveSearch(event.currentTarget.value)} autoComplete="off" />
          </label>
          <fieldset className="field category-choices">
            <legend>{t.category}</legend>
            {[{ name: "all", label: t.allCategories }, ...CATEGORY_TREE.map((c) => ({ name: c.name, label: c.name }))].map((choice) => (
              <label key={choice.name} className={category === choice.name ? "chip selected" : "chip"}>
                <input type="radio" name="category" value={choice.name} checked={category === choice.name} onChange={() => setCategory(choice.name)} />
                {choice.label}
              </label>
            ))}
          </fieldset>
          {subcategories.length > 0 ? (
            <label className="field">
              <span>{t.subcategory}</span>
              <select name="subcategory" key={category} defaultValue={category === query.category ? (query.subcategory ?? "") : ""}>
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
            <select name="location" defaultValue={query.location ?? "all"}>
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
            <select name="condition" defaultValue={query.condition ?? "all"}>
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
              <input type="number" name="minPrice" min={0} step={1} inputMode="numeric" defaultValue={query.minPrice ?? ""} />
            </label>
            <label className="field">
              <span>{t.maxPrice}</span>
              <input type="number" name="maxPrice" min={0} step={1} inputMode="numeric" defaultValue={query.maxPrice ?? ""} />
            </label>
          </div>
          <label className="check">
            <input type="checkbox" name="offer" value="true" defaultChecked={query.offer === true} />
            {t.offersOnly}
          </label>
          <label className="field">
            <span>{t.sort}</span>
            <select value={sortChoice} onChange={(event) => setSortChoice(event.currentTarget.value)}>
              {query.sort === "views" ? <option value={`views_${query.order}`}>{t.mostViewed}</option> : null}
              {t.sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <input type="hidden" name="sort" value={sort} />
          <input type="hidden" name="order" value={order} />
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
            {searching ? <span className="spinner" aria-label={t.loading} /> : null}
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
