import type { ListingInput } from "../../app/domain/listing-input";
import type { RequestContext, SessionUser } from "../context";

/*
 * CONTRACT (issue 16, duplicates and copied photos; the photos helper fills this in):
 * - checkDuplicates: `keys` are the upload keys of the new listing's photos. Throws Refusal(409,
 *   a sentence linking to the existing listing) when a photo (same sha256, or picture hash within
 *   the distance) or the normalised title matches one of the seller's own visible listings in the
 *   same subcategory. Returns the other sellers' listings whose photos match (for flagging).
 * - recordCopiedPhotos: inserts listing_flags rows ("copied_photos") for the new listing against
 *   each match and announces the change to the admins' dashboard.
 */

export interface PhotoMatch {
  otherListingId: number;
  detail: "same" | "similar";
}

export async function checkDuplicates(_ctx: RequestContext, _me: SessionUser, _input: ListingInput, _keys: string[]): Promise<PhotoMatch[]> {
  return [];
}

export async function recordCopiedPhotos(_ctx: RequestContext, _listingId: number, _matches: PhotoMatch[]): Promise<void> {}
