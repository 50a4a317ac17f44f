import type { messageSeller as en } from "../../en/components/message-seller";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.messageSeller). */
export const messageSeller: typeof en = {
  messageSeller: "Mwandikie muuzaji",
  viewConversation: "Ona mazungumzo",
  quickReplies: "Majibu ya haraka",
  quickReplyHint: "Gusa moja uanze, au andika lako.",
  privacyHint: "Namba yako ya simu haionyeshwi. Muuzaji atakujibu kwenye ujumbe wako wa Sokoni.",
  startSend: "Tuma ujumbe",
  yourMessage: "Ujumbe wako",
};
