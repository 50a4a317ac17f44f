import { defineContract } from "../../behaviours/contract";

/**
 * The home page's category sidebar (./category-sidebar.tsx): each `count`, keyed by its category's
 * name or by "category/subcategory", which the categories room moves.
 */
export const categoryCountsContract = defineContract("category-counts", {
  parts: { count: "data-category-count" },
});
