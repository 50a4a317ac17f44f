/**
 * Believable Kenyan classifieds for seeding: every draft is built from the variation tables in
 * listing-templates.ts with a caller-supplied PRNG, so a seed always gives the same catalogue.
 * The makers live in listing-drafts-vehicles-property.ts and listing-drafts-goods.ts, and the shared
 * PRNG, limits and helpers in listing-drafts-core.ts.
 */
// Explicit .ts extensions let this run under plain `node --experimental-strip-types` as well as Vite/Vitest.
import { CATEGORY_TREE, COUNTIES } from "../../app/domain/catalog.ts";
import type { CategoryName, Condition, County, ListingAttributes, ListingType } from "../../app/domain/catalog.ts";
import { GOODS, PLACES } from "./listing-templates.ts";
import type { GoodsSpec, Place } from "./listing-templates.ts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, NAME_MAX, NAME_MIN, PRICE_MAX, PRICE_MIN, between, chance, fill, nice, pick } from "./listing-drafts-core.ts";
import type { Body, Maker, Rng, Spot, Voice } from "./listing-drafts-core.ts";
import { goods } from "./listing-drafts-goods.ts";
import { apartment, car, commercial, cv, house, job, land, motorcycle, truck } from "./listing-drafts-vehicles-property.ts";

export { createRng, DESCRIPTION_MAX, DESCRIPTION_MIN, NAME_MAX, NAME_MIN, PRICE_MAX, PRICE_MIN } from "./listing-drafts-core.ts";
export type { Rng } from "./listing-drafts-core.ts";

export interface ListingDraft {
  name: string;
  description: string;
  category: CategoryName;
  subcategory: string | null;
  location: County;
  /** The town or estate below the county, or null: about one seller in ten leaves it out. */
  area: string | null;
  attributes: ListingAttributes;
  condition: Condition | null;
  type: ListingType;
  regularPrice: number;
  discountPrice: number | null;
}

const OFFER_SHARE = 0.23;

interface Slot {
  category: CategoryName;
  subcategory: string | null;
  weight: number;
  make: Maker;
  offers: boolean;
  /** Homes, farms and animals are never placed in a CBD. */
  residential: boolean;
}

const WHERE: Record<Voice, readonly string[]> = {
  shop: [
    "Our shop is in {area}, {county} County, and we deliver countrywide.",
    "Pick-up is in {area}, or we can send it by courier.",
    "We are in {area}, and delivery within {county} is available.",
  ],
  private: [
    "Viewing is in {area}, {county} County.",
    "I am in {area} and can meet you at a convenient place.",
    "You can view it in {area} any day of the week.",
  ],
  animal: ["You are welcome to see them in {area}, {county} County.", "They are in {area}, and transport can be arranged within {county}."],
  property: [
    "Viewing is by appointment in {area}, {county} County.",
    "Call us to arrange a viewing in {area}.",
    "The property is in {area}, a short walk from the main road.",
  ],
  service: ["We serve {area} and the rest of {county} County.", "Based in {area}, we travel to clients across {county}."],
  job: ["The job is based in {area}, {county} County.", "The workplace is in {area}, and people living nearby are preferred."],
  cv: ["I am based in {area} and can relocate within {county} County.", "I live in {area}, {county}, and can start immediately."],
};
const CLOSE: Record<Voice, readonly string[]> = {
  shop: ["Call or WhatsApp for more photos.", "Payment is by M-Pesa or bank transfer.", "Visit us Monday to Saturday."],
  private: [
    "Price is slightly negotiable for serious buyers.",
    "Call or WhatsApp for more photos.",
    "Kindly call before coming over.",
    "No time wasters please.",
  ],
  animal: ["Call or WhatsApp for photos and videos.", "Serious buyers only, please.", "Price is slightly negotiable for buyers taking many."],
  property: ["Genuine clients only, no brokers please.", "Call or WhatsApp for more photos and a video tour.", "Kindly call before coming for viewing."],
  service: ["Call or WhatsApp to book.", "Payment is by M-Pesa after the job is done.", "Weekend bookings are available."],
  job: ["Send your CV and certificates via WhatsApp.", "Only shortlisted candidates will be contacted.", "Applications close at the end of the month."],
  cv: [
    "My CV and certificates are available on request.",
    "Please call or WhatsApp me for an interview.",
    "I have good references from my previous employers.",
  ],
};

/** Slots with their own generator, and their share of listings (goods slots carry theirs in the spec). */
const SPECIAL: Readonly<Record<string, readonly [number, Maker]>> = {
  "Vehicles/Cars": [6, car],
  "Vehicles/Motorcycles": [3, motorcycle],
  "Vehicles/Trucks": [1.5, truck],
  "Property/Houses": [5, house],
  "Property/Apartments": [11, apartment],
  "Property/Land": [4, land],
  "Property/Commercial Properties": [3, commercial],
  "Seeking Work CVs/": [2, cv],
  "Jobs/": [2.5, job],
};

/** Several specs may share a subcategory; each is drawn in proportion to its own weight. */
function goodsSlot(specs: readonly GoodsSpec[]): readonly [number, Maker] {
  const pickSpec = weighted(specs.map((spec) => ({ weight: spec.weight, make: goods(spec) })));
  return [specs.reduce((sum, s) => sum + s.weight, 0), (rng, at) => pickSpec(rng).make(rng, at)];
}

/** One slot per subcategory (or per category without any), in catalogue order. */
const SLOTS: readonly Slot[] = CATEGORY_TREE.flatMap((category): Slot[] => {
  const subs: readonly (string | null)[] = category.subcategories.length > 0 ? category.subcategories : [null];
  return subs.map((subcategory) => {
    const special = SPECIAL[`${category.name}/${subcategory ?? ""}`];
    const specs = GOODS.filter((g) => g.category === category.name && g.subcategory === subcategory);
    const [weight, make] = special ?? (specs.length > 0 ? goodsSlot(specs) : [0, null]);
    if (make === null) throw new Error(`No template for ${category.name} / ${subcategory}`);
    const outdoors = specs.some((s) => s.kind === "animal" || s.kind === "food");
    const residential = outdoors || ["Houses", "Apartments", "Land"].includes(subcategory ?? "");
    const offers = category.name !== "Jobs" && category.name !== "Seeking Work CVs";
    return { category: category.name, subcategory, weight, make, offers, residential };
  });
});

const PLACE_OF = new Map(PLACES.map((p) => [p.county, p]));
const HOME_AREAS = new Map(PLACES.map((p) => [p, p.areas.filter((a) => !a.includes("CBD"))]));
for (const county of COUNTIES) if (!PLACE_OF.has(county)) throw new Error(`No places for ${county}`);

function weighted<T extends { weight: number }>(list: readonly T[]): (rng: Rng) => T {
  const total = list.reduce((sum, x) => sum + x.weight, 0);
  return (rng) => {
    let r = rng() * total;
    for (const x of list) {
      r -= x.weight;
      if (r < 0) return x;
    }
    return list[list.length - 1]!;
  };
}
const pickSlot = weighted(SLOTS);
const pickPlace = weighted(PLACES);

/** Every fourth draft walks the counties in a fixed stride, so any 188 drafts touch all 47. */
function placeFor(rng: Rng, index: number): Place {
  if (index % 4 !== 0) return pickPlace(rng);
  return PLACE_OF.get(COUNTIES[((index / 4) * 17) % COUNTIES.length]!)!;
}

function describe(rng: Rng, body: Body, at: Spot): string {
  const vars = { area: at.area, county: at.place.county };
  const closers = CLOSE[body.voice];
  const parts = [...body.lead.slice(0, 3), pick(rng, WHERE[body.voice])];
  if (chance(rng, 0.7)) parts.push(pick(rng, closers));
  const text = (): string => fill(parts.join(" "), vars);
  // Terse leads are topped up with the remaining closing lines until the text reads as a full ad.
  for (const extra of closers) {
    if (parts.length >= 5 || text().length >= DESCRIPTION_MIN) break;
    if (!parts.includes(extra)) parts.push(extra);
  }
  while (parts.length > 2 && text().length > DESCRIPTION_MAX) parts.splice(1, 1);
  return text();
}

function discountFor(rng: Rng, regular: number): number | null {
  const offered = nice(regular * between(rng, 0.78, 0.95));
  const lower = offered < regular ? offered : regular - Math.max(1, Math.round(regular * 0.05));
  return lower >= PRICE_MIN && lower < regular ? lower : null;
}

function check(d: ListingDraft): ListingDraft {
  const problems = [
    d.name.length < NAME_MIN || d.name.length > NAME_MAX ? `name length ${d.name.length}` : "",
    d.description.length < DESCRIPTION_MIN || d.description.length > DESCRIPTION_MAX ? "description length" : "",
    !Number.isInteger(d.regularPrice) || d.regularPrice < PRICE_MIN || d.regularPrice > PRICE_MAX ? "price" : "",
    d.discountPrice !== null && !(d.discountPrice >= PRICE_MIN && d.discountPrice < d.regularPrice) ? "discount" : "",
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`Invalid draft "${d.name}": ${problems.join(", ")}`);
  return d;
}

/**
 * Deterministic for a given rng. The first 2 x (subcategories + 2) drafts visit every category and
 * subcategory twice in catalogue order; every fourth draft walks all 47 counties.
 */
export function generateListingDrafts(rng: Rng, count: number): ListingDraft[] {
  return [...listingDrafts(rng, count)];
}

/** The same drafts one at a time: two million of them would not fit in memory at once. */
export function* listingDrafts(rng: Rng, count: number): Generator<ListingDraft> {
  for (let index = 0; index < count; index++) {
    const slot = index < SLOTS.length * 2 ? SLOTS[index % SLOTS.length]! : pickSlot(rng);
    const place = placeFor(rng, index);
    const area = pick(rng, slot.residential ? HOME_AREAS.get(place)! : place.areas);
    const at: Spot = { place, area, premium: place.premium.includes(area) };
    const body = slot.make(rng, at);
    yield check({
      name: body.name,
      description: describe(rng, body, at),
      category: slot.category,
      subcategory: slot.subcategory,
      location: place.county,
      // Drawn without the rng, so adding areas left every other part of the catalogue as it was.
      area: index % 10 === 7 ? null : area,
      attributes: body.attributes,
      condition: body.condition,
      type: body.type,
      regularPrice: body.price,
      discountPrice: slot.offers && chance(rng, OFFER_SHARE) ? discountFor(rng, body.price) : null,
    });
  }
}
