/**
 * Believable Kenyan classifieds for seeding: every draft is built from the variation tables in
 * listing-templates.ts with a caller-supplied PRNG, so a seed always gives the same catalogue.
 */
// Explicit .ts extensions let this run under plain `node --experimental-strip-types` as well as Vite/Vitest.
import { CATEGORY_TREE, COUNTIES } from "../../app/domain/catalog.ts";
import type { CategoryName, Condition, County, ListingAttributes, ListingType } from "../../app/domain/catalog.ts";
import { CARS, CV_ROLES, FIRST_NAMES, GOODS, JOB_ROLES, MOTORCYCLES, PLACES, TRUCKS } from "./listing-templates.ts";
import type { GoodsSpec, Place, RoleRow } from "./listing-templates.ts";

export interface ListingDraft {
  name: string;
  description: string;
  category: CategoryName;
  subcategory: string | null;
  location: County;
  attributes: ListingAttributes;
  condition: Condition | null;
  type: ListingType;
  regularPrice: number;
  discountPrice: number | null;
}

export type Rng = () => number;

export const NAME_MIN = 10;
export const NAME_MAX = 62;
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 600;
export const PRICE_MIN = 50;
export const PRICE_MAX = 49_000_000_000;
/** A fixed year rather than the clock, so that a seed gives the same drafts in any year. */
const LATEST_YEAR = 2025;
const OFFER_SHARE = 0.23;

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

function pick<T>(rng: Rng, list: readonly T[]): T {
  const value = list[Math.floor(rng() * list.length)];
  if (value === undefined) throw new Error("pick() on an empty list");
  return value;
}
const int = (rng: Rng, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));
const between = (rng: Rng, lo: number, hi: number): number => lo + rng() * (hi - lo);
const chance = (rng: Rng, p: number): boolean => rng() < p;
const money = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const article = (word: string): string => (/^[AEIOU]/i.test(word) ? "an" : "a");

/** Rounds to the steps sellers actually use (KSh 18,500, not 18,437). */
function nice(price: number): number {
  const step = price < 200 ? 5 : price < 2_000 ? 50 : price < 20_000 ? 100 : price < 200_000 ? 500
    : price < 2_000_000 ? 5_000 : price < 20_000_000 ? 50_000 : 100_000;
  return Math.max(PRICE_MIN, Math.round(price / step) * step);
}

/** Appends the ending only when the result still fits, which keeps names in range by construction. */
function titled(core: string, ending: string | null, joiner = ", "): string {
  if (ending === null || ending === "") return core;
  const full = `${core}${joiner}${ending}`;
  return full.length <= NAME_MAX ? full : core;
}

function fill(text: string, vars: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? key);
}

interface Spot {
  place: Place;
  area: string;
  premium: boolean;
}

type Voice = "shop" | "private" | "animal" | "property" | "service" | "job" | "cv";

interface Body {
  name: string;
  lead: string[];
  voice: Voice;
  attributes: ListingAttributes;
  condition: Condition | null;
  type: ListingType;
  price: number;
}

type Maker = (rng: Rng, at: Spot) => Body;

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
  shop: ["Our shop is in {area}, {county} County, and we deliver countrywide.",
    "Pick-up is in {area}, or we can send it by courier.",
    "We are in {area}, and delivery within {county} is available."],
  private: ["Viewing is in {area}, {county} County.", "I am in {area} and can meet you at a convenient place.",
    "You can view it in {area} any day of the week."],
  animal: ["You are welcome to see them in {area}, {county} County.",
    "They are in {area}, and transport can be arranged within {county}."],
  property: ["Viewing is by appointment in {area}, {county} County.", "Call us to arrange a viewing in {area}.",
    "The property is in {area}, a short walk from the main road."],
  service: ["We serve {area} and the rest of {county} County.",
    "Based in {area}, we travel to clients across {county}."],
  job: ["The job is based in {area}, {county} County.",
    "The workplace is in {area}, and people living nearby are preferred."],
  cv: ["I am based in {area} and can relocate within {county} County.",
    "I live in {area}, {county}, and can start immediately."],
};
const CLOSE: Record<Voice, readonly string[]> = {
  shop: ["Call or WhatsApp for more photos.", "Payment is by M-Pesa or bank transfer.",
    "Visit us Monday to Saturday."],
  private: ["Price is slightly negotiable for serious buyers.", "Call or WhatsApp for more photos.",
    "Kindly call before coming over.", "No time wasters please."],
  animal: ["Call or WhatsApp for photos and videos.", "Serious buyers only, please.",
    "Price is slightly negotiable for buyers taking many."],
  property: ["Genuine clients only, no brokers please.", "Call or WhatsApp for more photos and a video tour.",
    "Kindly call before coming for viewing."],
  service: ["Call or WhatsApp to book.", "Payment is by M-Pesa after the job is done.",
    "Weekend bookings are available."],
  job: ["Send your CV and certificates via WhatsApp.", "Only shortlisted candidates will be contacted.",
    "Applications close at the end of the month."],
  cv: ["My CV and certificates are available on request.", "Please call or WhatsApp me for an interview.",
    "I have good references from my previous employers."],
};
const CONDITION_LINES: Record<Condition, readonly string[]> = {
  New: ["Brand new and unused, still in the original packaging.", "New stock that arrived this week.",
    "Brand new with a receipt and shop warranty."],
  Used: ["Used for a short while and still in very good condition.", "Well kept, and it has no faults at all.",
    "Well taken care of, with only small signs of use."],
  Refurbished: ["Refurbished and fully tested, and it works like new.",
    "Ex-UK stock, cleaned and checked by our technicians.", "It comes with a three month warranty from our shop."],
};
const CONDITION_TAGS: Record<Condition, readonly string[]> = {
  New: ["Brand New", "New"], Used: ["Used, Clean", "Quick Sale", "Negotiable"], Refurbished: ["Ex-UK", "Refurbished"],
};
const HIRE_LINES = ["Available for hire by the month, with delivery to site.",
  "Hire terms are flexible, and a refundable deposit is required."];
const AMENITIES = ["Water is available 24/7 with a borehole backup.",
  "Tokens are prepaid, and security is provided round the clock.",
  "The compound is well lit, with CCTV and a backup generator.",
  "Shops, schools and matatu stages are a few minutes away."];
const COLORS = "Black/White/Navy Blue/Maroon/Beige/Brown/Grey/Red/Mustard/Olive Green/Pink/Royal Blue".split("/");

/** Kenyan plates skip I and O; a series moves about three letters a year (KBx to 2012, KCx to 2019, then KDx). */
const PLATE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
function plate(rng: Rng, year: number): string {
  const registered = Math.min(LATEST_YEAR, year + int(rng, 1, 6));
  const [series, start] = registered < 2013 ? ["KB", 2006] : registered < 2020 ? ["KC", 2013] : ["KD", 2020];
  return `${series}${PLATE_LETTERS[(registered - start) * 3 + int(rng, 0, 2)]} reg`;
}

const car: Maker = (rng, at) => {
  const [make, model, cc, base, from, to, flags] = pick(rng, CARS);
  const hire = flags.includes("h") && chance(rng, 0.12);
  const isNew = !hire && flags.includes("n") && chance(rng, 0.12);
  const year = isNew ? LATEST_YEAR : int(rng, from, to);
  // New units are priced off the newest used import, plus the dealer margin.
  const value = base * 1.087 ** (Math.min(year, to + 1) - 2015) * between(rng, 0.9, 1.1) * (isNew ? 1.15 : 1);
  const fuel = flags.includes("d") ? "diesel" : "petrol";
  const gear = flags.includes("d") && chance(rng, 0.4) ? "manual" : "automatic";
  const lead = [`${year} ${make} ${model} with a ${cc}cc ${fuel} engine and ${gear} gearbox.`];
  let name: string;
  if (hire) {
    name = titled(`${make} ${model} for Hire, Monthly`, at.area);
    lead.push("Ideal for Uber, Bolt or company errands, and insurance is fully covered.",
      "You fuel it yourself, and a refundable deposit is required.");
  } else if (isNew) {
    name = chance(rng, 0.5) ? `Brand New ${year} ${make} ${model}` : titled(`${make} ${model} ${year}`, "Brand New");
    lead.push("Zero mileage, with full dealer warranty and free first service.");
  } else if (year >= LATEST_YEAR - 8 && chance(rng, 0.3)) {
    // Kenya only lets in cars up to eight years old, so only those can be fresh imports.
    name = titled(`${year} ${make} ${model} ${cc}cc`, "Fresh Import");
    lead.push(`Mileage is about ${money(int(rng, 40, 95) * 1000)} km, and duty is fully paid.`,
      "Just cleared from Mombasa port, so you will be the first local owner.");
  } else {
    name = chance(rng, 0.6) ? titled(`${year} ${make} ${model} ${cc}cc`, plate(rng, year))
      : titled(`${make} ${model} ${year}`, pick(rng, ["Locally Used", "Very Clean", "Accident Free"]));
    lead.push(`Mileage is ${money((LATEST_YEAR - year + 1) * int(rng, 14, 22) * 1000)} km with full service records.`,
      pick(rng, ["The logbook is in my name and ready for transfer.", "Accident free and never repainted.",
        "New tyres were fitted last month."]));
  }
  return { name, lead, voice: "private", attributes: { make, model, year }, condition: isNew ? "New" : "Used",
    type: hire ? "rent" : "sale", price: nice(hire ? value * 0.045 : value) };
};

const motorcycle: Maker = (rng, at) => {
  const [make, model, cc, newPrice, from] = pick(rng, MOTORCYCLES);
  const isNew = chance(rng, 0.35);
  const year = isNew ? LATEST_YEAR : int(rng, Math.max(from, LATEST_YEAR - 8), LATEST_YEAR - 1);
  const price = newPrice * (isNew ? between(rng, 0.97, 1.05) : 0.87 ** (LATEST_YEAR - year) * between(rng, 0.8, 0.9));
  const name = isNew ? titled(`${make} ${model}`, pick(rng, ["Brand New", "Free Helmet", "Brand New, Boda Ready"]))
    : titled(`${year} ${make} ${model}`, pick(rng, ["Logbook Ready", "Boda Boda", `in ${at.area}`, "Very Clean"]));
  const lead = [`${cc}cc engine that is easy on fuel and strong enough for boda boda work.`,
    isNew ? "It comes with a helmet, a reflector jacket and a free first service."
      : "The engine is quiet with no leaks, and the tyres are still good."];
  return { name, lead, voice: isNew ? "shop" : "private", attributes: { make, model, year },
    condition: isNew ? "New" : "Used", type: "sale", price: nice(price) };
};

const truck: Maker = (rng, at) => {
  const [make, model, bodies, base, from, to, flags] = pick(rng, TRUCKS);
  const body = pick(rng, bodies.split("/"));
  const hire = chance(rng, 0.12);
  const isNew = !hire && flags.includes("n") && chance(rng, 0.15);
  const year = isNew ? LATEST_YEAR : int(rng, from, to);
  const value = base * 1.06 ** (year - 2015) * between(rng, 0.9, 1.1);
  const name = hire ? titled(`${make} ${model} ${body} for Hire`, at.area)
    : isNew ? titled(`${make} ${model} ${body}`, "Brand New")
    : titled(`${year} ${make} ${model} ${body}`, plate(rng, year));
  const lead = [pick(rng, ["The body is strong and the engine pulls well on hills.",
    "Good for moving building materials, farm produce and goods upcountry."]),
  hire ? "Hire is per month with an experienced driver, and fuel is on the client."
    : isNew ? "New from the dealer with full warranty." : "It has been serviced on time and is working daily."];
  return { name, lead, voice: "private", attributes: { make, model, year }, condition: isNew ? "New" : "Used",
    type: hire ? "rent" : "sale", price: nice(hire ? value * 0.07 : value) };
};

/** Property costs most in Nairobi's upmarket estates and least upcountry. */
const valueAt = (at: Spot): number => [1, 0.7, 0.45][at.place.tier - 1]! * (at.premium ? 1.6 : 1);

const apartment: Maker = (rng, at) => {
  const bedrooms = pick(rng, [1, 1, 2, 2, 2, 3, 3, 4]);
  // Upcountry blocks are built to let, so only the big urban counties list flats for sale.
  const rent = at.place.tier === 3 || chance(rng, 0.8);
  const furnished = chance(rng, rent ? 0.2 : 0.1);
  const scale = valueAt(at) * (furnished ? 1.5 : 1) * between(rng, 0.85, 1.2);
  const base = rent ? [18_000, 32_000, 55_000, 90_000] : [3.2e6, 5.5e6, 9e6, 15e6];
  const core = !rent ? `${bedrooms} Bedroom Apartment for Sale` : pick(rng, [
    `${bedrooms}-Bedroom Apartment in ${at.area}`, `Spacious ${bedrooms} Bedroom Apartment to Let`,
    `${furnished ? "Furnished " : ""}${bedrooms}BR Apartment to Let`]);
  const rooms = bedrooms > 1 ? `${bedrooms} bedrooms, a master ensuite` : "1 bedroom";
  const lead = [`The apartment has ${rooms} and an open-plan kitchen.`, pick(rng, AMENITIES),
    rent ? "Deposit is one month's rent, and the unit is ready from the 1st."
      : "It comes with a sectional title, and the transfer is done through a lawyer."];
  const attributes = { bedrooms, bathrooms: bedrooms === 1 ? 1 : int(rng, bedrooms - 1, bedrooms),
    parking: at.premium || chance(rng, at.place.tier < 3 ? 0.8 : 0.5), furnished };
  return { name: core.includes(at.area) ? core : titled(core, at.area), lead, voice: "property", attributes,
    condition: null, type: rent ? "rent" : "sale", price: nice(base[bedrooms - 1]! * scale) };
};

const house: Maker = (rng, at) => {
  const bedrooms = pick(rng, [2, 3, 3, 3, 4, 4, 4, 5, 5, 6]);
  const upmarket = at.premium && bedrooms >= 4;
  const style = pick(rng, upmarket ? ["Villa", "Townhouse", "Maisonette"] : ["Bungalow", "Maisonette", "House"]);
  const rent = chance(rng, 0.6);
  const furnished = chance(rng, 0.1);
  const scale = valueAt(at) * (furnished ? 1.3 : 1) * between(rng, 0.85, 1.2);
  const base = rent ? [22_000, 35_000, 60_000, 110_000, 180_000] : [4.5e6, 7.5e6, 14e6, 28e6, 45e6];
  const deal = rent ? "to Let" : "for Sale";
  const home = `${bedrooms} Bedroom ${style}`;
  const name = [`${home}${bedrooms >= 4 ? " with DSQ" : ""} ${deal} in ${at.area}`, `${home} ${deal} in ${at.area}`,
    `${home} ${deal}`].find((n) => n.length <= NAME_MAX) ?? home;
  const lead = [`A ${bedrooms} bedroom ${style.toLowerCase()} on a quiet, secure road with a master ensuite.`,
    bedrooms >= 4 ? "There is a servant quarter (DSQ) and a perimeter wall with an electric fence."
      : pick(rng, AMENITIES),
    rent ? "Rent is due by the 5th, and one month's deposit is required."
      : "The title deed is ready, and a copy can be shared before viewing."];
  const bathrooms = Math.min(10, bedrooms + int(rng, -1, 1));
  const attributes = { bedrooms, bathrooms, parking: chance(rng, 0.9), furnished };
  return { name, lead, voice: "property", attributes, condition: null, type: rent ? "rent" : "sale",
    price: nice(base[bedrooms - 2]! * scale) };
};

/** Plot sizes with their area in eighths of an acre (a 50x100 plot is about one eighth). */
const PLOTS: readonly (readonly [string, number])[] = [["50x100 Plot", 1], ["1/8 Acre Plot", 1], ["1/4 Acre", 2],
  ["1/2 Acre", 4], ["1 Acre", 8], ["2 Acres", 16], ["5 Acres", 40], ["10 Acres", 80]];

const land: Maker = (rng, at) => {
  // Towns sell small plots; upcountry listings lean towards whole acres of farmland.
  const [size, eighths] = PLOTS[Math.min(PLOTS.length - 1, int(rng, 0, 3) + (at.place.tier - 1) * int(rng, 0, 2))]!;
  const tier = at.place.tier;
  const perEighth = tier === 1 ? (at.premium ? 14e6 : 4e6) : tier === 2 ? (at.premium ? 6e6 : 1.6e6) : 2.8e5;
  const name = pick(rng, [`${size} for Sale in ${at.area}`, titled(`${size} with Ready Title`, at.area),
    titled(`Prime ${size}`, at.area)]);
  const lead = [eighths >= 8 ? "Good red soil, suitable for farming or subdividing."
    : "The area is developing fast, with power and water nearby.",
  pick(rng, ["Title deed is ready, and we do free site visits every Saturday.",
    "Payment can be spread over six months.", `It is about ${int(rng, 1, 5)} km from the tarmac.`])];
  return { name, lead, voice: "property", attributes: { parking: false, furnished: false }, condition: null,
    type: "sale", price: nice(perEighth * eighths ** 0.8 * between(rng, 0.85, 1.2)) };
};

const commercial: Maker = (rng, at) => {
  const kind = pick(rng, ["Shop", "Office Space", "Warehouse", "Commercial Building"] as const);
  const upcountry = at.place.tier === 3;
  // Offices are let, not sold, outside the big towns, and they are smaller there.
  const rent = kind !== "Commercial Building" && (chance(rng, 0.8) || (kind === "Office Space" && upcountry));
  const sqft = kind === "Shop" ? int(rng, 15, 40) * 10
    : kind === "Office Space" ? int(rng, 5, upcountry ? 12 : 30) * 100 : int(rng, 3, 12) * 1000;
  const scale = valueAt(at) * between(rng, 0.8, 1.25);
  const perSqft = kind === "Warehouse" ? (rent ? 55 : 6_000) : rent ? 100 : 12_000;
  const price = kind === "Commercial Building" ? int(rng, 3, 6) * 15e6 * scale : sqft * perSqft * scale;
  const label = kind === "Warehouse" ? pick(rng, ["Warehouse", "Godown"]) : kind;
  const name = kind === "Commercial Building" ? `Commercial Building for Sale in ${at.area}`
    : titled(`${label} ${money(sqft)} sq ft ${rent ? "to Let" : "for Sale"}`, at.area);
  const lead = [kind === "Commercial Building" ? "Fully let to tenants, with a steady monthly income."
    : `About ${money(sqft)} square feet, with good access for customers and deliveries.`, pick(rng, AMENITIES)];
  const bathrooms = kind === "Shop" ? 1 : kind === "Commercial Building" ? int(rng, 4, 10) : int(rng, 1, 3);
  const attributes = { bathrooms, parking: chance(rng, 0.7),
    furnished: kind === "Office Space" && chance(rng, 0.3) };
  return { name, lead, voice: "property", attributes, condition: null, type: rent ? "rent" : "sale",
    price: nice(price) };
};

/** CVs and job posts carry the monthly pay asked or offered as their price. */
const pay = (rng: Rng, role: RoleRow): number => nice(int(rng, role[1], role[2]));

const cv: Maker = (rng, at) => {
  const row = pick(rng, CV_ROLES);
  const [role, , , duties] = row;
  const first = pick(rng, FIRST_NAMES);
  const name = pick(rng, [titled(`${role} Seeking Work`, at.area, " in "), `Experienced ${role}`, `${first}, ${role}`]);
  const lead = [`My name is ${first}, and I am looking for work as ${article(role)} ${role}.`,
    `${duties}, and I have ${int(rng, 2, 12)} years of experience.`, "I am honest, hardworking and ready to learn."];
  return { name, lead, voice: "cv", attributes: {}, condition: null, type: "sale",
    price: pay(rng, row) };
};

const job: Maker = (rng, at) => {
  const row = pick(rng, JOB_ROLES);
  const name = pick(rng, [titled(`${row[0]} Wanted`, at.area, " in "), `We Are Hiring: ${row[0]}`,
    titled(`${row[0]} Needed`, at.area)]);
  // Better-paid posts (accountant, teacher, farm manager) ask for papers beyond KCSE.
  const lead = [`We are looking for someone to ${row[3]}.`, row[1] >= 25_000
    ? "A relevant diploma or degree and at least two years of experience are required."
    : "Minimum requirement is a KCSE certificate, and experience is an added advantage.",
    "Salary is paid monthly, with NSSF and SHIF handled by the employer."];
  return { name, lead, voice: "job", attributes: {}, condition: null, type: "sale", price: pay(rng, row) };
};

interface Item {
  name: string;
  price: number;
  extra: Readonly<Record<string, string>>;
}

function parseItem(raw: string): Item {
  const [name = "", price = "", extras = ""] = raw.split("|");
  const extra: Record<string, string> = {};
  for (const pair of extras.split(",")) {
    const [key, value] = pair.split("=");
    if (key && value) extra[key] = value;
  }
  const valid = name.length >= NAME_MIN && name.length <= NAME_MAX && Number(price) >= PRICE_MIN;
  if (!valid) throw new Error(`Bad item: ${raw}`);
  return { name, price: Number(price), extra };
}

const CONDITION_LETTERS: Readonly<Record<string, Condition>> = { N: "New", U: "Used", R: "Refurbished" };
const conditionsOf = (list: string, sep: string): (Condition | null)[] =>
  list.split(sep).map((letter) => CONDITION_LETTERS[letter] ?? null);

/** The seller lines that suit a condition: unmarked ones plus those marked with its letter ("U:", "UR:"). */
function linesFor(spec: GoodsSpec, condition: Condition | null): string[] {
  const lines = spec.lines.flatMap((line) => {
    const marked = /^([NUR]+):/.exec(line);
    if (!marked) return [line];
    return condition !== null && marked[1]!.includes(condition[0]!) ? [line.slice(marked[0].length)] : [];
  });
  if (lines.length === 0) throw new Error(`No lines for ${spec.subcategory} in condition ${condition}`);
  return lines;
}

function goods(spec: GoodsSpec): Maker {
  const items = spec.items.map(parseItem);
  const mix = conditionsOf(spec.cond, ",");
  const perItem = new Map(items.map((item) => [item, item.extra.cond ? conditionsOf(item.extra.cond, "/") : mix]));
  const lines = new Map([...new Set([...perItem.values()].flat())].map((c) => [c, linesFor(spec, c)]));
  // A condition tag or line on cement says nothing, so they only appear where conditions vary; and a spec
  // that only carries used stock (mitumba bales) belongs to a trader, so it keeps the shop voice.
  const conditionTagged = spec.kind === "goods" && new Set(mix).size > 1;
  return (rng, at) => {
    const item = pick(rng, items);
    const condition = pick(rng, perItem.get(item)!);
    const hire = spec.rent !== undefined && item.extra.hire === "1" && chance(rng, spec.rent[0]);
    // Item prices are for new stock, except items listed only second-hand, whose price already is.
    const discounted = conditionTagged && item.extra.cond === undefined;
    const factor = !discounted ? between(rng, 0.9, 1.1) : condition === "Used" ? between(rng, 0.55, 0.75)
      : condition === "Refurbished" ? between(rng, 0.75, 0.88) : between(rng, 0.92, 1.12);
    const attributes: ListingAttributes = {};
    if (spec.category === "Electronics") attributes.brand = item.extra.brand ?? item.name.split(" ")[0]!;
    if (spec.category === "Vehicles") {
      attributes.make = item.extra.make ?? "Toyota";
      attributes.model = item.extra.model ?? "Universal";
      // For a part, the year is that of the vehicle it came off (used) or its manufacture (new).
      attributes.year = condition === "New" ? int(rng, LATEST_YEAR - 1, LATEST_YEAR)
        : int(rng, LATEST_YEAR - 10, LATEST_YEAR - 3);
    }
    const size = pick(rng, (item.extra.sizes ?? spec.sizes ?? "One Size").split("/"));
    const color = pick(rng, item.extra.colors?.split("/") ?? COLORS);
    if (spec.category === "Fashion") Object.assign(attributes, { size, color });
    const vars = { area: at.area, size, color };
    // "Size 45kg Bale" or a trailing "Mixed" reads badly, so those tags are skipped.
    const tags = spec.tags.filter((t) =>
      !(t.includes("{size}") && size.length > 4) && !(t.includes("{color}") && color === "Mixed"));
    const ending = hire ? "for Hire"
      : condition && conditionTagged && chance(rng, 0.35) ? pick(rng, CONDITION_TAGS[condition])
      : chance(rng, 0.55) && tags.length > 0 ? fill(pick(rng, tags), vars) : null;
    const name = ending !== null && item.name.includes(ending) ? item.name
      : titled(item.name, ending, hire && !item.name.includes(",") ? " " : ", ");
    const own = lines.get(condition)!;
    const lead = [fill(pick(rng, own), vars)];
    if (hire) lead.push(pick(rng, HIRE_LINES));
    else if (condition && conditionTagged) lead.push(pick(rng, CONDITION_LINES[condition]));
    const second = fill(pick(rng, own), vars);
    if (chance(rng, 0.5) && second !== lead[0]) lead.push(second);
    const voice: Voice = spec.kind === "service" ? "service"
      : spec.kind === "animal" ? "animal" : condition === "Used" && conditionTagged ? "private" : "shop";
    const price = item.price * factor * (hire && spec.rent ? spec.rent[1] : 1);
    return { name, lead, voice, attributes, condition, type: hire ? "rent" : "sale", price: nice(price) };
  };
}

/** Slots with their own generator, and their share of listings (goods slots carry theirs in the spec). */
const SPECIAL: Readonly<Record<string, readonly [number, Maker]>> = {
  "Vehicles/Cars": [6, car], "Vehicles/Motorcycles": [3, motorcycle], "Vehicles/Trucks": [1.5, truck],
  "Property/Houses": [5, house], "Property/Apartments": [11, apartment], "Property/Land": [4, land],
  "Property/Commercial Properties": [3, commercial], "Seeking Work CVs/": [2, cv], "Jobs/": [2.5, job],
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
    for (const x of list) if ((r -= x.weight) < 0) return x;
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
  const drafts: ListingDraft[] = [];
  for (let index = 0; index < count; index++) {
    const slot = index < SLOTS.length * 2 ? SLOTS[index % SLOTS.length]! : pickSlot(rng);
    const place = placeFor(rng, index);
    const area = pick(rng, slot.residential ? HOME_AREAS.get(place)! : place.areas);
    const at: Spot = { place, area, premium: place.premium.includes(area) };
    const body = slot.make(rng, at);
    drafts.push(check({
      name: body.name,
      description: describe(rng, body, at),
      category: slot.category,
      subcategory: slot.subcategory,
      location: place.county,
      attributes: body.attributes,
      condition: body.condition,
      type: body.type,
      regularPrice: body.price,
      discountPrice: slot.offers && chance(rng, OFFER_SHARE) ? discountFor(rng, body.price) : null,
    }));
  }
  return drafts;
}
