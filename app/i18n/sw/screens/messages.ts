import type { messages as en } from "../../en/screens/messages";

/** Kiswahili: what its screen shows (STRINGS.screens.messages). */
export const messages: typeof en = {
  inboxHeading: "Ujumbe",
  inboxEmpty: "Bado hakuna mazungumzo. Ukimtumia muuzaji ujumbe, au mnunuzi akiandika kuhusu tangazo lako, mazungumzo yataonekana hapa.",
  olderConversations: "Mazungumzo ya zamani",
  newestConversations: "Rudi kwa mapya zaidi",
  photos: (n: number) => (n === 1 ? "Picha" : `Picha ${n}`),
  unreadCount: (n: number) => `${n} haujasomwa`,
};
