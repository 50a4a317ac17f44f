/**
 * The maker for subcategories sold from a simple item list (GoodsSpec in listing-templates.ts),
 * with the condition, hire and colour wording that only goods listings use.
 */
import type { Condition, ListingAttributes } from "../../app/domain/catalog.ts";
import type { GoodsSpec } from "./listing-templates.ts";
import { LATEST_YEAR, NAME_MAX, NAME_MIN, PRICE_MIN, between, chance, fill, int, nice, pick, titled } from "./listing-drafts-core.ts";
import type { Maker, Voice } from "./listing-drafts-core.ts";

const CONDITION_LINES: Record<Condition, readonly string[]> = {
  New: ["Brand new and unused, still in the original packaging.", "New stock that arrived this week.", "Brand new with a receipt and shop warranty."],
  Used: [
    "Used for a short while and still in very good condition.",
    "Well kept, and it has no faults at all.",
    "Well taken care of, with only small signs of use.",
  ],
  Refurbished: [
    "Refurbished and fully tested, and it works like new.",
    "Ex-UK stock, cleaned and checked by our technicians.",
    "It comes with a three month warranty from our shop.",
  ],
};
const CONDITION_TAGS: Record<Condition, readonly string[]> = {
  New: ["Brand New", "New"],
  Used: ["Used, Clean", "Quick Sale", "Negotiable"],
  Refurbished: ["Ex-UK", "Refurbished"],
};
const HIRE_LINES = ["Available for hire by the month, with delivery to site.", "Hire terms are flexible, and a refundable deposit is required."];
const COLORS = "Black/White/Navy Blue/Maroon/Beige/Brown/Grey/Red/Mustard/Olive Green/Pink/Royal Blue".split("/");

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
const conditionsOf = (list: string, sep: string): (Condition | null)[] => list.split(sep).map((letter) => CONDITION_LETTERS[letter] ?? null);

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

/** The makers phones, tablets and their accessories are sold under; Apple's go by the product's name. */
const PHONE_BRANDS = ["Samsung", "Tecno", "Infinix", "Itel", "Xiaomi", "Oppo", "Vivo", "Nokia", "Huawei", "Lenovo", "Oraimo", "JBL", "Realme", "Google"];

/** A phone's brand as a seller writes it, from the item's name; null for unbranded goods (screen protectors, covers). */
export function phoneBrandOf(name: string): string | null {
  if (/^(iPhone|iPad|Apple)\b/i.test(name)) return "Apple";
  const first = name.split(" ")[0]!;
  return PHONE_BRANDS.find((brand) => brand.toLowerCase() === first.toLowerCase()) ?? null;
}

export function goods(spec: GoodsSpec): Maker {
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
    const factor = !discounted
      ? between(rng, 0.9, 1.1)
      : condition === "Used"
        ? between(rng, 0.55, 0.75)
        : condition === "Refurbished"
          ? between(rng, 0.75, 0.88)
          : between(rng, 0.92, 1.12);
    const attributes: ListingAttributes = {};
    if (spec.category === "Electronics") attributes.brand = item.extra.brand ?? item.name.split(" ")[0]!;
    if (spec.category === "Mobile Phones & Tablets") {
      const brand = item.extra.brand ?? phoneBrandOf(item.name);
      if (brand) attributes.brand = brand;
    }
    if (spec.category === "Vehicles") {
      attributes.make = item.extra.make ?? "Toyota";
      attributes.model = item.extra.model ?? "Universal";
      // For a part, the year is that of the vehicle it came off (used) or its manufacture (new).
      attributes.year = condition === "New" ? int(rng, LATEST_YEAR - 1, LATEST_YEAR) : int(rng, LATEST_YEAR - 10, LATEST_YEAR - 3);
    }
    const size = pick(rng, (item.extra.sizes ?? spec.sizes ?? "One Size").split("/"));
    const color = pick(rng, item.extra.colors?.split("/") ?? COLORS);
    if (spec.category === "Fashion") Object.assign(attributes, { size, color });
    const vars = { area: at.area, size, color };
    // "Size 45kg Bale" or a trailing "Mixed" reads badly, so those tags are skipped.
    const tags = spec.tags.filter((t) => !(t.includes("{size}") && size.length > 4) && !(t.includes("{color}") && color === "Mixed"));
    const ending = hire
      ? "for Hire"
      : condition && conditionTagged && chance(rng, 0.35)
        ? pick(rng, CONDITION_TAGS[condition])
        : chance(rng, 0.55) && tags.length > 0
          ? fill(pick(rng, tags), vars)
          : null;
    const name = ending !== null && item.name.includes(ending) ? item.name : titled(item.name, ending, hire && !item.name.includes(",") ? " " : ", ");
    const own = lines.get(condition)!;
    const lead = [fill(pick(rng, own), vars)];
    if (hire) lead.push(pick(rng, HIRE_LINES));
    else if (condition && conditionTagged) lead.push(pick(rng, CONDITION_LINES[condition]));
    const second = fill(pick(rng, own), vars);
    if (chance(rng, 0.5) && second !== lead[0]) lead.push(second);
    const voice: Voice = spec.kind === "service" ? "service" : spec.kind === "animal" ? "animal" : condition === "Used" && conditionTagged ? "private" : "shop";
    const price = item.price * factor * (hire && spec.rent ? spec.rent[1] : 1);
    return { name, lead, voice, attributes, condition, type: hire ? "rent" : "sale", price: nice(price) };
  };
}
