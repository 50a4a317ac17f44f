import * as v from "valibot";
import {
  attributeFieldsOf,
  CATEGORY_NAMES,
  COUNTIES,
  DEFAULT_COUNTY,
  isSubcategoryOf,
  LISTING_TYPES,
  subcategoriesOf,
  type AttributeField,
  type Condition,
  type ListingAttributes,
} from "./catalog";
import { LIMITS } from "./limits";
import { formatKsh } from "./money";
import { normalizeKenyanPhone, PHONE_MESSAGE } from "./phone";

/**
 * The listing form (spec sections 3 and 5, decisions.md 1, 6 and 7): one schema for Create and
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
  typeInvalid: "Type must be sale or rent",
  priceRequired: "Regular price is required",
  priceNotNumber: "Prices must be whole numbers in KSh",
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
  textLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** "1,250,000", " 1250000 " and 1250000 are the same price; parsed as an integer (spec section 5). */
export function parseWholeNumber(raw: unknown): number | null | typeof NaN {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === "number") return Number.isFinite(raw) ? Math.trunc(raw) : Number.NaN;
  if (typeof raw !== "string") return Number.NaN;
  const text = raw.trim().replace(/[\s,]/g, "");
  if (text === "") return null;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return Number.parseInt(text, 10);
}

/** A checkbox or a JSON boolean: "on", "true" and true are on; anything else is off. */
export function parseFlag(raw: unknown): boolean {
  return raw === true || raw === "on" || raw === "true";
}

const trimmed = v.pipe(
  v.optional(v.union([v.string(), v.number()]), ""),
  v.transform((value) => String(value).trim()),
);
const requiredText = (message: string, max: number, longMessage: string) => v.pipe(trimmed, v.nonEmpty(message), v.maxLength(max, longMessage));

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

const ListingFields = v.object({
  name: v.pipe(
    trimmed,
    v.transform((value) => value.replace(/\s+/g, " ")),
    v.minLength(LIMITS.listingNameMin, LISTING_MESSAGES.nameLength),
    v.maxLength(LIMITS.listingNameMax, LISTING_MESSAGES.nameLength),
  ),
  description: requiredText(LISTING_MESSAGES.descriptionRequired, 5000, LISTING_MESSAGES.descriptionLong),
  category: v.picklist(CATEGORY_NAMES, LISTING_MESSAGES.categoryRequired),
  subcategory: v.pipe(
    trimmed,
    v.transform((value) => value || null),
  ),
  location: v.pipe(
    trimmed,
    v.transform((value) => value || DEFAULT_COUNTY),
    v.picklist(COUNTIES, LISTING_MESSAGES.countyInvalid),
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
  attributes: v.optional(v.record(v.string(), v.unknown()), {}),
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
    v.optional(v.union([v.array(v.string()), v.string()]), []),
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

/**
 * The whole listing schema. The per-field rules come first; the rules that join fields (the
 * subcategory of the category, the discount below the price, the category's attributes) follow,
 * each reported on its own field.
 */
export const ListingSchema = v.pipe(
  ListingFields,
  v.rawTransform(({ dataset, addIssue, NEVER }): ListingInput => {
    const input = dataset.value;
    let failed = false;
    const issue = (key: string, message: string) => {
      failed = true;
      addIssue({ message, path: [{ type: "object", origin: "value", input, key, value: (input as Record<string, unknown>)[key] }] });
    };

    if (input.subcategory !== null && !isSubcategoryOf(input.category, input.subcategory)) issue("subcategory", LISTING_MESSAGES.subcategoryInvalid);
    if (subcategoriesOf(input.category).length === 0) input.subcategory = null;

    // Optional keys in the parsed object; the field pipes have already given each its value.
    const offer = input.offer === true;
    const regularPrice = input.regularPrice as number;
    const discountInput = input.discountPrice ?? null;
    let discountPrice: number | null = null;
    if (offer) {
      if (discountInput === null) issue("discountPrice", LISTING_MESSAGES.discountRequired);
      else if (Number.isNaN(discountInput)) issue("discountPrice", LISTING_MESSAGES.priceNotNumber);
      else if (discountInput >= regularPrice || discountInput < 1) issue("discountPrice", LISTING_MESSAGES.discountNotLower);
      else discountPrice = discountInput;
    }

    // Condition may come as its own field (JSON) or among the attributes (both accepted).
    const raw: Record<string, unknown> = { ...input.attributes };
    if (input.condition !== undefined && raw.condition === undefined) raw.condition = input.condition;
    const attributes: ListingAttributes = {};
    let condition: Condition | null = null;
    for (const field of attributeFieldsOf(input.category)) {
      const { value, error } = attributeValue(field, raw[field.key]);
      if (error) issue(`attributes.${field.key}`, error);
      else if (value === undefined) continue;
      else if (field.key === "condition") condition = value as Condition;
      else attributes[field.key] = value;
    }

    if (failed) return NEVER;
    return {
      name: input.name,
      description: input.description,
      category: input.category,
      subcategory: input.subcategory,
      location: input.location,
      type: input.type,
      offer,
      regularPrice,
      discountPrice,
      condition,
      attributes,
      sellerName: input.sellerName,
      businessName: input.businessName,
      phoneNumber: input.phoneNumber,
      imageUrls: input.imageUrls,
    };
  }),
);

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
    else input[key] = value;
  }
  return { ...input, attributes, imageUrls };
}

/** Image upload texts (spec section 5, Image upload). */
export const UPLOAD_MESSAGES = {
  noFiles: "Please select at least one image",
  tooMany: LISTING_MESSAGES.imagesTooMany,
  tooLarge: (capBytes: number) => `Images must be under ${Math.round(capBytes / (1024 * 1024))} MB`,
  notImage: "Only JPEG, PNG, WebP or AVIF images can be uploaded",
  notOurs: LISTING_MESSAGES.imageInvalid,
} as const;
