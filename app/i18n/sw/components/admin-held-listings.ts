import type { adminHeldListings as en } from "../../en/components/admin-held-listings";
import { groupedCount } from "../../../domain/ksh";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.adminHeldListings). */
export const adminHeldListings: typeof en = {
  count: (n: number) => groupedCount(n),
  bySeller: "Muuzaji:",
  showing: (shown: number, total: number) => `Unaona ${shown} mapya zaidi kati ya ${groupedCount(total)}.`,
  title: "Yanasubiri ukaguzi",
  hint: "Matangazo mapya au yaliyohaririwa ambayo maneno yake yanafanana na utapeli wa kawaida (pesa kabla ya kuona, M-Pesa ili kushikilia, mwenye mali yuko nje ya nchi, ada ya kazi). Hakuna anayeyaona hadi uyachapishe.",
  none: "Hakuna tangazo linalosubiri ukaguzi.",
  approve: "Chapisha",
  approveLabel: (name: string) => `Chapisha: ${name}`,
  reject: "Kataa",
  rejectLabel: (name: string) => `Kataa: ${name}`,
  heldWhen: (date: string) => `lilizuiliwa ${date}`,
  bySignal: {
    "payment-first": "Pesa kabla ya kuona",
    "reserve-by-mpesa": "M-Pesa ili kushikilia",
    "owner-abroad": "Mwenye mali yuko nje",
    "job-fee": "Ada ya kazi",
  },
};
