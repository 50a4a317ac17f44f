import type { adminDashboard as en } from "../../en/screens/admin-dashboard";

/** Kiswahili: what its screen shows (STRINGS.screens.adminDashboard). */
export const adminDashboard: typeof en = {
  lastUpdated: "Imesasishwa:",
  refresh: "Sasisha",
  refreshing: "Inasasisha...",
  retry: "Jaribu tena",
  offline: "Tatizo la mtandao. Angalia muunganisho wako.",
  hidden: "Tangazo limefichwa.",
  restored: "Tangazo limerudishwa.",
  imagesUploaded: "Picha za ukurasa wa Mwanzo zimepakiwa!",
  imageRemoved: "Picha ya ukurasa wa Mwanzo imeondolewa.",
};
