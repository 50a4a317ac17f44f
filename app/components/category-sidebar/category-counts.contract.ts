import { defineContract } from "../../behaviours/contract";

/**
 * The home page's category sidebar (./category-sidebar.tsx): each category's count keyed by its
 * name, each subcategory's by "category/subcategory", which the categories room moves.
 */
export const categoryCountsContract = defineContract("category-counts", {
  parts: { category: "data-category-count", subcategory: "data-subcategory-count" },
});
