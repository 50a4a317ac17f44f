import type { RequestContext } from "../context";

/*
 * CONTRACT (issue 16, price warning; the limits helper fills this in):
 * - refreshPriceGroup: recomputes the price_medians row of the listing's (subcategory, type,
 *   condition) group from the visible listings (index-backed), never failing the write that
 *   called it (errors are logged).
 */

export async function refreshPriceGroup(
  _ctx: RequestContext,
  _listing: { subcategory: string | null; type: "sale" | "rent"; condition: string | null },
): Promise<void> {}
