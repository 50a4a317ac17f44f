import { attributeFieldsOf } from "../domain/catalog";
import { STRINGS } from "../i18n";
import { fieldLabel, optionLabel } from "../i18n/labels";

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
 * alone keeps its label. An option (a condition) shows in the reader's language.
 */
function chipOf(key: string, raw: string | number, shown: string): string | null {
  switch (key) {
    // A bare "2016" says little on a card (and the title usually has it): the details page shows it.
    case "year":
      return null;
    case "bedrooms":
      return Number(raw) === 0 ? shown : STRINGS.components.listingAttributes.bedroomsChip(raw);
    // The price already says "/ month" or "/ day".
    case "payPeriod":
      return null;
    case "bathrooms":
      return STRINGS.components.listingAttributes.bathroomsChip(raw);
    case "size":
      return STRINGS.common.discovery.sizeChip(String(raw));
    default:
      return shown;
  }
}

/** Label and text of each category detail a listing has, in the category's field order. */
export function listingDetails(listing: AttributeSource): Detail[] {
  return attributeFieldsOf(listing.category).flatMap((field) => {
    const raw = field.key === "condition" ? listing.condition : listing.attributes[field.key];
    if (raw === null || raw === undefined || raw === "") return [];
    const label = fieldLabel(field.key, field.label);
    if (typeof raw === "boolean") {
      return [
        { key: field.key, label, value: raw ? STRINGS.components.listingAttributes.yes : STRINGS.components.listingAttributes.no, chip: raw ? label : null },
      ];
    }
    // A bedsitter is stored as 0 bedrooms and shown by its name (decision 114).
    const zero = field.kind === "integer" && field.zeroLabel !== undefined && Number(raw) === 0;
    const value = field.kind === "select" ? optionLabel(String(raw)) : zero ? optionLabel(field.zeroLabel ?? "") : String(raw);
    return [{ key: field.key, label, value, chip: chipOf(field.key, raw, value) }];
  });
}

/** The first few chips a card shows, each readable on its own ("3 bd", "2 ba", "Furnished"). */
export function cardChips(listing: AttributeSource, count = 3): { label: string; text: string }[] {
  return listingDetails(listing)
    .flatMap((detail) => (detail.chip ? [{ label: detail.label, text: detail.chip }] : []))
    .slice(0, count);
}
