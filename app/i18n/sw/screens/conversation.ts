import type { conversation as en } from "../../en/screens/conversation";

/** Kiswahili: what its screen shows (STRINGS.screens.conversation). */
export const conversation: typeof en = {
  backToInbox: "Ujumbe wote",
  notFoundText: "Hatukupata mazungumzo haya. Huenda yalifutwa pamoja na tangazo au akaunti yake.",
  typing: "anaandika...",
  loadOlder: "Pakia ujumbe wa zamani",
  newestMessages: "Rudi kwa ujumbe mpya",
  noMessagesYet: "Bado hakuna ujumbe.",
  offline: "Uko offline: ujumbe mpya utaonekana mtandao ukirudi.",
  retry: "Jaribu tena",
  unknownAction: "Kitendo hiki hakijulikani.",
  reviewSeller: "Toa maoni kuhusu muuzaji huyu",
  // Starts with the visible words, so speech users can say what they see.
  reviewSellerLabel: (seller: string, listing: string) => `Toa maoni kuhusu muuzaji huyu: ${seller}, kwa "${listing}"`,
};
