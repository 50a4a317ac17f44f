import { defineContract } from "../../behaviours/contract";

/**
 * The header's parts that other components' behaviours change: the signed-in reader's picture
 * (`avatar`), which the profile's picture upload puts in place once a new one is in.
 */
export const siteHeaderContract = defineContract("site-header", {
  parts: { avatar: "data-header-avatar" },
});
