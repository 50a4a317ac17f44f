import type { sellerStars as en } from "../../en/components/seller-stars";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.sellerStars). */
export const sellerStars: typeof en = {
  stars: (rating: number) => `Nyota ${rating} kati ya 5`,
};
