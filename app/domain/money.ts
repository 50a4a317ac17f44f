import type { ListingType } from "./catalog";

const shillings = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** A whole amount grouped as prices are typed and shown: `1,250,000`. */
export function groupedShillings(amount: number): string {
  return shillings.format(Math.round(amount));
}

/** Whole shillings in en-KE format: `KSh 1,250,000`; rent adds `/ month`; non-numbers are `N/A`. */
export function formatKsh(amount: unknown, type: ListingType = "sale"): string {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "N/A";
  const text = `KSh ${groupedShillings(amount)}`;
  return type === "rent" ? `${text} / month` : text;
}

/** The price a buyer pays: the discount only counts when the listing is an offer and it is numeric. */
export function effectivePrice(listing: { offer: boolean; regularPrice: number; discountPrice?: number | null }): number {
  return listing.offer && typeof listing.discountPrice === "number" ? listing.discountPrice : listing.regularPrice;
}

/** Amount off for the detail screen's badge, or null when there is no real discount. */
export function amountOff(listing: { offer: boolean; regularPrice: number; discountPrice?: number | null }): number | null {
  if (!listing.offer || typeof listing.discountPrice !== "number") return null;
  const off = listing.regularPrice - listing.discountPrice;
  return off > 0 ? off : null;
}
