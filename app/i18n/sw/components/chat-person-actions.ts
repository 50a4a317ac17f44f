import type { chatPersonActions as en } from "../../en/components/chat-person-actions";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.chatPersonActions). */
export const chatPersonActions: typeof en = {
  block: "Mzuie mtu huyu",
  reportPerson: "Ripoti mtu huyu",
  reportReason: "Kulitokea nini?",
  sendReport: "Tuma ripoti",
  unblockPerson: (name: string) => `Ondoa kizuizi kwa ${name}`,
};
