/**
 * The fixed category tree, the 47 counties and the attribute fields each category asks for
 * (spec section 3). Names are product strings: they are stored in listings and shown verbatim.
 */

export const CATEGORY_TREE = [
  { name: "Vehicles", subcategories: ["Cars", "Motorcycles", "Trucks", "Spare Parts and Accessories"] },
  { name: "Property", subcategories: ["Houses", "Apartments", "Land", "Commercial Properties"] },
  { name: "Mobile Phones & Tablets", subcategories: ["Smartphones", "Tablets", "Accessories"] },
  { name: "Electronics", subcategories: ["Laptops", "Cameras", "Home Appliances"] },
  { name: "Home, Furniture & Appliances", subcategories: ["Furniture", "Home Décor", "Kitchen Appliances"] },
  {
    name: "Health & Beauty",
    subcategories: ["Cosmetics", "Skincare Products", "Health Supplements", "Beauty Services"],
  },
  { name: "Fashion", subcategories: ["Clothing", "Shoes", "Bags", "Fashion Accessories"] },
  { name: "Sports, Arts & Outdoors", subcategories: ["Sports Equipment", "Musical Instruments", "Outdoor Gear"] },
  { name: "Seeking Work CVs", subcategories: [] },
  { name: "Services", subcategories: ["Cleaning", "Tutoring", "Event Planning"] },
  { name: "Jobs", subcategories: [] },
  {
    name: "Babies & Kids",
    subcategories: ["Baby Products", "Children's Clothing", "Toys", "Educational Materials"],
  },
  { name: "Animals & Pets", subcategories: ["Pets for Sale", "Pet Accessories", "Veterinary Services"] },
  { name: "Agriculture & Food", subcategories: ["Farm Equipment", "Livestock", "Food Products"] },
  { name: "Commercial Equipment & Tools", subcategories: ["Machinery", "Tools", "Business Equipment"] },
  {
    name: "Repair & Construction",
    subcategories: ["Building Materials", "Construction Services", "Repair Services"],
  },
] as const satisfies ReadonlyArray<{ name: string; subcategories: readonly string[] }>;

export type CategoryName = (typeof CATEGORY_TREE)[number]["name"];

export const CATEGORY_NAMES: readonly CategoryName[] = CATEGORY_TREE.map((c) => c.name);

export function subcategoriesOf(category: string): readonly string[] {
  return CATEGORY_TREE.find((c) => c.name === category)?.subcategories ?? [];
}

export function isCategory(value: string): value is CategoryName {
  return (CATEGORY_NAMES as readonly string[]).includes(value);
}

/** True when `subcategory` belongs to `category`; a category without subcategories accepts none. */
export function isSubcategoryOf(category: string, subcategory: string): boolean {
  return subcategoriesOf(category).includes(subcategory);
}

/** The 47 counties of Kenya in their official order (First Schedule of the Constitution). */
export const COUNTIES = [
  "Mombasa",
  "Kwale",
  "Kilifi",
  "Tana River",
  "Lamu",
  "Taita Taveta",
  "Garissa",
  "Wajir",
  "Mandera",
  "Marsabit",
  "Isiolo",
  "Meru",
  "Tharaka Nithi",
  "Embu",
  "Kitui",
  "Machakos",
  "Makueni",
  "Nyandarua",
  "Nyeri",
  "Kirinyaga",
  "Murang'a",
  "Kiambu",
  "Turkana",
  "West Pokot",
  "Samburu",
  "Trans Nzoia",
  "Uasin Gishu",
  "Elgeyo Marakwet",
  "Nandi",
  "Baringo",
  "Laikipia",
  "Nakuru",
  "Narok",
  "Kajiado",
  "Kericho",
  "Bomet",
  "Kakamega",
  "Vihiga",
  "Bungoma",
  "Busia",
  "Siaya",
  "Kisumu",
  "Homa Bay",
  "Migori",
  "Kisii",
  "Nyamira",
  "Nairobi",
] as const;

export type County = (typeof COUNTIES)[number];

export const DEFAULT_COUNTY: County = "Nairobi";

/** Counties sorted A-Z, for select boxes. */
export const COUNTIES_SORTED: readonly County[] = [...COUNTIES].sort((a, b) => a.localeCompare(b, "en-KE"));

export function isCounty(value: string): value is County {
  return (COUNTIES as readonly string[]).includes(value);
}

export const LISTING_TYPES = ["sale", "rent"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** Condition values; Vehicles allow New/Used, everything else also Refurbished. */
export const CONDITIONS = ["New", "Used", "Refurbished"] as const;
export type Condition = (typeof CONDITIONS)[number];

export type AttributeField =
  | { key: string; label: string; kind: "text"; maxLength: number }
  | { key: string; label: string; kind: "select"; options: readonly string[] }
  | { key: string; label: string; kind: "integer"; min: number; max: number | "currentYear"; zeroLabel?: string }
  | { key: string; label: string; kind: "checkbox" };

/**
 * Jobs offered and work sought (decision 114): the price is a salary, paid by the month or the day;
 * nothing is for sale or rent and nothing has a condition. Not in the spec's list (section 3).
 */
export const WORK_CATEGORIES: readonly string[] = ["Jobs", "Seeking Work CVs"];
export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Casual", "Internship"] as const;
export const EXPERIENCE_LEVELS = ["No experience", "Under 1 year", "1-2 years", "3-5 years", "Over 5 years"] as const;
export const PAY_PERIODS = ["Per month", "Per day"] as const;
const WORK_FIELDS: readonly AttributeField[] = [
  { key: "jobType", label: "Job type", kind: "select", options: JOB_TYPES },
  { key: "experience", label: "Experience", kind: "select", options: EXPERIENCE_LEVELS },
  { key: "payPeriod", label: "Salary paid", kind: "select", options: PAY_PERIODS },
];

export function isWorkCategory(category: string): boolean {
  return WORK_CATEGORIES.includes(category);
}

/**
 * Where a listing can do without a photo (decision 114): a job, a CV or a service is read, not
 * looked at, and a stock picture would only hide that. Everything else keeps the spec's rule.
 */
export const PHOTO_OPTIONAL_CATEGORIES: readonly string[] = [...WORK_CATEGORIES, "Services"];

export function photoRequired(category: string): boolean {
  return !PHOTO_OPTIONAL_CATEGORIES.includes(category);
}

/** What a listing's price is counted per: a rent by the month, a salary by its period; a sale is once. */
export function pricePeriodOf(listing: { type: string; category: string; attributes?: Readonly<Record<string, unknown>> | null }): "month" | "day" | null {
  if (isWorkCategory(listing.category)) return listing.attributes?.payPeriod === "Per day" ? "day" : "month";
  return listing.type === "rent" ? "month" : null;
}

/**
 * The attribute fields each category's form asks for (spec section 3, Category attributes):
 * Vehicles, Property, Electronics and Fashion, and nothing else. `condition` is kept in its own
 * listing column; the rest live in `attributes`.
 */
export const CATEGORY_ATTRIBUTES: Readonly<Record<string, readonly AttributeField[]>> = {
  Vehicles: [
    { key: "condition", label: "Condition", kind: "select", options: ["New", "Used"] },
    { key: "make", label: "Make", kind: "text", maxLength: 40 },
    { key: "model", label: "Model", kind: "text", maxLength: 40 },
    { key: "year", label: "Year", kind: "integer", min: 1900, max: "currentYear" },
  ],
  Property: [
    // 0 is a bedsitter (one room with its own kitchen corner and bathroom), the commonest let in
    // Kenyan towns (decision 114); the spec's 1 to 10 are the rest.
    { key: "bedrooms", label: "Bedrooms", kind: "integer", min: 0, max: 10, zeroLabel: "Bedsitter" },
    { key: "bathrooms", label: "Bathrooms", kind: "integer", min: 1, max: 10 },
    { key: "parking", label: "Parking", kind: "checkbox" },
    { key: "furnished", label: "Furnished", kind: "checkbox" },
  ],
  // Not in the spec's list (section 3): added so phones can be filtered by brand like
  // Electronics (docs/decisions/070-phone-brand.md).
  "Mobile Phones & Tablets": [
    { key: "brand", label: "Brand", kind: "text", maxLength: 40 },
    { key: "condition", label: "Condition", kind: "select", options: CONDITIONS },
  ],
  Electronics: [
    { key: "brand", label: "Brand", kind: "text", maxLength: 40 },
    { key: "condition", label: "Condition", kind: "select", options: CONDITIONS },
  ],
  Fashion: [
    { key: "size", label: "Size", kind: "text", maxLength: 20 },
    { key: "color", label: "Colour", kind: "text", maxLength: 30 },
  ],
  Jobs: WORK_FIELDS,
  "Seeking Work CVs": WORK_FIELDS,
};

const CONDITION_ONLY: readonly AttributeField[] = [{ key: "condition", label: "Condition", kind: "select", options: CONDITIONS }];

/** The fields the Create and Update forms ask for: none for the categories the spec lists none for. */
export function formFieldsOf(category: string): readonly AttributeField[] {
  return CATEGORY_ATTRIBUTES[category] ?? [];
}

/**
 * The details a listing of this category may carry, as cards and the detail screen show them:
 * the form's fields, or a condition for any other category (spec section 3: "the card shows
 * condition for any other category"; the API and older listings may set it).
 */
export function attributeFieldsOf(category: string): readonly AttributeField[] {
  return CATEGORY_ATTRIBUTES[category] ?? CONDITION_ONLY;
}

/** Listing attributes as stored: plain JSON values keyed by field key (condition excluded). */
export type ListingAttributes = Record<string, string | number | boolean>;
