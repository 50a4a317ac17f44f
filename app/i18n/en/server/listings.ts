/** English: what the listings services answer (worker/services/listings/ and their API routes). */
export const listings = {
  created: "Listing created successfully!",
  updated: "Listing updated!",
  deleted: "Listing deleted successfully!",
  onlyUnavailable: "Only { isAvailable: false } is accepted.",
  markedUnavailable: "Listing marked as unavailable!",
  markedSold: "Listing marked as sold.",
  markedAvailable: "Listing marked as available.",
  renewed: "Listing renewed.",
  checkPhone: "Check your phone to pay with M-Pesa.",
  unknownChannel: "Unknown contact channel",
  messageSent: "Message sent!",
  signIn: "Please log in to add to favourites!",
  added: "Added to favourites",
  removed: "Removed from favourites",
  usernameTaken: "That username is taken. Please choose another.",
  wrongPassword: "Your current password is not correct.",
  // Writing, editing and deleting a listing (worker/services/listings/listing-writes.ts, listing-removal.ts).
  listingWrites: {
    notOwnerUpdate: "You are not allowed to edit this listing.",
    notOwnerUnavailable: "You are not authorized to mark this listing unavailable.",
    notOwnerDelete: "You are not allowed to delete this listing.",
    taken: "One of these images is already used by another listing. Please upload it again.",
    notSaved: "Your listing could not be saved just now. Please try again.",
  },
  // Mark sold, Mark available, Renew (worker/services/listings/listing-status.ts).
  listingStatus: {
    notOwner: "Only the seller of this listing can change it.",
    notFound: "Listing not found",
    sold: "Marked as sold. It no longer shows in search.",
    available: "Marked as available. It shows in search again.",
    renewed: (until: string) => `Renewed: on show until ${until}.`,
    moderated: "This listing is hidden by a moderator, so it cannot be changed now.",
    soldNoRenew: "This listing is marked sold. Mark it available first.",
    badStatus: "Status must be sold or available.",
  },
  // A renew link from the expiry reminder (worker/services/listings/listing-life.ts).
  renew: {
    used: "This renew link has already been used or is out of date. Renew from My listings on your profile.",
  },
};
