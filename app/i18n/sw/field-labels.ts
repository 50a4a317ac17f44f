import type { fieldLabels as en } from "../en/field-labels";

/** Kiswahili: the attribute fields' labels (app/i18n/labels.ts). */
export const fieldLabels: typeof en = {
  /** Attribute field labels not already in the catalogue. */
  year: "Mwaka",
  colour: "Rangi",
  jobType: "Aina ya kazi",
  experience: "Uzoefu",
  payPeriod: "Mshahara hulipwa",
};
