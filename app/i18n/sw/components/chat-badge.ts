import type { chatBadge as en } from "../../en/components/chat-badge";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.chatBadge). */
export const chatBadge: typeof en = {
  /** The header's link: its accessible name carries the count. */
  inboxLink: "Ujumbe",
  inboxLinkUnread: "Ujumbe, {n} haujasomwa",
  inboxLabel: (n: number) => (n > 0 ? `Ujumbe, ${n} haujasomwa` : "Ujumbe"),
};
