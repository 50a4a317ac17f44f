import { sql } from "drizzle-orm";
import type { ContactChannel } from "../../app/domain/listing-actions";
import type { Db } from "../db/client";
import { listingInteractions } from "../db/schema";

/** One contact click (Call, WhatsApp, message): a single atomic upsert. */
export async function countInteraction(db: Db, id: number, channel: ContactChannel): Promise<void> {
  await db
    .insert(listingInteractions)
    .values({ listingId: id, channel, count: 1 })
    .onConflictDoUpdate({ target: [listingInteractions.listingId, listingInteractions.channel], set: { count: sql`${listingInteractions.count} + 1` } })
    // A click on a listing deleted a moment ago is not an error worth telling anyone about.
    .catch((error: unknown) => {
      if (!String(error).includes("FOREIGN KEY")) throw error;
    });
}
