import type { chatListing as en } from "../../en/components/chat-listing";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.chatListing). */
export const chatListing: typeof en = {
  buyer: "Mnunuzi",
  seller: "Muuzaji",
  listingGone: "Tangazo hili halipatikani tena.",
  monthly: (amount: string) => `${amount} / mwezi`,
};
