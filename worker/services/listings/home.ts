import { defaultListingQuery, type ListingQuery } from "../../../app/domain/listing-query";
import { FEATURED_ROW_SIZE } from "../../../app/domain/boosts";
import { LIMITS } from "../../../app/domain/limits";
import type { Db } from "../../db/client";
import type { ListingJson } from "./listing-json";
import { listingRow } from "./listings";

/**
 * The home page's rows, in the order the page shows them. The spec's names stay; each row holds
 * what its name says (decision 115): "Recent Places and Listings" the rentals (the houses,
 * apartments and land people rent), "Recent Products and Services" what is for sale.
 */
export interface HomeRows {
  popular: ListingJson[];
  offers: ListingJson[];
  products: ListingJson[];
  places: ListingJson[];
}

/** Each row's query, the same one its "View all" link runs on /search. */
export const HOME_ROW_QUERIES: Readonly<Record<keyof HomeRows, Partial<ListingQuery>>> = {
  popular: { sort: "views", order: "desc" },
  offers: { offer: true },
  products: { type: "sale" },
  places: { type: "rent" },
};

const ROW_ORDER = ["popular", "offers", "products", "places"] as const;

/**
 * The rows of the home page, less the listings their sellers marked unavailable (a shop window
 * shows what can still be bought), and never one listing twice on the page: a listing keeps its
 * place in the first row that has it (the Featured row first, then the page's order) and the rows
 * after it take their next listing instead. So each row reads as many more as the rows above it
 * could take from it (at most 20 listings a row, each from its own index).
 */
export async function homeRows(db: Db, featured: Promise<readonly ListingJson[] | null> = Promise.resolve([])): Promise<HomeRows> {
  const size = LIMITS.homeRowSize;
  const reads = ROW_ORDER.map((key, index) =>
    listingRow(db, { ...defaultListingQuery(), ...HOME_ROW_QUERIES[key], limit: size + FEATURED_ROW_SIZE + index * size }, { availableOnly: true }),
  );
  const [shownFirst, ...rows] = await Promise.all([featured, ...reads]);
  const shown = new Set((shownFirst ?? []).map((listing) => listing._id));
  const result = {} as HomeRows;
  ROW_ORDER.forEach((key, index) => {
    const row = (rows[index] ?? []).filter((listing) => !shown.has(listing._id)).slice(0, size);
    for (const listing of row) shown.add(listing._id);
    result[key] = row;
  });
  return result;
}
