import { defineContract } from "../../behaviours/contract";

/**
 * The profile's tabs: the addresses older links named by a fragment (`#my-listings`, which the
 * server never sees), as JSON `{ "#fragment": "address" }` on the tab list, followed once the page
 * has them.
 */
export const profileTabsContract = defineContract("profile-tabs", {
  values: { fragments: "data-fragments" },
});
