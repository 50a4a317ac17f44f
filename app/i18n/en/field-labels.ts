/** English: the attribute fields' labels (app/i18n/labels.ts). */
export const fieldLabels = {
  /** Attribute field labels not already in the catalogue. */
  year: "Year",
  colour: "Colour",
  jobType: "Job type",
  experience: "Experience",
  payPeriod: "Salary paid",
};
