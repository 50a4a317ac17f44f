import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { listings } from "../db/schema";
import { visibleListing } from "./listings";

export interface AreaCount {
  /** The area as stored (normalised by `normaliseArea`), e.g. "Kilimani". */
  area: string;
  /** Visible listings that name it. */
  count: number;
}

/**
 * The areas already used in a county (issue 17, item 2), most used first: the create form's
 * suggestions and the filter panel's choices. Read from `listings_area_idx (location, area,
 * created_at) WHERE is_hidden = 0 AND area IS NOT NULL`: the county's entries only, never a row.
 */
export async function areasOf(db: Db, county: string, limit = 60): Promise<AreaCount[]> {
  const count = sql<number>`count(*)`;
  return db
    .select({ area: sql<string>`${listings.area}`, count })
    .from(listings)
    .where(and(visibleListing, eq(listings.location, county), isNotNull(listings.area)))
    .groupBy(listings.area)
    .orderBy(desc(count), listings.area)
    .limit(limit);
}
