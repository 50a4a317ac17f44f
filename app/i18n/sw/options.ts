import type { options as en } from "../en/options";

/** Kiswahili: the options labels: data shown by name (app/i18n/labels.ts). */
export const options: typeof en = {
  New: "Mpya",
  Used: "Imetumika",
  Refurbished: "Imekarabatiwa",
  Bedsitter: "Bedsitter (chumba kimoja)",
  "Full-time": "Muda wote",
  "Part-time": "Muda mfupi",
  Contract: "Mkataba",
  Casual: "Kibarua",
  Internship: "Mafunzo kazini",
  "No experience": "Bila uzoefu",
  "Under 1 year": "Chini ya mwaka 1",
  "1-2 years": "Miaka 1-2",
  "3-5 years": "Miaka 3-5",
  "Over 5 years": "Zaidi ya miaka 5",
  "Per month": "Kwa mwezi",
  "Per day": "Kwa siku",
};
