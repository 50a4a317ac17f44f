import type { conversation as en } from "../../en/screens/conversation";

/** Kiswahili: what its screen shows (STRINGS.screens.conversation). */
export const conversation: typeof en = {
  photo: "Picha",
  withPerson: (name: string) => `na ${name}`,
  backToInbox: "Ujumbe wote",
  notFoundText: "Hatukupata mazungumzo haya. Huenda yalifutwa pamoja na tangazo au akaunti yake.",
  viewListing: "Ona tangazo",
  sellerStorefront: (name: string) => `Duka la ${name}`,
  sentAt: (time: string) => `Ulitumwa ${time}`,
  typing: "anaandika...",
  loadOlder: "Pakia ujumbe wa zamani",
  newestMessages: "Rudi kwa ujumbe mpya",
  noMessagesYet: "Bado hakuna ujumbe.",
  offline: "Uko offline: ujumbe mpya utaonekana mtandao ukirudi.",
  retry: "Jaribu tena",
  reconnecting: "Inaunganisha tena...",
  unblock: "Acha kumzuia",
  blockConfirm: (name: string) => `Umzuie ${name}? Hamtaweza kutumiana ujumbe hadi uache kumzuia.`,
  reportTitle: (name: string) => `Mripoti ${name}`,
  unknownAction: "Kitendo hiki hakijulikani.",
  reviewSeller: "Toa maoni kuhusu muuzaji huyu",
  // Starts with the visible words, so speech users can say what they see.
  reviewSellerLabel: (seller: string, listing: string) => `Toa maoni kuhusu muuzaji huyu: ${seller}, kwa "${listing}"`,
  sellerReply: "Jibu la muuzaji",
};
