/**
 * Which drawing stands for which category / subcategory. Names are matched loosely
 * (case, accents, "&" vs "and", punctuation), so "Home Décor" and "home decor" are the same.
 */
import { ANIMAL_FARM_TOOL_DRAWERS } from "./animals-farm-tools.ts";
import { FASHION_BEAUTY_SPORTS_DRAWERS } from "./fashion-beauty-sports.ts";
import { GADGET_HOME_DRAWERS } from "./gadgets-home.ts";
import type { Drawer } from "./kit.ts";
import { SERVICES_KIDS_DRAWERS } from "./services-kids.ts";
import { VEHICLE_PROPERTY_DRAWERS } from "./vehicles-property.ts";

const ALL_DRAWERS = {
  ...VEHICLE_PROPERTY_DRAWERS,
  ...GADGET_HOME_DRAWERS,
  ...FASHION_BEAUTY_SPORTS_DRAWERS,
  ...SERVICES_KIDS_DRAWERS,
  ...ANIMAL_FARM_TOOL_DRAWERS,
};

export type DrawingName = keyof typeof ALL_DRAWERS;

export const DRAWERS: Readonly<Record<DrawingName, Drawer>> = ALL_DRAWERS;

interface CategoryEntry {
  /** Drawing used when the subcategory is missing or unknown. */
  fallback: DrawingName;
  subcategories: Readonly<Record<string, DrawingName>>;
}

const TABLE: Readonly<Record<string, CategoryEntry>> = {
  Vehicles: {
    fallback: "car",
    subcategories: { Cars: "car", Motorcycles: "motorcycle", Trucks: "truck", "Spare Parts and Accessories": "tyre" },
  },
  Property: {
    fallback: "house",
    subcategories: { Houses: "house", Apartments: "apartments", Land: "land", "Commercial Properties": "commercial" },
  },
  "Mobile Phones & Tablets": {
    fallback: "smartphone",
    subcategories: { Smartphones: "smartphone", Tablets: "tablet", Accessories: "headphones" },
  },
  Electronics: {
    fallback: "laptop",
    subcategories: { Laptops: "laptop", Cameras: "camera", "Home Appliances": "fridge" },
  },
  "Home, Furniture & Appliances": {
    fallback: "sofa",
    subcategories: { Furniture: "sofa", "Home Décor": "vase", "Kitchen Appliances": "blender" },
  },
  "Health & Beauty": {
    fallback: "skincare",
    subcategories: {
      Cosmetics: "cosmetics",
      "Skincare Products": "skincare",
      "Health Supplements": "supplements",
      "Beauty Services": "beautyServices",
    },
  },
  Fashion: {
    fallback: "tee",
    subcategories: { Clothing: "tee", Shoes: "shoes", Bags: "handbag", "Fashion Accessories": "watch" },
  },
  "Sports, Arts & Outdoors": {
    fallback: "ball",
    subcategories: { "Sports Equipment": "ball", "Musical Instruments": "guitar", "Outdoor Gear": "tent" },
  },
  "Seeking Work CVs": { fallback: "cv", subcategories: {} },
  Services: {
    fallback: "cleaning",
    subcategories: { Cleaning: "cleaning", Tutoring: "tutoring", "Event Planning": "balloons" },
  },
  Jobs: { fallback: "briefcase", subcategories: {} },
  "Babies & Kids": {
    fallback: "teddy",
    subcategories: {
      "Baby Products": "babyBottle",
      "Children's Clothing": "onesie",
      Toys: "teddy",
      "Educational Materials": "blocks",
    },
  },
  "Animals & Pets": {
    fallback: "dog",
    subcategories: { "Pets for Sale": "dog", "Pet Accessories": "petAccessories", "Veterinary Services": "vet" },
  },
  "Agriculture & Food": {
    fallback: "produce",
    subcategories: { "Farm Equipment": "tractor", Livestock: "cow", "Food Products": "produce" },
  },
  "Commercial Equipment & Tools": {
    fallback: "gears",
    subcategories: { Machinery: "gears", Tools: "tools", "Business Equipment": "register" },
  },
  "Repair & Construction": {
    fallback: "bricks",
    subcategories: { "Building Materials": "bricks", "Construction Services": "crane", "Repair Services": "toolbox" },
  },
};

/** "Home Décor" -> "home decor", "Mobile Phones & Tablets" -> "mobile phones and tablets". */
export function normaliseName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function normalisedTable(): Map<string, { fallback: DrawingName; subs: Map<string, DrawingName> }> {
  const map = new Map<string, { fallback: DrawingName; subs: Map<string, DrawingName> }>();
  for (const [category, entry] of Object.entries(TABLE)) {
    const subs = new Map<string, DrawingName>();
    for (const [sub, drawing] of Object.entries(entry.subcategories)) subs.set(normaliseName(sub), drawing);
    map.set(normaliseName(category), { fallback: entry.fallback, subs });
  }
  return map;
}

const LOOKUP = normalisedTable();

/** The drawing for a category/subcategory pair; unknown categories get the generic parcel. */
export function drawingFor(category: string, subcategory: string | null): DrawingName {
  const sub = subcategory === null ? null : normaliseName(subcategory);
  const entry = LOOKUP.get(normaliseName(category));
  if (entry) return (sub !== null ? entry.subs.get(sub) : undefined) ?? entry.fallback;
  if (sub !== null) {
    for (const other of LOOKUP.values()) {
      const found = other.subs.get(sub);
      if (found) return found;
    }
  }
  return "parcel";
}
