import { defineContract } from "../../behaviours/contract";

/**
 * Recently Viewed on the home page (./recently-viewed.tsx): the hidden section whose `<ul>` is
 * filled from this browser's storage, each entry a copy of the section's `<template>` with its
 * `name` and `price` written; a rent's price (`rentPrice`, with "{price}") and a missing price
 * (`noPrice`) come in the page's language.
 */
export const recentlyViewedContract = defineContract("recently-viewed", {
  parts: { name: "data-recent-name", price: "data-recent-price" },
  values: { rentPrice: "data-rent-price", noPrice: "data-no-price" },
});
