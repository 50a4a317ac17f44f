import type { chatThread as en } from "../../en/components/chat-thread";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.chatThread). */
export const chatThread: typeof en = {
  youName: "wewe",
  conversationTitle: (listing: string) => `Mazungumzo kuhusu ${listing}`,
  today: "Leo",
  yesterday: "Jana",
  seen: "Umesomwa",
  photoOf: (n: number, name: string) => `Picha ${n}, imetumwa na ${name}`,
  openPhoto: (n: number) => `Fungua picha ${n} kwa ukubwa kamili`,
};
