import { useState } from "react";
import { Link } from "react-router";
import { STRINGS } from "../strings";

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
 * Categories with live counts. A category with subcategories expands and collapses; one without
 * goes straight to /browse.
 */
export function CategorySidebar({ categories, error }: { categories: CategoryCount[]; error?: string }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <nav className="category-sidebar" aria-labelledby="categories-heading">
      <h2 id="categories-heading">{STRINGS.home.categories}</h2>
      {error ? (
        <p className="inline-error" role="alert">
          Error: {error}
        </p>
      ) : null}
      {categories.length === 0 ? <p>{STRINGS.home.noCategories}</p> : null}
      <ul>
        {categories.map((entry) => {
          const subcategories = Object.entries(entry.subcategories);
          const expanded = open === entry.category;
          const panelId = `category-${entry.category.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
          return (
            <li key={entry.category}>
              {subcategories.length > 0 ? (
                <button
                  type="button"
                  className="category-toggle"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : entry.category)}
                >
                  <span>{entry.category}</span>
                  <span className="count">{entry.total.toLocaleString("en-KE")}</span>
                </button>
              ) : (
                <Link className="category-toggle" to={browseHref(entry.category)}>
                  <span>{entry.category}</span>
                  <span className="count">{entry.total.toLocaleString("en-KE")}</span>
                </Link>
              )}
              {subcategories.length > 0 ? (
                <ul id={panelId} hidden={!expanded} className="subcategories">
                  {subcategories.map(([name, count]) => (
                    <li key={name}>
                      <Link to={browseHref(entry.category, name)}>
                        <span>{name}</span>
                        <span className="count">{count.toLocaleString("en-KE")}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
