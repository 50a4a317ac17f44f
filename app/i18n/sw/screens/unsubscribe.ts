import type { unsubscribe as en } from "../../en/screens/unsubscribe";

/** Kiswahili: what its screen shows (STRINGS.screens.unsubscribe). */
export const unsubscribe: typeof en = {
  unsubscribeTitle: "Zima arifa",
  unsubscribeSearch: (name: string) => `Acha kupokea email za matangazo mapya ya utafutaji wako "${name}"?`,
  unsubscribePrices: "Acha kupokea email bei ya kipendwa chako ikishuka?",
  unsubscribeButton: "Zima email hizi",
  unsubscribedSearch: (name: string) => `Sawa: hutapokea tena email za "${name}". Unaweza kuziwasha tena kwenye wasifu wako wakati wowote.`,
  unsubscribedPrices: "Sawa: hutapokea tena email za bei kushuka.",
  alreadyOff: "Email hizi tayari zimezimwa.",
  badLink: "Link hii ya kujiondoa si sahihi, au kile inachozima hakipo tena.",
};
