import { defineContract } from "../../behaviours/contract";

/** A listing page's view, for Recently Viewed: the `entry` to store (JSON, without its time). */
export const viewedListingContract = defineContract("viewed-listing", {
  values: { entry: "data-viewed" },
});
