/** English: what its screen shows (STRINGS.screens.adminDashboard). */
export const adminDashboard = {
  lastUpdated: "Last Updated:",
  refresh: "Refresh",
  refreshing: "Refreshing...",
  retry: "Retry",
  offline: "Network error. Check the connection.",
  hidden: "Listing hidden.",
  restored: "Listing restored.",
  imagesUploaded: "Homepage images uploaded successfully!",
  imageRemoved: "Homepage image removed.",
};
