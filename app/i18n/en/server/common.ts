/** English: what the Worker answers in any service area. */
export const common = {
  // Refusals any route may give (worker/services/refusal.ts, worker/api/guards.ts, envelope.ts).
  common: {
    signInFirst: "Please sign in first.",
    adminOnly: "Only admins can do this.",
    somethingWentWrong: "Something went wrong. Please try again later.",
    notFound: "Not found",
    invalidInput: "Invalid input",
    foreignOrigin: "This request came from another site, so it was refused.",
    listingNotFound: "Listing not found",
    userNotFound: "User not found",
    imageNotFound: "Image not found",
    paymentNotFound: "Payment not found",
    wholeNumber: (name: string) => `${name} must be a whole number.`,
  },
  selectImage: "Please select an image.",
  avatarTooBig: "Error: Image upload failed (must be less than 2MB).",
  avatarNotImage: "Please choose an image (JPEG, PNG, WebP or AVIF).",
};
