import type { updateListing as en } from "../../en/screens/update-listing";

/** Kiswahili: what its screen shows (STRINGS.screens.updateListing). */
export const updateListing: typeof en = {
  updateTitle: "Hariri tangazo lako",
  updated: "Tangazo limebadilishwa!",
  signInToEdit: "Tafadhali ingia ili uhariri tangazo",
  signInToUpdate: "Tafadhali ingia ili ubadilishe tangazo",
  forbiddenTitle: "Si tangazo lako",
  forbidden: "Unaweza kuhariri matangazo yako tu.",
  backToProfile: "Rudi kwenye wasifu wangu",
};
