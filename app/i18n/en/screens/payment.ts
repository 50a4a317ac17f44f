/** English: what its screen shows (STRINGS.screens.payment). */
export const payment = {
  paymentTitle: "M-Pesa payment",
  pending: (amount: string, phone: string) => `Check your phone (${phone}): enter your M-Pesa PIN to pay ${amount}.`,
  pendingWait: "This page updates by itself when M-Pesa answers.",
  paid: (receipt: string | null) => (receipt ? `Paid. M-Pesa receipt ${receipt}.` : "Paid."),
  applied: (kind: "top" | "featured", until: string) => `Your listing is ${kind === "top" ? "Top" : "Featured"} until ${until}.`,
  retry: "Try again",
  toListing: "See the listing",
};
