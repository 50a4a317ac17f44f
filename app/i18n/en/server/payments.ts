/** English: what the payments services answer (worker/services/payments/ and their API routes). */
export const payments = {
  // Boosts paid with M-Pesa (worker/services/payments/payments.ts).
  payments: {
    noPackage: "Choose a boost.",
    notFound: "Listing not found",
    notOwner: "Only the seller of this listing can boost it.",
    notOnShow: "Only a listing on show can be boosted. Renew it or mark it available first.",
    noPhone: "Confirm a phone number on your profile first: the M-Pesa request goes to a number you confirmed.",
    notYourPhone: "Choose one of the numbers you confirmed.",
    unavailable: "M-Pesa payments are not available right now. Please try again later.",
    notSent: "M-Pesa did not take the request just now. Please try again in a minute.",
    tooMany: "Too many payment requests. Please wait a few minutes and try again.",
    paymentNotFound: "Payment not found",
  },
};
