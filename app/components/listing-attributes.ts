import { attributeFieldsOf } from "../domain/catalog";

interface AttributeSource {
  category: string;
  condition: string | null;
  attributes: Record<string, string | number | boolean>;
}

interface Detail {
  key: string;
  label: string;
  value: string;
  /** The short text of a card's chip, which must make sense without its label. */
  chip: string | null;
}

/**
 * A card has no room for "Bedrooms: 6", and a bare "6" means nothing: numbers carry a short unit,
 * a ticked box shows its own name (an unticked one shows nothing), and a word that says little
 * alone keeps its label.
 */
const CHIPS: Record<string, (value: string | number | boolean) => string | null> = {
  bedrooms: (value) => `${value} bd`,
  bathrooms: (value) => `${value} ba`,
  year: (value) => String(value),
  size: (value) => `Size ${value}`,
};

function chipOf(key: string, label: string, raw: string | number | boolean): string | null {
  if (typeof raw === "boolean") return raw ? label : null;
  return CHIPS[key]?.(raw) ?? String(raw);
}

/** Label and text of each category detail a listing has, in the category's field order. */
export function listingDetails(listing: AttributeSource): Detail[] {
  return attributeFieldsOf(listing.category).flatMap((field) => {
    const raw = field.key === "condition" ? listing.condition : listing.attributes[field.key];
    if (raw === null || raw === undefined || raw === "") return [];
    const value = typeof raw === "boolean" ? (raw ? "Yes" : "No") : String(raw);
    return [{ key: field.key, label: field.label, value, chip: chipOf(field.key, field.label, raw) }];
  });
}

/** The first few chips a card shows, each readable on its own ("3 bd", "2 ba", "Furnished"). */
export function cardChips(listing: AttributeSource, count = 3): { label: string; text: string }[] {
  return listingDetails(listing)
    .flatMap((detail) => (detail.chip ? [{ label: detail.label, text: detail.chip }] : []))
    .slice(0, count);
}
