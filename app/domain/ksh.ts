/**
 * Shillings as figures, without words: `1,250,000` and `KSh 1,250,000` read the same in every
 * language (KSh is never translated). No catalogue here, so the home page's small inline script and
 * the catalogue itself can use it; the words around an amount ("/ month") are in app/domain/money.ts.
 */

/**
 * A whole amount grouped as prices are typed and shown: `1,250,000`. Written out rather than
 * through Intl.NumberFormat: a phone's first "en-KE" formatter loads the locale's data, about
 * 45 ms of its main thread, for commas every three digits (Kenya groups the same in both languages).
 */
export function groupedShillings(amount: number): string {
  const whole = Math.round(amount);
  if (!Number.isFinite(whole)) return String(whole);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}

/**
 * A count grouped the same way: `12,400 views`. Not `toLocaleString`, which builds a formatter on
 * every call: the home page's category counts cost a phone 140 ms that way.
 */
export function groupedCount(count: number): string {
  return groupedShillings(count);
}

/** `KSh 1,250,000`, or null for anything that is not a finite number. */
export function kshAmount(amount: unknown): string | null {
  return typeof amount === "number" && Number.isFinite(amount) ? `KSh ${groupedShillings(amount)}` : null;
}
