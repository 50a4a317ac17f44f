import { STRINGS } from "../../i18n";
import { categoryLabel } from "../../i18n/labels";
import { groupedCount } from "../../domain/ksh";
import { attach } from "../../behaviours/contract";
import { categoryCountsContract as contract } from "./category-counts.contract";
import "./category-sidebar.css";

export interface CategoryCount {
  category: string;
  total: number;
  subcategories: Record<string, number>;
}

function browseHref(category: string, subcategory?: string): string {
  const params = new URLSearchParams({ category });
  if (subcategory) params.set("subcategory", subcategory);
  return `/browse?${params}`;
}

/**
 * Categories with live counts (./category-counts.behaviour.ts). A category with subcategories
 * expands and collapses (a native disclosure: no script needed); one without goes straight to /browse.
 */
export function CategorySidebar({ categories, error }: { categories: CategoryCount[]; error?: string }) {
  return (
    <nav className="category-sidebar" aria-labelledby="categories-heading" {...attach(contract)}>
      <h2 id="categories-heading">{STRINGS.components.categorySidebar.categories}</h2>
      {error ? (
        <p className="inline-error" role="alert">
          {STRINGS.common.error(error)}
        </p>
      ) : null}
      {categories.length === 0 ? <p>{STRINGS.components.categorySidebar.noCategories}</p> : null}
      <ul>
        {categories.map((entry) => {
          const subcategories = Object.entries(entry.subcategories);
          const count = (
            <span className="count" {...contract.part("count", entry.category)}>
              {groupedCount(entry.total)}
            </span>
          );
          return (
            <li key={entry.category}>
              {subcategories.length > 0 ? (
                <details>
                  <summary className="category-toggle">
                    <span>{categoryLabel(entry.category)}</span>
                    {count}
                  </summary>
                  <ul className="subcategories">
                    {subcategories.map(([name, subCount]) => (
                      <li key={name}>
                        <a href={browseHref(entry.category, name)}>
                          <span>{categoryLabel(name)}</span>
                          <span className="count" {...contract.part("count", `${entry.category}/${name}`)}>
                            {groupedCount(subCount)}
                          </span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <a className="category-toggle" href={browseHref(entry.category)}>
                  <span>{categoryLabel(entry.category)}</span>
                  {count}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The same categories as a strip of links at the top of the page, for screens where the sidebar
 * sits below every row: one swipe, one tap to /browse. The full sidebar (subcategories, counts)
 * stays at the end, and the last link goes there.
 */
export function CategoryStrip({ categories }: { categories: CategoryCount[] }) {
  return (
    <nav className="category-strip" aria-label={STRINGS.components.categorySidebar.categoryStrip}>
      <ul>
        {categories.map((entry) => (
          <li key={entry.category}>
            <a href={browseHref(entry.category)}>{categoryLabel(entry.category)}</a>
          </li>
        ))}
        <li>
          <a href="#categories" className="all">
            {STRINGS.components.categorySidebar.allCategories}
          </a>
        </li>
      </ul>
    </nav>
  );
}
