import * as v from "valibot";
import {
  attributeFieldsOf,
  CATEGORY_NAMES,
  COUNTIES,
  DEFAULT_COUNTY,
  formFieldsOf,
  isCategory,
  isSubcategoryOf,
  isWorkCategory,
  LISTING_TYPES,
  photoRequired,
  subcategoriesOf,
  type AttributeField,
  type Condition,
  type ListingAttributes,
} from "./catalog";
import { LIMITS } from "./limits";
import { visibleAtLeast } from "./visible-text";
import { normaliseArea } from "./listing-query";
import { fieldLabel } from "../i18n/labels";
import { STRINGS } from "../i18n";
import { groupedShillings } from "./ksh";
import { normalizeKenyanPhone } from "./phone";
import { parsePriceText } from "./price-text";
import { chosenPhone, NEW_PHONE_CHOICE } from "./phone-choice";

/**
 * The listing form (spec sections 3 and 5, docs/decisions/004, 009 and 010): one schema for Create and
 * Update, on the screen and on the server. Input comes either from a form (every value a string)
 * or from JSON (numbers and booleans); both give the same output. The messages are the catalogue's
 * (STRINGS.domain.listingInput), in the reader's language.
 */
export const LISTING_MESSAGES = STRINGS.domain.listingInput;
const M = LISTING_MESSAGES;
/** A message by its key, read when a check fails (the schema is built once, for every language). */
type Key = { [K in keyof typeof M]: (typeof M)[K] extends string ? K : never }[keyof typeof M];
const say = (key: Key) => () => M[key];

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

// A stored listing comes back with nulls (no subcategory), so null reads as empty.
const trimmed = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ""),
  v.transform((value) => String(value).trim()),
);
const requiredText = (message: () => string, max: number, longMessage: () => string) =>
  v.pipe(trimmed, visibleAtLeast(1, message), v.maxLength(max, longMessage));

/** A place name: letters and figures, with the spaces, dots, hyphens and apostrophes names use ("Kahawa West", "Phase 2", "Murang'a"). */
const AREA_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'’()/-]*$/u;

/** A price as people type it: "45k", "1.5m", "KSh 40,000" (app/domain/price-text.ts, decision 114). */
const priceText = v.pipe(v.optional(v.unknown()), v.transform(parsePriceText));

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
      if (text.length > field.maxLength) return { error: M.textLong(fieldLabel(field.key, field.label), field.maxLength) };
      return { value: text };
    }
    case "select": {
      const text = typeof raw === "string" ? raw.trim() : "";
      if (!text) return {};
      if (!field.options.includes(text)) return { error: field.key === "condition" ? M.conditionInvalid : M.choiceInvalid(fieldLabel(field.key, field.label)) };
      return { value: text };
    }
    case "integer": {
      // "Bedsitter" as a word (the API, a pasted value) is the count it stands for.
      const zero = field.zeroLabel !== undefined && typeof raw === "string" && raw.trim().toLowerCase() === field.zeroLabel.toLowerCase();
      const number = zero ? 0 : parseWholeNumber(raw);
      if (number === null) return {};
      const max = field.max === "currentYear" ? currentYear() : field.max;
      const message = field.max === "currentYear" ? M.yearRange(max) : field.zeroLabel ? M.bedroomsRange : M.roomsRange;
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
    visibleAtLeast(LIMITS.listingNameMin, say("nameLength")),
    v.maxLength(LIMITS.listingNameMax, say("nameLength")),
  ),
  description: requiredText(say("descriptionRequired"), 5000, say("descriptionLong")),
  // A missing key reads as no choice: the field's sentence, not valibot's "Invalid key".
  category: v.pipe(v.optional(v.string(say("categoryRequired")), ""), v.picklist(CATEGORY_NAMES, say("categoryRequired"))),
  subcategory: v.pipe(
    trimmed,
    v.transform((value) => value || null),
  ),
  location: v.pipe(
    trimmed,
    v.transform((value) => value || DEFAULT_COUNTY),
    v.picklist(COUNTIES, say("countyInvalid")),
  ),
  // The town or estate below the county, optional; stored as `normaliseArea` writes it.
  area: v.pipe(
    v.nullish(v.string(say("areaInvalid")), ""),
    v.transform((value) => value.trim()),
    v.maxLength(LIMITS.areaMax, say("areaInvalid")),
    v.check((value) => value === "" || AREA_PATTERN.test(value), say("areaInvalid")),
    v.transform((value) => normaliseArea(value) || null),
  ),
  type: v.pipe(
    trimmed,
    v.transform((value) => value || "sale"),
    v.picklist(LISTING_TYPES, say("typeInvalid")),
  ),
  offer: v.pipe(v.optional(v.unknown()), v.transform(parseFlag)),
  regularPrice: v.pipe(
    priceText,
    v.check((value) => value !== null, say("priceRequired")),
    v.check((value) => !Number.isNaN(value), say("priceNotNumber")),
    v.transform((value) => value as number),
    v.minValue(LIMITS.minRegularPrice, say("priceLow")),
    v.maxValue(LIMITS.maxRegularPrice, say("priceHigh")),
  ),
  discountPrice: priceText,
  attributes: v.nullish(v.record(v.string(), v.unknown()), {}),
  condition: v.optional(v.unknown()),
  sellerName: requiredText(say("sellerRequired"), 80, () => M.textLong(STRINGS.domain.listingFields.sellerName, 80)),
  // Optional: someone selling privately has no business; the listing then shows their own name.
  businessName: v.pipe(
    trimmed,
    v.maxLength(80, () => M.textLong(STRINGS.domain.listingFields.businessName, 80)),
  ),
  phoneNumber: v.pipe(
    trimmed,
    v.nonEmpty(say("phoneRequired")),
    v.check((value) => normalizeKenyanPhone(value) !== null, say("phoneInvalid")),
    v.transform((value) => normalizeKenyanPhone(value) as string),
  ),
  imageUrls: v.pipe(
    v.nullish(v.union([v.array(v.string()), v.string()]), []),
    v.transform((value) => (typeof value === "string" ? [value] : value).map((url) => url.trim()).filter(Boolean)),
    // At least one where the category needs a picture: a cross-field rule (crossFieldIssues).
    v.maxLength(LIMITS.imagesPerListing, say("imagesTooMany")),
    v.check((urls) => urls.every(isOwnUploadUrl), say("imageInvalid")),
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
    if (typeof subcategory === "string" && subcategory !== "" && !isSubcategoryOf(category, subcategory)) issues.push(["subcategory", M.subcategoryInvalid]);
    issues.push(...readAttributes(category, input.attributes, input.condition).errors);
  }
  // The spec's photo rule, unless the category is one that may go without (decision 114).
  const photos = Array.isArray(input.imageUrls) ? input.imageUrls.length : 0;
  if (photos === 0 && (category === null || photoRequired(category))) issues.push(["imageUrls", M.imagesRequired]);
  if (input.offer === true && !(category !== null && isWorkCategory(category))) {
    const regular = typeof input.regularPrice === "number" && Number.isFinite(input.regularPrice) ? input.regularPrice : null;
    const discount = input.discountPrice;
    if (discount === null || discount === undefined) issues.push(["discountPrice", M.discountRequired]);
    else if (typeof discount !== "number" || Number.isNaN(discount)) issues.push(["discountPrice", M.priceNotNumber]);
    else if (discount < 1 || (regular !== null && discount >= regular)) issues.push(["discountPrice", M.discountNotLower]);
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
    // A salary is neither sold nor let, and has no discount (decision 114).
    const work = isWorkCategory(input.category);
    const offer = input.offer === true && !work;
    const { attributes, condition } = readAttributes(input.category, input.attributes, input.condition);
    return {
      name: input.name,
      description: input.description,
      category: input.category,
      subcategory: subcategoriesOf(input.category).length === 0 ? null : input.subcategory,
      location: input.location,
      area: input.area,
      type: work ? "sale" : input.type,
      offer,
      regularPrice: input.regularPrice as number,
      discountPrice: offer ? (input.discountPrice ?? null) : null,
      condition,
      attributes,
      sellerName: input.sellerName,
      businessName: input.businessName || input.sellerName,
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

/** Image upload texts (spec section 5, Image upload), in the reader's language (STRINGS.domain.upload). */
export const UPLOAD_MESSAGES = STRINGS.domain.upload;

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
