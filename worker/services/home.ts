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

/** The four rows of the home page, each the same query its "View all" link runs on /search. */
export async function homeRows(db: Db): Promise<HomeRows> {
  const [popular, offers, rent, sale] = await Promise.all([
    listingRow(db, rowQuery({ sort: "views", order: "desc" })),
    listingRow(db, rowQuery({ offer: true })),
    listingRow(db, rowQuery({ type: "rent" })),
    listingRow(db, rowQuery({ type: "sale" })),
  ]);
  return { popular, offers, rent, sale };
}
