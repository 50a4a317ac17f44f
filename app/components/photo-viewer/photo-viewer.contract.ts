import { defineContract } from "../../behaviours/contract";

/**
 * The full-size photo viewer (./photo-viewer.tsx) of a listing's photo strip, whose section names
 * the behaviour: the `viewer` dialog, the `body` the photo goes in, its arrows (`step`, keyed "-1" and "1") and the strip's
 * links to each full-size photo (`photo`, keyed by the viewer's title for that photo, "Photo 2 of
 * 5" in the reader's language), each with the photo's `alt` text.
 */
export const photoViewerContract = defineContract("photo-viewer", {
  parts: { viewer: "data-photo-viewer", body: "data-viewer-body", step: "data-viewer-step", photo: "data-viewer-title" },
  values: { alt: "data-alt" },
});
