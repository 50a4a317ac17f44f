import type { adminPayments as en } from "../../en/screens/admin-payments";
import { groupedCount } from "../../../domain/ksh";

/** Kiswahili: what its screen shows (STRINGS.screens.adminPayments). */
export const adminPayments: typeof en = {
  noPayments: "Bado hakuna malipo.",
  paymentsCount: (n: number) => `malipo ${groupedCount(n)}`,
  paymentWhen: "Lini",
  paymentListing: "Tangazo",
  paymentAmount: "Kiasi",
  paymentState: "Hali",
  paymentReceipt: "Risiti ya M-Pesa",
  paymentPhone: "Namba",
};
