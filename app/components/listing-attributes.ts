import { attributeFieldsOf } from "../domain/catalog";

interface AttributeSource {
  category: string;
  condition: string | null;
  attributes: Record<string, string | number | boolean>;
}

/** Label and text of each category detail a listing has, in the category's field order. */
export function listingDetails(listing: AttributeSource): { label: string; value: string }[] {
  return attributeFieldsOf(listing.category).flatMap((field) => {
    const raw = field.key === "condition" ? listing.condition : listing.attributes[field.key];
    if (raw === null || raw === undefined || raw === "") return [];
    const value = typeof raw === "boolean" ? (raw ? "Yes" : "No") : String(raw);
    return [{ label: field.label, value }];
  });
}
