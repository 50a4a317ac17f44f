/** English: what its component shows, wherever it is rendered (STRINGS.components.adminRevenueCard). */
export const adminRevenueCard = {
  totalRevenue: "Total revenue",
  revenueHint: "Confirmed M-Pesa payments for boosts (fees are non-refundable).",
  showRevenue: "Show total revenue",
  hideRevenue: "Hide total revenue",
};
