/**
 * The listing page (docs/decisions/096 and 128): the server renders the photos, the actions as
 * ordinary forms and the report and message boxes as disclosures, all of which work without a
 * script (the no-JS end-to-end project proves it). Its markup names these behaviours:
 *
 * - the photo strip's arrows, count and keyboard, later photos fetched only as the buyer moves
 *   towards them (image-carousel), and a tapped photo full screen (photo-viewer);
 * - Report Abuse and Message seller as modal dialogs (dialog), the quick replies going into the
 *   text rather than sending it (quick-replies);
 * - the report, Show contact, the message and the owner's buttons posted without leaving the page,
 *   the part of the server's answer each names put in place (swap), the number read out where the
 *   button was (contact-reveal);
 * - Share copying the address (share).
 *
 * - the view recorded for Recently Viewed as the reader leaves (viewed-listing; low-data mode's
 *   script does it too).
 */
import { dialog } from "../behaviours/dialog/dialog";
import { swap } from "../behaviours/swap/swap";
import { contactReveal } from "../components/contact-reveal/contact-reveal.behaviour";
import { imageCarousel } from "../components/image-carousel/image-carousel.behaviour";
import { quickReplies } from "../components/message-seller/message-seller.behaviour";
import { photoViewer } from "../components/photo-viewer/photo-viewer.behaviour";
import { shareButton } from "../components/share-button/share-button.behaviour";
import { viewedListing } from "../components/recently-viewed/viewed-listing.behaviour";
import { LISTING_CARD_BEHAVIOURS } from "../components/listing-card-behaviours";
import { startPage } from "./page";

startPage(...LISTING_CARD_BEHAVIOURS, viewedListing, imageCarousel, photoViewer, dialog, quickReplies, swap, contactReveal, shareButton);
