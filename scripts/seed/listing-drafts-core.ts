/**
 * Shared building blocks of the seed listing generator (listing-drafts.ts): the PRNG, the limits every
 * draft must respect, small random and formatting helpers, and the types the makers share.
 */
import type { Condition, ListingAttributes, ListingType } from "../../app/domain/catalog.ts";
import type { Place } from "./listing-templates.ts";

export type Rng = () => number;

export const NAME_MIN = 10;
export const NAME_MAX = 62;
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 600;
export const PRICE_MIN = 50;
export const PRICE_MAX = 49_000_000_000;
/** A fixed year rather than the clock, so that a seed gives the same drafts in any year. */
export const LATEST_YEAR = 2025;

/** mulberry32: tiny, fast and good enough for seed data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  const value = list[Math.floor(rng() * list.length)];
  if (value === undefined) throw new Error("pick() on an empty list");
  return value;
}
export const int = (rng: Rng, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));
export const between = (rng: Rng, lo: number, hi: number): number => lo + rng() * (hi - lo);
export const chance = (rng: Rng, p: number): boolean => rng() < p;
export const money = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
export const article = (word: string): string => (/^[AEIOU]/i.test(word) ? "an" : "a");

/** Rounds to the steps sellers actually use (KSh 18,500, not 18,437). */
export function nice(price: number): number {
  const step =
    price < 200 ? 5 : price < 2_000 ? 50 : price < 20_000 ? 100 : price < 200_000 ? 500 : price < 2_000_000 ? 5_000 : price < 20_000_000 ? 50_000 : 100_000;
  return Math.max(PRICE_MIN, Math.round(price / step) * step);
}

/** Appends the ending only when the result still fits, which keeps names in range by construction. */
export function titled(core: string, ending: string | null, joiner = ", "): string {
  if (ending === null || ending === "") return core;
  const full = `${core}${joiner}${ending}`;
  return full.length <= NAME_MAX ? full : core;
}

export function fill(text: string, vars: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? key);
}

export interface Spot {
  place: Place;
  area: string;
  premium: boolean;
}

export type Voice = "shop" | "private" | "animal" | "property" | "service" | "job" | "cv";

export interface Body {
  name: string;
  lead: string[];
  voice: Voice;
  attributes: ListingAttributes;
  condition: Condition | null;
  type: ListingType;
  price: number;
}

export type Maker = (rng: Rng, at: Spot) => Body;
