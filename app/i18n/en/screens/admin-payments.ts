import { groupedCount } from "../../../domain/ksh";

/** English: what its screen shows (STRINGS.screens.adminPayments). */
export const adminPayments = {
  noPayments: "No payments yet.",
  paymentsCount: (n: number) => `${groupedCount(n)} ${n === 1 ? "payment" : "payments"}`,
  paymentWhen: "When",
  paymentListing: "Listing",
  paymentAmount: "Amount",
  paymentState: "State",
  paymentReceipt: "M-Pesa receipt",
  paymentPhone: "Number",
};
