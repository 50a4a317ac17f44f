/** English: what the Worker answers (refusals, confirmations) on both faces, the API and the pages. */
export const server = {
  server: {
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
    // Sign-up, sign-in and password reset through better-auth (worker/services/accounts/accounts.ts, worker/auth.ts).
    auth: {
      nameIsUsername: "Your name on Sokoni is your username: leave name and displayUsername out, or send the username.",
      noPhotoAtSignUp: "Add a profile photo from your profile once you have signed up.",
      emailInvalid: "Please enter a valid email address",
      tooManyResetMails: (wait: string) => `Too many reset emails were asked for this address. Please wait ${wait} and try again.`,
      signInPaused: (wait: string) =>
        `Too many wrong passwords for this account, so its sign-in is paused. Please try again in ${wait}, or reset your password.`,
      signInPausedHere: (wait: string) =>
        `Too many wrong passwords for this account from your network. Please wait ${wait} and try again, or reset your password.`,
      tooManyWrongPasswordsHere: (wait: string) => `Too many wrong passwords from your network. Please wait ${wait} and try again.`,
      tooManyAttempts: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
      tryLater: "Please try again later.",
      /** How long to wait, in the sentences above. */
      waitMinutes: (minutes: number) => (minutes === 1 ? "a minute" : `${minutes} minutes`),
      anHour: "an hour",
    },
    /**
     * better-auth's refusals by their code, in its own English words (so English pages read as
     * before): the pages and /api/auth/* answer them in the reader's language (worker/auth-messages.ts).
     */
    authCodes: {
      INVALID_EMAIL_OR_PASSWORD: "Invalid email or password",
      INVALID_USERNAME_OR_PASSWORD: "Invalid username or password",
      INVALID_PASSWORD: "Invalid password",
      INVALID_EMAIL: "Invalid email",
      USER_NOT_FOUND: "User not found",
      USER_ALREADY_EXISTS: "User already exists.",
      USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "User already exists. Use another email.",
      USERNAME_IS_ALREADY_TAKEN: "Username is already taken. Please try another.",
      USERNAME_TOO_SHORT: "Username is too short",
      USERNAME_TOO_LONG: "Username is too long",
      INVALID_USERNAME: "Username is invalid",
      PASSWORD_TOO_SHORT: "Password too short",
      PASSWORD_TOO_LONG: "Password too long",
      INVALID_TOKEN: "Invalid token",
      TOKEN_EXPIRED: "Token expired",
      EMAIL_NOT_VERIFIED: "Email not verified",
      SESSION_EXPIRED: "Session expired. Re-authenticate to perform this action.",
      CREDENTIAL_ACCOUNT_NOT_FOUND: "Credential account not found",
      FAILED_TO_CREATE_USER: "Failed to create user",
      FAILED_TO_CREATE_SESSION: "Failed to create session",
      FAILED_TO_UPDATE_USER: "Failed to update user",
    },
    // The confirmations and refusals of the JSON API's routers (worker/api/*).
    api: {
      listings: {
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
      },
      favourites: {
        signIn: "Please log in to add to favourites!",
        added: "Added to favourites",
        removed: "Removed from favourites",
      },
      savedSearches: {
        signIn: "Please sign in to save searches.",
        saved: "Search saved",
        alertsUpdated: "Alerts updated",
        deleted: "Saved search deleted",
      },
      uploads: {
        photos: "Photos uploaded!",
        images: "Images uploaded!",
      },
      users: {
        profileUpdated: "Profile updated successfully!",
        accountDeleted: "Account deleted successfully!",
        selectImage: "Please select an image.",
        avatarUploaded: "Profile image uploaded successfully!",
        badListingStatus: "Status must be active, unavailable, sold, expired, hidden or held.",
      },
      admin: {
        badPaymentStatus: "Status must be pending, paid, cancelled, timeout or failed.",
        homepageImagesUploaded: "Homepage images uploaded successfully!",
        homepageImageRemoved: "Homepage image removed.",
        listingHidden: "Listing hidden.",
        listingRestored: "Listing restored.",
      },
    },
    // A profile's username, password and avatar (worker/services/listings/users.ts).
    users: {
      usernameTaken: "That username is taken. Please choose another.",
      wrongPassword: "Your current password is not correct.",
      avatarTooBig: "Error: Image upload failed (must be less than 2MB).",
      avatarNotImage: "Please choose an image (JPEG, PNG, WebP or AVIF).",
    },
    // Changing an account's email (worker/services/accounts/email-change.ts).
    emailChange: {
      currentPasswordNeeded: "Enter your current password to change your email.",
      wrongPassword: "Your current password is not correct.",
      tooMany: "Too many email changes asked for. Please wait an hour and try again.",
      taken: "An account with that email already exists.",
      takenMeanwhile: "Another account started using that email after the link was sent, so your email stays as it was.",
      linkSent: (email: string) => `We sent a link to ${email}. Your email changes when you open it.`,
      approvalSent: (from: string, email: string) => `We sent a link to ${from} to approve the change. Once you approve it, we send a link to ${email}.`,
    },
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
    // Boosts paid with M-Pesa (worker/services/payments/payments.ts).
    payments: {
      noPackage: "Choose a boost.",
      notFound: "Listing not found",
      notOwner: "Only the seller of this listing can boost it.",
      notOnShow: "Only a listing on show can be boosted. Renew it or mark it available first.",
      noPhone: "Confirm a phone number on your profile first: the M-Pesa request goes to a number you confirmed.",
      notYourPhone: "Choose one of the numbers you confirmed.",
      unavailable: "M-Pesa payments are not available right now. Please try again later.",
      notSent: "M-Pesa did not take the request just now. Please try again in a minute.",
      tooMany: "Too many payment requests. Please wait a few minutes and try again.",
      paymentNotFound: "Payment not found",
    },
    // Verified Seller requests and decisions (worker/services/safety/moderation.ts).
    verification: {
      requested: "Verification requested. An admin will review your listings soon.",
      alreadyPending: "Your verification request is already waiting for an admin.",
      alreadyVerified: "You are already a Verified Seller.",
      approved: "Seller verified.",
      rejected: "Verification request rejected.",
      withdrawn: "Verified Seller mark removed.",
    },
    // Saved searches (worker/services/search/saved-searches.ts).
    savedSearches: {
      nameRequired: "Give the search a name.",
      nameTooLong: (max: number) => `The name can be at most ${max} characters.`,
      frequency: "Alerts can be instant, daily or off.",
      query: "The search to save must be a search address, such as category=Vehicles&make=toyota.",
      empty: "Add words or a filter before saving a search.",
      tooMany: (max: number) => `You can keep at most ${max} saved searches. Delete one to save another.`,
      duplicate: "You have already saved this search.",
      notFound: "Saved search not found.",
    },
    // Storing uploaded images (worker/services/media/uploads.ts).
    storage: {
      tooManyUploads: "You have uploaded many images in the last hour. Please wait a while and try again.",
      notStored: "Your images could not be saved just now. Please try again.",
      // Presigned uploads (worker/services/media/upload-slots.ts).
      oneKindPerRequest: "Ask for photos of one kind at a time: a listing's, your picture or banners.",
      adminsOnly: "Only admins can upload banners.",
      directUploadsOff: "Direct uploads are not available just now; the form will send your photos itself.",
      notArrived: "A photo did not finish uploading. Please choose it again.",
    },
  },
};
