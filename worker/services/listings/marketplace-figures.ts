import { count, countDistinct } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";
import { visibleListing } from "./listings";

/** What the About page says of Sokoni in numbers: counted, never claimed. */
export interface MarketplaceFigures {
  listings: number;
  sellers: number;
  counties: number;
}

/** The listings the search shows today, the sellers behind them and the counties they are in. */
export async function marketplaceFigures(db: Db): Promise<MarketplaceFigures> {
  const row = await db
    .select({ listings: count(), sellers: countDistinct(listings.userRef), counties: countDistinct(listings.location) })
    .from(listings)
    .where(visibleListing)
    .get();
  return { listings: row?.listings ?? 0, sellers: row?.sellers ?? 0, counties: row?.counties ?? 0 };
}
