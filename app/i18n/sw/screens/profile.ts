import type { profile as en } from "../../en/screens/profile";

/** Kiswahili: what its screen shows (STRINGS.screens.profile). */
export const profile: typeof en = {
  title: "Wasifu",
  corporateTitle: "Wasifu wa kampuni",
  corporateSignIn: "Tafadhali ingia kwanza. Wasifu wa kampuni yako utafunguka hapa ukishaingia.",
  updated: "Wasifu umesasishwa!",
  updateError: (message: string) => `Tatizo la kusasisha wasifu: ${message}`,
  createListing: "Weka tangazo",
  confirmDeleteAccount: "Una uhakika unataka kufuta akaunti yako?",
  accountDeleted: "Akaunti imefutwa!",
  deleteAccountError: "Imeshindwa kufuta akaunti",
  showListings: "Onyesha matangazo yangu",
  deleteAccountWhat: "Akaunti yako, matangazo yako na mazungumzo yako yanafutwa kabisa. Hili haliwezi kurudishwa.",
  noFavourites: "Bado huna vipendwa. Gusa moyo kwenye tangazo ili kulihifadhi hapa.",
  listingDeleted: "Tangazo limefutwa!",
  listingDeleteError: "Imeshindwa kufuta tangazo",
  deleted: "Utafutaji uliohifadhiwa umefutwa.",
  savedSearchesUpdated: "Arifa zimesasishwa.",
  yourAccount: "Akaunti yako",
};
