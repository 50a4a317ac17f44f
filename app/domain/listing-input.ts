import * as v from "valibot";
import {
  attributeFieldsOf,
  CATEGORY_NAMES,
  COUNTIES,
  DEFAULT_COUNTY,
  formFieldsOf,
  isCategory,
  isSubcategoryOf,
  LISTING_TYPES,
  subcategoriesOf,
  type AttributeField,
  type Condition,
  type ListingAttributes,
} from "./catalog";
import { LIMITS } from "./limits";
import { normaliseArea } from "./listing-query";
import { formatKsh, groupedShillings } from "./money";
import { normalizeKenyanPhone, PHONE_MESSAGE } from "./phone";
import { chosenPhone, NEW_PHONE_CHOICE } from "./phone-choice";

/**
 * The listing form (spec sections 3 and 5, docs/decisions/004, 009 and 010): one schema for Create and
 * Update, on the screen and on the server. Input comes either from a form (every value a string)
 * or from JSON (numbers and booleans); both give the same output.
 */
export const LISTING_MESSAGES = {
  nameLength: `Name must be ${LIMITS.listingNameMin} to ${LIMITS.listingNameMax} characters`,
  descriptionRequired: "Description is required",
  descriptionLong: "Description must be at most 5,000 characters",
  categoryRequired: "Please choose a category",
  subcategoryInvalid: "Please choose a subcategory of the chosen category",
  countyInvalid: "Please choose a county",
  areaInvalid: "Area must be a town or estate name of at most 60 characters, e.g. Kilimani",
  typeInvalid: "Type must be sale or rent",
  priceRequired: "Regular price is required",
  priceNotNumber: "Prices must be whole shillings in figures, e.g. 1,500 (no cents)",
  priceLow: `Regular price must be at least ${formatKsh(LIMITS.minRegularPrice)}`,
  priceHigh: `Regular price cannot exceed ${formatKsh(LIMITS.maxRegularPrice)}`,
  discountRequired: "Enter the discount price of your offer",
  discountNotLower: "Discount price must be lower than regular price",
  sellerRequired: "Seller name is required",
  businessRequired: "Business name is required",
  phoneRequired: "Phone number is required",
  phoneInvalid: PHONE_MESSAGE,
  imagesRequired: "At least one image required",
  imagesTooMany: `Maximum ${LIMITS.imagesPerListing} images allowed`,
  imageInvalid: "Images must be uploaded to Sokoni first",
  conditionInvalid: "Please choose a condition from the list",
  yearRange: (max: number) => `Year must be between ${LIMITS.vehicleYearMin} and ${max}`,
  roomsRange: `Must be a whole number from ${LIMITS.roomsMin} to ${LIMITS.roomsMax}`,
  wholeNumber: "Please enter a whole number",
  textLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  /** The number is not one the listing's seller confirmed by SMS (issue 14, docs/decisions/024). */
  phoneNotVerified: "Please confirm this phone number with an SMS code before publishing.",
} as const;

/**
 * "1,250,000", " 1250000 " and 1250000 are the same price; parsed as an integer (spec section 5).
 * Money is whole shillings: "1500.50" is not a number we take (NaN), never silently 1500; only
 * cents of zero ("1,500.00") are the whole number they spell.
 */
export function parseWholeNumber(raw: unknown): number | null | typeof NaN {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === "number") return Number.isSafeInteger(raw) ? raw : Number.NaN;
  if (typeof raw !== "string") return Number.NaN;
  const text = raw.trim().replace(/[\s,]/g, "");
  if (text === "") return null;
  if (!/^-?\d+(\.0+)?$/.test(text)) return Number.NaN;
  return Number.parseInt(text, 10);
}

/** A checkbox or a JSON boolean: "on", "true" and true are on; anything else is off. */
export function parseFlag(raw: unknown): boolean {
  return raw === true || raw === "on" || raw === "true";
}

// A stored listing comes back with nulls (no subcategory), so null reads as empty (issue 12).
const trimmed = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ""),
  v.transform((value) => String(value).trim()),
);
const requiredText = (message: string, max: number, longMessage: string) => v.pipe(trimmed, v.nonEmpty(message), v.maxLength(max, longMessage));

/** A place name: letters and figures, with the spaces, dots, hyphens and apostrophes names use ("Kahawa West", "Phase 2", "Murang'a"). */
const AREA_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'’()/-]*$/u;

const wholeNumber = v.pipe(v.optional(v.unknown()), v.transform(parseWholeNumber));

/** The current year in East Africa, the upper bound for a vehicle's year. */
export function currentYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat("en-KE", { year: "numeric", timeZone: "Africa/Nairobi" }).format(now));
}

function attributeValue(field: AttributeField, raw: unknown): { value?: string | number | boolean; error?: string } {
  switch (field.kind) {
    case "checkbox":
      return { value: parseFlag(raw) };
    case "text": {
      const text = typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : "";
      if (!text) return {};
      if (text.length > field.maxLength) return { error: LISTING_MESSAGES.textLong(field.label, field.maxLength) };
      return { value: text };
    }
    case "select": {
      const text = typeof raw === "string" ? raw.trim() : "";
      if (!text) return {};
      if (!field.options.includes(text)) return { error: LISTING_MESSAGES.conditionInvalid };
      return { value: text };
    }
    case "integer": {
      const number = parseWholeNumber(raw);
      if (number === null) return {};
      const max = field.max === "currentYear" ? currentYear() : field.max;
      const message = field.max === "currentYear" ? LISTING_MESSAGES.yearRange(max) : LISTING_MESSAGES.roomsRange;
      if (Number.isNaN(number) || number < field.min || number > max) return { error: message };
      return { value: number };
    }
  }
}

/**
 * A category's details from the input: the attributes it may carry, the condition (its own
 * column; it may come as its own field, as JSON does, or among the attributes, as forms do),
 * and a message for each detail that is wrong, keyed `attributes.<key>`.
 */
function readAttributes(category: string, rawAttributes: unknown, rawCondition: unknown) {
  const raw: Record<string, unknown> = rawAttributes !== null && typeof rawAttributes === "object" ? { ...(rawAttributes as Record<string, unknown>) } : {};
  if (rawCondition !== undefined && rawCondition !== null && (raw.condition === undefined || raw.condition === null)) raw.condition = rawCondition;
  const attributes: ListingAttributes = {};
  const errors: [string, string][] = [];
  let condition: Condition | null = null;
  for (const field of attributeFieldsOf(category)) {
    const { value, error } = attributeValue(field, raw[field.key]);
    if (error) errors.push([`attributes.${field.key}`, error]);
    else if (value === undefined) continue;
    else if (field.key === "condition") condition = value as Condition;
    else attributes[field.key] = value;
  }
  return { attributes, condition, errors };
}

const ListingFields = v.object({
  name: v.pipe(
    trimmed,
    v.transform((value) => value.replace(/\s+/g, " ")),
    v.minLength(LIMITS.listingNameMin, LISTING_MESSAGES.nameLength),
    v.maxLength(LIMITS.listingNameMax, LISTING_MESSAGES.nameLength),
  ),
  description: requiredText(LISTING_MESSAGES.descriptionRequired, 5000, LISTING_MESSAGES.descriptionLong),
  // A missing key reads as no choice: the field's sentence, not valibot's "Invalid key".
  category: v.pipe(v.optional(v.string(LISTING_MESSAGES.categoryRequired), ""), v.picklist(CATEGORY_NAMES, LISTING_MESSAGES.categoryRequired)),
  subcategory: v.pipe(
    trimmed,
    v.transform((value) => value || null),
  ),
  location: v.pipe(
    trimmed,
    v.transform((value) => value || DEFAULT_COUNTY),
    v.picklist(COUNTIES, LISTING_MESSAGES.countyInvalid),
  ),
  // The town or estate below the county (issue 17), optional; stored as `normaliseArea` writes it.
  area: v.pipe(
    v.nullish(v.string(LISTING_MESSAGES.areaInvalid), ""),
    v.transform((value) => value.trim()),
    v.maxLength(LIMITS.areaMax, LISTING_MESSAGES.areaInvalid),
    v.check((value) => value === "" || AREA_PATTERN.test(value), LISTING_MESSAGES.areaInvalid),
    v.transform((value) => normaliseArea(value) || null),
  ),
  type: v.pipe(
    trimmed,
    v.transform((value) => value || "sale"),
    v.picklist(LISTING_TYPES, LISTING_MESSAGES.typeInvalid),
  ),
  offer: v.pipe(v.optional(v.unknown()), v.transform(parseFlag)),
  regularPrice: v.pipe(
    wholeNumber,
    v.check((value) => value !== null, LISTING_MESSAGES.priceRequired),
    v.check((value) => !Number.isNaN(value), LISTING_MESSAGES.priceNotNumber),
    v.transform((value) => value as number),
    v.minValue(LIMITS.minRegularPrice, LISTING_MESSAGES.priceLow),
    v.maxValue(LIMITS.maxRegularPrice, LISTING_MESSAGES.priceHigh),
  ),
  discountPrice: wholeNumber,
  attributes: v.nullish(v.record(v.string(), v.unknown()), {}),
  condition: v.optional(v.unknown()),
  sellerName: requiredText(LISTING_MESSAGES.sellerRequired, 80, LISTING_MESSAGES.textLong("Seller name", 80)),
  businessName: requiredText(LISTING_MESSAGES.businessRequired, 80, LISTING_MESSAGES.textLong("Business name", 80)),
  phoneNumber: v.pipe(
    trimmed,
    v.nonEmpty(LISTING_MESSAGES.phoneRequired),
    v.check((value) => normalizeKenyanPhone(value) !== null, LISTING_MESSAGES.phoneInvalid),
    v.transform((value) => normalizeKenyanPhone(value) as string),
  ),
  imageUrls: v.pipe(
    v.nullish(v.union([v.array(v.string()), v.string()]), []),
    v.transform((value) => (typeof value === "string" ? [value] : value).map((url) => url.trim()).filter(Boolean)),
    v.minLength(1, LISTING_MESSAGES.imagesRequired),
    v.maxLength(LIMITS.imagesPerListing, LISTING_MESSAGES.imagesTooMany),
    v.check((urls) => urls.every(isOwnUploadUrl), LISTING_MESSAGES.imageInvalid),
    v.transform((urls) => [...new Set(urls)]),
  ),
});

/** Our own upload addresses only: `/uploads/<key>`, never another site's image. */
export function isOwnUploadUrl(url: string): boolean {
  return /^\/uploads\/[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i.test(url) && !url.includes("..");
}

export interface ListingInput {
  name: string;
  description: string;
  category: string;
  subcategory: string | null;
  location: string;
  /** The town or estate below the county, normalised ("Kilimani"), or null. */
  area: string | null;
  type: "sale" | "rent";
  offer: boolean;
  regularPrice: number;
  /** Kept only when the listing is an offer (spec section 3). */
  discountPrice: number | null;
  condition: Condition | null;
  attributes: ListingAttributes;
  sellerName: string;
  businessName: string;
  /** Always +254XXXXXXXXX. */
  phoneNumber: string;
  imageUrls: string[];
}

/** The rules that join fields, each reported on its own field; run even when other fields are wrong. */
function crossFieldIssues(input: Record<string, unknown>): [string, string][] {
  const issues: [string, string][] = [];
  const category = typeof input.category === "string" && isCategory(input.category) ? input.category : null;
  if (category !== null) {
    const subcategory = input.subcategory;
    if (typeof subcategory === "string" && subcategory !== "" && !isSubcategoryOf(category, subcategory))
      issues.push(["subcategory", LISTING_MESSAGES.subcategoryInvalid]);
    issues.push(...readAttributes(category, input.attributes, input.condition).errors);
  }
  if (input.offer === true) {
    const regular = typeof input.regularPrice === "number" && Number.isFinite(input.regularPrice) ? input.regularPrice : null;
    const discount = input.discountPrice;
    if (discount === null || discount === undefined) issues.push(["discountPrice", LISTING_MESSAGES.discountRequired]);
    else if (typeof discount !== "number" || Number.isNaN(discount)) issues.push(["discountPrice", LISTING_MESSAGES.priceNotNumber]);
    else if (discount < 1 || (regular !== null && discount >= regular)) issues.push(["discountPrice", LISTING_MESSAGES.discountNotLower]);
  }
  return issues;
}

/**
 * The whole listing schema. The per-field rules and the rules that join fields (the subcategory
 * of the category, the discount below the price, the category's attributes) are all checked in
 * one pass, so a refused form shows every message at once, never in waves.
 */
export const ListingSchema = v.pipe(
  ListingFields,
  v.rawCheck(({ dataset, addIssue }) => {
    const input = dataset.value as Record<string, unknown>;
    for (const [key, message] of crossFieldIssues(input)) {
      addIssue({ message, path: [{ type: "object", origin: "value", input, key, value: input[key] }] });
    }
  }),
  v.transform((input): ListingInput => {
    const offer = input.offer === true;
    const { attributes, condition } = readAttributes(input.category, input.attributes, input.condition);
    return {
      name: input.name,
      description: input.description,
      category: input.category,
      subcategory: subcategoriesOf(input.category).length === 0 ? null : input.subcategory,
      location: input.location,
      area: input.area,
      type: input.type,
      offer,
      regularPrice: input.regularPrice as number,
      discountPrice: offer ? (input.discountPrice ?? null) : null,
      condition,
      attributes,
      sellerName: input.sellerName,
      businessName: input.businessName,
      phoneNumber: input.phoneNumber,
      imageUrls: input.imageUrls,
    };
  }),
);

/** The form's order, top to bottom: a refused form's messages and its toast follow it. */
const FORM_ORDER = [
  "photos",
  "imageUrls",
  "name",
  "category",
  "subcategory",
  "attributes",
  "description",
  "location",
  "area",
  "type",
  "regularPrice",
  "offer",
  "discountPrice",
  "sellerName",
  "businessName",
  "phoneNumber",
];

/** Field messages in the order the seller meets the fields, so the first is the first to fix. */
export function inFormOrder(errors: Record<string, string>): [string, string][] {
  const rank = (key: string) => {
    const index = FORM_ORDER.indexOf(key.startsWith("attributes.") ? "attributes" : key);
    return index === -1 ? FORM_ORDER.length : index;
  };
  return Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
}

/**
 * A listing form's fields as the schema's input: `attributes.<key>` fields gather into
 * `attributes`, repeated `imageUrls` into a list.
 */
export function listingInputFromForm(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const attributes: Record<string, string> = {};
  const imageUrls: string[] = [];
  for (const [key, value] of form) {
    if (typeof value !== "string") continue;
    if (key === "imageUrls") imageUrls.push(value);
    else if (key.startsWith("attributes.")) attributes[key.slice("attributes.".length)] = value;
    else if (key !== "phoneChoice" && key !== "phoneCode") input[key] = value;
  }
  return { ...input, phoneNumber: chosenPhone(form), attributes, imageUrls };
}

/** Image upload texts (spec section 5, Image upload). */
export const UPLOAD_MESSAGES = {
  noFiles: "Please select at least one image",
  tooMany: LISTING_MESSAGES.imagesTooMany,
  tooLarge: (capBytes: number) => `Images must be under ${Math.round(capBytes / (1024 * 1024))} MB`,
  notImage: "Only JPEG, PNG, WebP or AVIF images can be uploaded",
  notOurs: LISTING_MESSAGES.imageInvalid,
  // The server prepares photos sent without JavaScript: these say what it cannot prepare.
  notPreparable: "Photos sent without JavaScript must be JPEG, PNG or WebP",
  unreadable: "A photo could not be read; please choose another one",
  tooManyPixels: (megapixels: number) => `Photos can be at most ${megapixels} megapixels; please choose a smaller one`,
} as const;

/**
 * What the listing form shows: each field as the seller typed it (prices keep their commas),
 * so a refused form comes back exactly as it was sent. `attributes` holds the condition too.
 */
export interface ListingFormValues {
  name: string;
  description: string;
  category: string;
  subcategory: string;
  location: string;
  area: string;
  type: string;
  offer: boolean;
  regularPrice: string;
  discountPrice: string;
  attributes: Record<string, string | boolean>;
  sellerName: string;
  businessName: string;
  phoneNumber: string;
  /** "new" when the seller chose "Use another number" over their confirmed ones. */
  phoneChoice?: string;
  imageUrls: string[];
}

export function emptyListingForm(sellerName: string): ListingFormValues {
  return {
    name: "",
    description: "",
    category: "",
    subcategory: "",
    location: DEFAULT_COUNTY,
    area: "",
    type: "sale",
    offer: false,
    regularPrice: "",
    discountPrice: "",
    attributes: {},
    sellerName,
    businessName: "",
    phoneNumber: "",
    imageUrls: [],
  };
}

/** A stored listing as the update form shows it: prices grouped as create accepts them ("1,250,000"). */
export function listingFormValues(listing: {
  name: string;
  description: string;
  category: string;
  subcategory: string | null;
  location: string;
  area?: string | null | undefined;
  type: string;
  offer: boolean;
  regularPrice: number;
  discountPrice?: number | null | undefined;
  condition: string | null;
  attributes: Record<string, string | number | boolean>;
  sellerName: string;
  businessName: string;
  phoneNumber: string;
  imageUrls: string[];
}): ListingFormValues {
  const attributes: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(listing.attributes)) attributes[key] = typeof value === "number" ? String(value) : value;
  if (listing.condition) attributes.condition = listing.condition;
  return {
    name: listing.name,
    description: listing.description,
    category: listing.category,
    subcategory: listing.subcategory ?? "",
    location: listing.location,
    area: listing.area ?? "",
    type: listing.type,
    offer: listing.offer,
    regularPrice: groupedShillings(listing.regularPrice),
    discountPrice: typeof listing.discountPrice === "number" ? groupedShillings(listing.discountPrice) : "",
    attributes,
    sellerName: listing.sellerName,
    businessName: listing.businessName,
    phoneNumber: listing.phoneNumber,
    imageUrls: listing.imageUrls,
  };
}

/** A submitted form as it was typed, to show it again after a refusal or a category step. */
export function formValuesFromForm(form: FormData, imageUrls: string[]): ListingFormValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const attributes: Record<string, string | boolean> = {};
  const category = text("category");
  const checkboxes = new Set(formFieldsOf(category).flatMap((field) => (field.kind === "checkbox" ? [field.key] : [])));
  for (const [key, value] of form) {
    if (typeof value !== "string" || !key.startsWith("attributes.")) continue;
    const name = key.slice("attributes.".length);
    attributes[name] = checkboxes.has(name) ? parseFlag(value) : value;
  }
  const condition = text("condition");
  if (condition && attributes.condition === undefined) attributes.condition = condition;
  return {
    name: text("name"),
    description: text("description"),
    category,
    subcategory: text("subcategory"),
    location: text("location") || DEFAULT_COUNTY,
    area: text("area"),
    type: text("type") || "sale",
    offer: parseFlag(text("offer")),
    regularPrice: text("regularPrice"),
    discountPrice: text("discountPrice"),
    attributes,
    sellerName: text("sellerName"),
    businessName: text("businessName"),
    phoneNumber: chosenPhone(form),
    ...(text("phoneChoice") === NEW_PHONE_CHOICE ? { phoneChoice: NEW_PHONE_CHOICE } : {}),
    imageUrls,
  };
}
