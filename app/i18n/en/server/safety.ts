/** English: what the safety services answer (worker/services/safety/ and their API routes). */
export const safety = {
  dismissed: "Flag dismissed. Both listings stay up.",
  copyHidden: "The copy is hidden.",
  flagNotFound: "This flag does not exist or has already been settled.",
  approved: "The listing is published.",
  rejected: "The listing is rejected: it stays hidden, and its seller sees it as hidden by a moderator.",
  notHeld: "This listing is not waiting for a check (another admin may have decided already).",
  reportReviewed: "Report marked reviewed.",
  reportNotFound: "Report not found",
  contactRefusals: {
    noNumber: "This listing has no confirmed phone number to show.",
    notForRobots: "Phone numbers are shown to people only.",
    tooManyVisitor: "Many numbers were shown from this connection just now. Please wait a few minutes, or sign in to see more.",
    tooManyMember: "You have seen many numbers this hour. Please wait a little, then try again.",
  },
  badPaymentStatus: "Status must be pending, paid, cancelled, timeout or failed.",
  homepageImagesUploaded: "Homepage images uploaded successfully!",
  homepageImageRemoved: "Homepage image removed.",
  listingHidden: "Listing hidden.",
  listingRestored: "Listing restored.",
  // Verified Seller requests and decisions (worker/services/safety/moderation.ts).
  verification: {
    requested: "Verification requested. An admin will review your listings soon.",
    alreadyPending: "Your verification request is already waiting for an admin.",
    alreadyVerified: "You are already a Verified Seller.",
    approved: "Seller verified.",
    rejected: "Verification request rejected.",
    withdrawn: "Verified Seller mark removed.",
  },
};
