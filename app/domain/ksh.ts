/**
 * Shillings as figures, without words: `1,250,000` and `KSh 1,250,000` read the same in every
 * language (KSh is never translated). No catalogue here, so the home page's small inline script and
 * the catalogue itself can use it; the words around an amount ("/ month") are in app/domain/money.ts.
 */

/** Made on first use: a page's script that may show no price does not pay for the formatter. */
let shillings: Intl.NumberFormat | undefined;

/** A whole amount grouped as prices are typed and shown: `1,250,000`. */
export function groupedShillings(amount: number): string {
  shillings ??= new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0, minimumFractionDigits: 0 });
  return shillings.format(Math.round(amount));
}

/** `KSh 1,250,000`, or null for anything that is not a finite number. */
export function kshAmount(amount: unknown): string | null {
  return typeof amount === "number" && Number.isFinite(amount) ? `KSh ${groupedShillings(amount)}` : null;
}
