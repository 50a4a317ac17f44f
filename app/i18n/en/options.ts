/** English: the options labels: data shown by name (app/i18n/labels.ts). */
export const options = {
  New: "New",
  Used: "Used",
  Refurbished: "Refurbished",
  Bedsitter: "Bedsitter",
  "Full-time": "Full-time",
  "Part-time": "Part-time",
  Contract: "Contract",
  Casual: "Casual",
  Internship: "Internship",
  "No experience": "No experience",
  "Under 1 year": "Under 1 year",
  "1-2 years": "1-2 years",
  "3-5 years": "3-5 years",
  "Over 5 years": "Over 5 years",
  "Per month": "Per month",
  "Per day": "Per day",
};
