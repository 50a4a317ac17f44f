import { groupedCount } from "../../../domain/ksh";

/** English: what its component shows, wherever it is rendered (STRINGS.components.adminReportsSection). */
export const adminReportsSection = {
  reports: "Reports",
  intro: "What buyers and the product flagged, each with the action that settles it. This section updates by itself.",
  hiddenByReports: "Hidden by reports",
  hiddenByReportsHint: "Listings that several people reported: they are hidden until you look. Restore brings one back and clears its reports.",
  noHiddenByReports: "No listing is hidden by reports.",
  reportsCount: (n: number) => `${groupedCount(n)} ${n === 1 ? "report" : "reports"}`,
  hiddenWhen: (date: string) => `hidden ${date}`,
  restore: "Restore",
  restoreLabel: (name: string) => `Restore: ${name}, hidden by reports`,
  copiedPhotosHint:
    "A new listing whose photo matches another seller's listing. Compare the two; hide the copy, or dismiss when the photos are the seller's own.",
  noCopiedPhotos: "No possible copies waiting.",
  copy: "New listing",
  original: "Earlier listing",
  sameBytes: "Same photo",
  similarPhoto: "Very similar photo",
  posted: (date: string) => `posted ${date}`,
  flagged: (date: string) => `Flagged ${date}`,
  alreadyHidden: "Hidden",
  noPhoto: "No photo",
  photoOf: (name: string) => `Cover photo of ${name}`,
  dismiss: "Dismiss",
  dismissLabel: (name: string) => `Dismiss: ${name} is not a copy`,
  hideCopy: "Hide the copy",
  hideCopyLabel: (name: string) => `Hide the copy: ${name}`,
};
