import { defaultListingQuery, type ListingQuery } from "../../app/domain/listing-query";
import { LIMITS } from "../../app/domain/limits";
import type { Db } from "../db/client";
import type { ListingJson } from "./listing-json";
import { listingRow } from "./listings";

export interface HomeRows {
  popular: ListingJson[];
  offers: ListingJson[];
  rent: ListingJson[];
  sale: ListingJson[];
}

function rowQuery(overrides: Partial<ListingQuery>): ListingQuery {
  return { ...defaultListingQuery(), limit: LIMITS.homeRowSize, ...overrides };
}

/**
 * The four rows of the home page, each the same query its "View all" link runs on /search, less
 * the listings their sellers marked unavailable: a shop window shows what can still be bought.
 */
export async function homeRows(db: Db): Promise<HomeRows> {
  const row = (overrides: Partial<ListingQuery>) => listingRow(db, rowQuery(overrides), { availableOnly: true });
  const [popular, offers, rent, sale] = await Promise.all([
    row({ sort: "views", order: "desc" }),
    row({ offer: true }),
    row({ type: "rent" }),
    row({ type: "sale" }),
  ]);
  return { popular, offers, rent, sale };
}
