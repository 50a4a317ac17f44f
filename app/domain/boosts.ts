import { STRINGS } from "../i18n";

/**
 * Boosts: a seller pays by M-Pesa to be seen. "Top" puts the listing first in search and
 * browse for its category (at most TOP_PER_PAGE a page, in turn with the other Top listings);
 * "Featured" puts it in the Featured row at the top of the home page. Prices in whole shillings.
 * Fees are non-refundable (terms of service): a boosted listing that is hidden, sold or expired stops
 * showing as boosted, and its boost runs out on its own clock.
 */
export type BoostKind = "top" | "featured";

export interface BoostPackage {
  id: string;
  /** The package's name in the reader's language (read each time: a getter over the catalogue). */
  readonly name: string;
  kind: BoostKind;
  days: number;
  /** KSh */
  price: number;
}

type PackageId = keyof typeof STRINGS.domain.boosts;

function boost(id: PackageId, kind: BoostKind, days: number, price: number): BoostPackage {
  return {
    id,
    get name() {
      return STRINGS.domain.boosts[id];
    },
    kind,
    days,
    price,
  };
}

export const BOOST_PACKAGES: readonly BoostPackage[] = [
  boost("top-7", "top", 7, 350),
  boost("top-30", "top", 30, 1000),
  boost("featured-7", "featured", 7, 1500),
];

export function boostPackage(id: unknown): BoostPackage | null {
  return BOOST_PACKAGES.find((pack) => pack.id === id) ?? null;
}

/** Top listings shown above a page of results, and cards in the home page's Featured row. */
export const TOP_PER_PAGE = 3;
export const FEATURED_ROW_SIZE = 4;
/** How often the turn moves on: every boosted listing gets its share of first places over time. */
export const BOOST_ROTATION_MS = 60_000;

const DAY_MS = 86_400_000;

/**
 * The window a paid boost gives: it starts now, or where the listing's boost of that kind ends when
 * one still runs (paying again extends it), and lasts the package's days.
 */
export function boostWindow(currentUntil: Date | null, now: Date, days: number): { from: Date; until: Date } {
  const from = currentUntil && currentUntil.getTime() > now.getTime() ? currentUntil : now;
  return { from, until: new Date(from.getTime() + days * DAY_MS) };
}

/** A boost is live until its end (exclusive). */
export function boostLive(until: Date | null | undefined, now: Date): boolean {
  return until instanceof Date && until.getTime() > now.getTime();
}

/**
 * Which boosted listings a page shows, in turn: the listings in id order, rotated by one place each
 * BOOST_ROTATION_MS, and cut into pages of `perPage`, so page 2 shows the next ones and, over time,
 * each listing is first as often as any other. A page past the boosted listings shows none: a Top
 * listing never comes round again on a later page of the same list (fewer than `perPage`: all of
 * them on the first page only).
 */
export function boostSlots(ids: readonly number[], { page, now, perPage }: { page: number; now: number; perPage: number }): number[] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0 || perPage <= 0) return [];
  const turn = Math.floor(now / BOOST_ROTATION_MS);
  const from = Math.max(0, page - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, n - from));
  return Array.from({ length: count }, (_, index) => sorted[(((turn + from + index) % n) + n) % n] as number);
}
