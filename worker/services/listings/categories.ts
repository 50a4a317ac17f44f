import { gt } from "drizzle-orm";
import { getServerByName } from "partyserver";
import { CATEGORY_TREE } from "../../../app/domain/catalog";
import type { Db } from "../../db/client";
import { listingCounts } from "../../db/schema";
import type { WorkerEnv } from "../../env";

/** Live counts per category (spec section 3, Category summary). */
export interface CategorySummary {
  category: string;
  total: number;
  subcategories: Record<string, number>;
}

/**
 * All 16 categories in the fixed order, zeros included, from the counts kept as listings change
 * (listing_counts, decision 145): a hundred rows, where grouping the listings read every one.
 */
export async function categorySummary(db: Db): Promise<CategorySummary[]> {
  const counts = await db
    .select({ category: listingCounts.category, subcategory: listingCounts.subcategory, count: listingCounts.listings })
    .from(listingCounts)
    .where(gt(listingCounts.listings, 0));
  return CATEGORY_TREE.map(({ name, subcategories }) => {
    const rows = counts.filter((row) => row.category === name);
    return {
      category: name,
      total: rows.reduce((sum, row) => sum + row.count, 0),
      subcategories: Object.fromEntries(subcategories.map((sub) => [sub, rows.find((row) => row.subcategory === sub)?.count ?? 0])),
    };
  });
}

/**
 * The same summary from the categories room (party/categories.ts), which groups once per change:
 * the home page's sidebar and the API read it there instead of grouping every listing per request.
 */
export async function roomCategorySummary(env: Pick<WorkerEnv, "Categories">): Promise<CategorySummary[]> {
  const room = await getServerByName(env.Categories, "global");
  return room.summary();
}
