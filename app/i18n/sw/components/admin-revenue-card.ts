import type { adminRevenueCard as en } from "../../en/components/admin-revenue-card";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.adminRevenueCard). */
export const adminRevenueCard: typeof en = {
  totalRevenue: "Mapato yote",
  revenueHint: "Malipo ya M-Pesa yaliyothibitishwa ya boost (ada hazirudishwi).",
  showRevenue: "Onyesha mapato yote",
  hideRevenue: "Ficha mapato yote",
};
