import type { adminChatSafety as en } from "../../en/components/admin-chat-safety";
import { groupedCount } from "../../../domain/ksh";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.adminChatSafety). */
export const adminChatSafety: typeof en = {
  // The admin dashboard's Reports: flagged chat messages and reports about people.
  flaggedMessages: "Ujumbe unaoshukiwa",
  flaggedMessagesHint: "Ujumbe wa chat uliopata onyo la utapeli katika siku 30 zilizopita. Ulifika pamoja na onyo; mazungumzo yanabaki ya faragha.",
  flaggedCount: (n: number) => `Ujumbe ${groupedCount(n)} unaoshukiwa katika siku 30 zilizopita`,
  noFlaggedMessages: "Hakuna ujumbe unaoshukiwa katika siku 30 zilizopita.",
  flaggedFrom: "Kutoka kwa",
  flaggedAbout: "kuhusu",
  signalNames: {
    "payment-first": "Malipo kabla ya kuona",
    "mpesa-number": "Namba ya M-Pesa",
    "off-platform": "App au link nyingine",
    "otp-pin": "Msimbo au PIN",
  },
  personReports: "Ripoti kuhusu watu",
  personReportsHint: "Watu walioripotiwa kutoka kwenye mazungumzo, ripoti mpya kwanza. Bonyeza Nimekagua ukishaiangalia ripoti.",
  noPersonReports: "Hakuna ripoti kuhusu watu zinazosubiri.",
  reportedPerson: "Aliyeripotiwa:",
  reportedByPerson: (name: string | null) => `aliyeripoti: ${name ?? "akaunti iliyofutwa"}`,
};
