/** English: what its component shows, wherever it is rendered (STRINGS.components.listingActions). */
export const listingActions = {
  report: "Report Abuse",
  reportTitle: "Report this listing",
  reportReason: "What is wrong with this listing?",
  sendReport: "Send report",
};
