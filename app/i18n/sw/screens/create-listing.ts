import type { createListing as en } from "../../en/screens/create-listing";

/** Kiswahili: what its screen shows (STRINGS.screens.createListing). */
export const createListing: typeof en = {
  createTitle: "Weka tangazo jipya",
  resignInAdvice: "Muda wako wa kuingia unaisha ndani ya dakika 30. Ukishindwa kuhifadhi, ingia tena.",
  created: "Tangazo limewekwa!",
};
