import { currentLang, STRINGS, textsIn } from "./index";

/*
 * Category names and attribute options are stored values and URL parameters: they stay English
 * (app/domain/catalog.ts). Wherever one is shown, these give its name in the reader's language;
 * a value the catalogue does not know (an older listing, a typo in an address) shows as it is.
 */

function lookup(table: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(table, value) ? (table[value] ?? value) : value;
}

/** A category's or subcategory's display name: "Vehicles" → "Magari" in Kiswahili. */
export function categoryLabel(name: string): string {
  return lookup(textsIn(currentLang()).categories, name);
}

/** An attribute option's display name (a condition: "Used" → "Imetumika"). */
export function optionLabel(value: string): string {
  return lookup(textsIn(currentLang()).options, value);
}

/** An attribute field's label by its key (app/domain/catalog.ts), else the field's own English label. */
export function fieldLabel(key: string, fallback: string): string {
  switch (key) {
    case "condition":
      return STRINGS.common.condition;
    case "make":
      return STRINGS.common.discovery.make;
    case "model":
      return STRINGS.common.discovery.model;
    case "year":
      return STRINGS.fieldLabels.year;
    case "bedrooms":
      return STRINGS.common.discovery.bedrooms;
    case "bathrooms":
      return STRINGS.common.discovery.bathrooms;
    case "parking":
      return STRINGS.common.discovery.parking;
    case "furnished":
      return STRINGS.common.discovery.furnished;
    case "brand":
      return STRINGS.common.discovery.brand;
    case "size":
      return STRINGS.common.discovery.size;
    case "color":
      return STRINGS.fieldLabels.colour;
    case "jobType":
      return STRINGS.fieldLabels.jobType;
    case "experience":
      return STRINGS.fieldLabels.experience;
    case "payPeriod":
      return STRINGS.fieldLabels.payPeriod;
    default:
      return fallback;
  }
}
