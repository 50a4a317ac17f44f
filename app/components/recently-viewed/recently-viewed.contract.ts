import { defineContract } from "../../behaviours/contract";

/**
 * Recently Viewed on the home page (./recently-viewed.tsx): the hidden section whose `list` is
 * filled from this browser's storage, each entry a copy of the section's `<template>` with its
 * `name` and `price` written; a rent's price (`rentPrice`, with "{price}") and a missing price
 * (`noPrice`) come in the page's language.
 */
export const recentlyViewedContract = defineContract("recently-viewed", {
  parts: { list: "data-recent-list", name: "data-recent-name", price: "data-recent-price" },
  values: { rentPrice: "data-rent-price", noPrice: "data-no-price" },
});

/** A listing page's view, for Recently Viewed: the `entry` to store (JSON, without its time). */
export const viewedListingContract = defineContract("viewed-listing", {
  values: { entry: "data-viewed" },
});
