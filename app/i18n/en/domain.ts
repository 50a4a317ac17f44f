import { groupedCount, groupedShillings } from "../../domain/ksh";
import { LIMITS } from "../../domain/limits";
import type { ListingScamSignal, ScamSignal } from "../../domain/chat-types";
import { displayPhone } from "../../domain/phone-display";
import { REVIEW_EDIT_DAYS, RATING_MIN, RATING_MAX, COMMENT_MIN, COMMENT_MAX, REPLY_MIN, REPLY_MAX, REPORT_REASON_MAX } from "../../domain/review-limits";
import {
  MESSAGE_REQUIRED,
  MESSAGE_LONG,
  OWN_LISTING,
  TOO_MANY_MESSAGES,
  SIGN_IN_TO_MESSAGE,
  USER_NOT_FOUND,
  TOO_MANY_REPORTS,
  PHONE_INVALID,
  IMAGES_TOO_MANY,
  IMAGE_NOT_OURS,
} from "./shared";

/** English: the shared rules' texts (app/domain): validation messages, refusals, time and money words. */
export const domain = {
  minutes: (n: number) => (n === 1 ? "a minute" : `${n} minutes`),
  hours: (n: number) => (n === 1 ? "an hour" : `${n} hours`),
  days: (n: number) => (n === 1 ? "a day" : `${n} days`),
  /** East Africa Time's calendar words (app/domain/time.ts, member-since.ts; the home clock gets them as `data-` attributes). */
  time: {
    /** Sunday first, as Date's getUTCDay counts. */
    days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    /** Three letters each, the same on every engine ("22 Nov 2026"). */
    shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    /** How a time of day is written in a sentence: "2:15 pm" (h12) or "14:15" (h23). */
    hourCycle: "h12" as "h12" | "h23",
  },
  /** Prices (app/domain/money.ts). */
  money: {
    notAvailable: "N/A",
    perMonth: (amount: string) => `${amount} / month`,
    perDay: (amount: string) => `${amount} / day`,
  },
  /** Conversations' refusals and confirmations (CONVERSATION_MESSAGES, app/domain/conversation-texts.ts). */
  conversation: {
    textRequired: MESSAGE_REQUIRED,
    textLong: MESSAGE_LONG,
    tooManyPhotos: "You can send at most 3 photos in one message.",
    photoNotOurs: "One of the photos was not uploaded by you. Please add it again.",
    notFound: "Conversation not found",
    listingNotFound: "Listing not found",
    ownListing: OWN_LISTING,
    tooMany: TOO_MANY_MESSAGES,
    tooManyConversations: "You have started many conversations in a short time. Please try again later.",
    /** The blocked side, whatever they try to send. */
    blockedByOther: "You can no longer send messages in this conversation.",
    /** The side that blocked, until they unblock. */
    blockedByYou: "You blocked this person. Unblock them to send a message.",
    sent: "Message sent!",
    started: "Message sent! The seller will reply here.",
    /** A quick reply pressed after typing, without scripts: nothing was sent yet. */
    quickReplyAdded: "Your words are kept and the quick reply was added after them. Check the message and press Send message.",
    signIn: SIGN_IN_TO_MESSAGE,
    cannotBlockYourself: "You cannot block yourself.",
    cannotReportYourself: "You cannot report yourself.",
    userNotFound: USER_NOT_FOUND,
    blocked: (name: string) => `You blocked ${name}. Neither of you can send messages in your conversations until you unblock.`,
    unblocked: (name: string) => `You unblocked ${name}.`,
    reportReasonRequired: "Please tell us what happened.",
    reportReasonLong: "Please keep the reason under 1,000 characters.",
    reported: "Thank you. Our team will look into your report.",
    tooManyReports: TOO_MANY_REPORTS,
  },
  /** What the listing page offers to send with one tap (quickReplies() in conversation-texts.ts). */
  quickReplies: ["Is this still available?", "What is your last price?", "Where can I view it?", "Can you deliver?"],
  /** Report Abuse (REPORT_MESSAGES). */
  report: {
    reasonRequired: "Please provide a reason for reporting.",
    reasonLong: `Please keep the reason under ${groupedCount(LIMITS.reportReasonMax)} characters.`,
    sent: "Report sent successfully!",
    tooMany: TOO_MANY_REPORTS,
  },
  /** Message seller (MESSAGE_MESSAGES). */
  message: {
    label: "Message seller",
    bodyRequired: MESSAGE_REQUIRED,
    bodyLong: MESSAGE_LONG,
    sent: "Message sent! The seller will reply in your Sokoni messages.",
    replied: "Reply sent!",
    ownListing: OWN_LISTING,
    tooMany: TOO_MANY_MESSAGES,
    signIn: SIGN_IN_TO_MESSAGE,
  },
  /** Mark Unavailable (AVAILABILITY_MESSAGES). */
  availability: {
    button: "Mark Unavailable",
    done: "Listing marked as unavailable!",
    failed: "Failed to mark unavailable",
  },
  /** Listing safety (LISTING_SAFETY_MESSAGES, app/domain/listing-safety-texts.ts). */
  listingSafety: {
    /** A seller reporting their own listing. */
    ownListing: "You cannot report your own listing.",
    /** The listing page for visitors while reports hide it. */
    underReviewTitle: "This listing is under review",
    underReview: "Several people reported this listing, so it is hidden while our team checks it.",
    /** The owner's notice on their own listing hidden by reports. */
    ownerHiddenByReports:
      "This listing is hidden because several people reported it. Our team will look at it; if you think the reports are wrong, ask for a review through Contact Us.",
    /** The price warning on a listing page (verbatim). */
    priceWarning: "This price is much lower than similar listings. Be careful of scams.",
    priceWarningLink: "Read our safety guide",
    /** The dashboard's words for a listing's hiding. */
    hiddenByReports: "hidden by reports",
    hiddenByAdmin: "hidden by an admin",
    copiedPhotos: "Possible copied photos",
    /** A listing the scam guard held for an admin (docs/decisions/116), as its seller is told. */
    held: "held for a check",
    heldCreated: "Your listing was saved, but buyers cannot see it yet: our team checks it first. Open it to see why.",
    heldUpdated: "Your changes were saved, but buyers cannot see the listing until our team has checked it. Open it to see why.",
    ownerHeld: "Buyers cannot see this listing yet: our team checks it first, because",
    ownerHeldHowTo:
      "If this is a mistake, edit the listing and take those words out (it is checked again when you save), or wait: an admin will publish or reject it, usually within a day.",
    heldBySignal: {
      "payment-first": "it asks for money, a deposit or a fee (such as a viewing or booking fee) before the buyer has seen the item or the house.",
      "reserve-by-mpesa": "it asks buyers to send money by M-Pesa to reserve, book or view.",
      "owner-abroad": "it says the owner is abroad, which is how many rental and car scams begin.",
      "job-fee": "it asks people looking for work to pay a fee (registration, training, medical or similar).",
    } satisfies Record<ListingScamSignal, string>,
  },
  /** Beside a seller who joined less than 7 days ago (newOnSokoni). */
  newAccount: {
    joined: (days: number) =>
      days <= 0 ? "New on Sokoni: joined today" : days === 1 ? "New on Sokoni: joined yesterday" : `New on Sokoni: joined ${days} days ago`,
  },
  /** The posting limit's 429, in parts (POSTING_LIMIT_TEXTS; postingLimitSentence joins them). */
  postingLimit: {
    newAccount: (limit: number) => `New accounts can post ${limit} listings a day.`,
    everyAccount: (limit: number) => `Each account can post ${limit} listings a day.`,
    today: (time: string) => `You can post again at ${time} today.`,
    tomorrow: (time: string) => `You can post again tomorrow at ${time}.`,
    later: (date: string, time: string) => `You can post again on ${date} at ${time}.`,
  },
  /** The 409 for a listing the seller already has (DUPLICATE_LISTING_MESSAGES). */
  duplicateListing: {
    samePhoto: (name: string) => `You already have a listing with this photo in this category: "${name}". Edit that listing instead of posting it again.`,
    sameTitle: (name: string) => `You already have a listing called "${name}" in this category. Edit that listing instead of posting it again.`,
  },
  /** Account forms (ACCOUNT_MESSAGES, app/domain/account.ts). */
  account: {
    signInRequired: "Email and password are required",
    signUpRequired: "All fields are required",
    terms: "You must agree to the Terms and Conditions",
    emailRequired: "Email is required",
    resetRequired: "Both password fields are required",
    passwordsDiffer: "Passwords do not match",
    passwordShort: `Password must be at least ${LIMITS.passwordMin} characters long`,
    emailInvalid: "Please enter a valid email address",
    resetLinkExpired: "This reset link has expired or has already been used. Links work once, for one hour.",
    currentPasswordNeeded: "Enter your current password to set a new one",
    /** The username rule (docs/decisions/023): the sign-up form's hint and the refusal's words. */
    usernameHint: "Use a single name, or two names joined by an underscore: letters only, at least 2 each (e.g. wanjiku or wanjiku_kamau).",
    passwordLong: "Password must be at most 128 characters long",
    currentPasswordWrong: "Your current password is not correct.",
  },
  /** Why a Google sign-in failed (googleErrorMessage), after "Error with Google authentication: ". */
  google: {
    cancelled: "the sign-in was cancelled at Google.",
    expired: "the sign-in took too long or was started in another tab. Please try again.",
    noEmail: "Google did not share an email address for this account.",
    notLinked: "this email already has a Sokoni account. Sign in with its password instead.",
    failed: "Google could not confirm who you are. Please try again.",
  },
  /** The admin dashboard (ADMIN_MESSAGES, app/domain/admin.ts). */
  admin: {
    logIn: "Please log in to access the admin dashboard.",
    noData: "No data available",
    settings: "Manage settings (coming soon).",
    loadFailed: (message: string) => `Failed to load dashboard: ${message}`,
    refreshFailed: (message: string) => `Refresh failed: ${message}`,
    httpError: (status: number) => `HTTP Error: ${status}`,
    apiError: "API returned an error",
    uploadFailed: (message: string) => `Upload failed: ${message}`,
    uploadFailedStatus: (status: number) => `Upload failed: ${status}`,
    serverError: "Server error",
    filesTooLarge: (names: string[]) => `These files exceed 5MB: ${names.join(", ")}.`,
    totalTooLarge: (megabytes: string) => `Total size (${megabytes} MB) exceeds 25MB limit.`,
    noImages: "Please select at least one image.",
    missingDetails: "Provide a URL and company name for each image.",
    badUrl: "Each company URL must be a web address (http or https).",
    notImage: "Only JPEG, PNG, WebP or AVIF images can be uploaded.",
  },
  /** Hide or restore (ModerationSchema). */
  moderation: {
    action: "The action must be hide or restore.",
  },
  /** The listing form (LISTING_MESSAGES, app/domain/listing-input.ts). */
  listingInput: {
    nameLength: `Title must be ${LIMITS.listingNameMin} to ${LIMITS.listingNameMax} characters`,
    descriptionRequired: "Description is required",
    descriptionLong: "Description must be at most 5,000 characters",
    categoryRequired: "Please choose a category",
    subcategoryInvalid: "Please choose a subcategory of the chosen category",
    countyInvalid: "Please choose a county",
    areaInvalid: "Area must be a town or estate name of at most 60 characters, e.g. Kilimani",
    typeInvalid: "Type must be sale or rent",
    priceRequired: "Regular price is required",
    priceNotNumber: "Write the price in whole shillings, e.g. 45000, 45k, 1.5m or KSh 40,000 (no cents)",
    priceLow: `Regular price must be at least KSh ${groupedShillings(LIMITS.minRegularPrice)}`,
    priceHigh: `Regular price cannot exceed KSh ${groupedShillings(LIMITS.maxRegularPrice)}`,
    discountRequired: "Enter the discount price of your offer",
    discountNotLower: "Discount price must be lower than regular price",
    sellerRequired: "Seller name is required",
    phoneRequired: "Phone number is required",
    phoneInvalid: PHONE_INVALID,
    imagesRequired: "At least one image required",
    imagesTooMany: IMAGES_TOO_MANY,
    imageInvalid: IMAGE_NOT_OURS,
    conditionInvalid: "Please choose a condition from the list",
    choiceInvalid: (label: string) => `Please choose the ${label.toLowerCase()} from the list`,
    yearRange: (max: number) => `Year must be between ${LIMITS.vehicleYearMin} and ${max}`,
    roomsRange: `Must be a whole number from ${LIMITS.roomsMin} to ${LIMITS.roomsMax}`,
    bedroomsRange: `Choose Bedsitter or ${LIMITS.roomsMin} to ${LIMITS.roomsMax} bedrooms`,
    wholeNumber: "Please enter a whole number",
    textLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    /** The number is not one the listing's seller confirmed by SMS (docs/decisions/024). */
    phoneNotVerified: "Please confirm this phone number with an SMS code before publishing.",
  },
  /** The listing form's own fields, as its length messages name them. */
  listingFields: {
    sellerName: "Seller name",
    businessName: "Business name",
  },
  /** Image upload (UPLOAD_MESSAGES, spec section 5). */
  upload: {
    noFiles: "Please select at least one image",
    tooMany: IMAGES_TOO_MANY,
    tooLarge: (capBytes: number) => `Images must be under ${Math.round(capBytes / (1024 * 1024))} MB`,
    notImage: "Only JPEG, PNG, WebP or AVIF images can be uploaded",
    notOurs: IMAGE_NOT_OURS,
    // The server prepares photos sent without JavaScript: these say what it cannot prepare.
    notPreparable: "Photos sent without JavaScript must be JPEG, PNG or WebP",
    noCopies: "Photos sent without their smaller copies must be JPEG, PNG or WebP",
    unreadable: "A photo could not be read; please choose another one",
    tooManyPixels: (megapixels: number) => `Photos can be at most ${megapixels} megapixels; please choose a smaller one`,
    // A smaller copy the browser made (docs/decisions/091-image-variants.md) that the server would not store.
    badVariant: "A photo's smaller copy could not be used; please choose the photo again",
  },
  /** The browser's own photo preparation (app/lib/compress-image.ts). */
  imagePrep: {
    cannotPrepare: "This browser could not prepare the image",
    unreadable: (name: string) => `${name} is not a photo this browser can read`,
  },
  /** Kenyan mobiles (PHONE_MESSAGES, app/domain/phone.ts). */
  phone: {
    invalid: PHONE_INVALID,
    /** The WhatsApp message a buyer starts with. */
    whatsappHello: (listingName: string, listingUrl: string) => `Hello, I'm interested in "${listingName}" on Sokoni: ${listingUrl}`,
  },
  /** Confirming a number by SMS (PHONE_CODE_MESSAGES, app/domain/phone-codes.ts). */
  phoneCodes: {
    invalidNumber: PHONE_INVALID,
    codeInvalid: "Please enter the 6-digit code from the SMS.",
    sent: (phone: string) => `We sent a 6-digit code to ${displayPhone(phone)}. It works for 10 minutes.`,
    confirmed: (phone: string) => `${displayPhone(phone)} is confirmed on your account.`,
    removed: (phone: string) => `${displayPhone(phone)} was removed from your account.`,
    alreadyYours: "This number is already confirmed on your account.",
    takenByAnother: "This number is already confirmed on another Sokoni account.",
    resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
    tooManyForNumber: "This number has had 5 codes today. Please try again tomorrow.",
    tooManyForAccount: "You have asked for many codes today. Please try again tomorrow.",
    tooManyFromAddress: "Too many codes were asked for from this connection today. Please try again tomorrow.",
    wrongCode: (triesLeft: number) => `That code is not right. ${triesLeft === 1 ? "1 try left" : `${triesLeft} tries left`}.`,
    locked: "This code was entered wrongly 5 times and no longer works. Please ask for a new code.",
    expired: "This code has expired. Please ask for a new code.",
    noCode: "Please ask for a code for this number first.",
    notYours: "This number is not confirmed on your account.",
    inUse: (phone: string) => `${displayPhone(phone)} is the contact number of one of your listings. Change those listings to another number first.`,
    smsFailed: "We could not send the SMS just now. Please try again in a few minutes.",
  },
  /** The SMS itself (codeMessage): short, the code first, and the warning against code phishing. */
  phoneSms: {
    code: (code: string) => `${code} is your Sokoni code. It works for 10 minutes. Never share it: Sokoni will never ask you for it.`,
  },
  /** Reviews of sellers (REVIEW_MESSAGES, app/domain/reviews.ts). */
  reviews: {
    signIn: "Please sign in to review a seller.",
    noConversation: "You can review a seller once you have both written to each other about this listing.",
    self: "You cannot review yourself.",
    already: "You have already reviewed this seller for this listing.",
    listingGone: "This listing is no longer on Sokoni, so it cannot be reviewed.",
    editClosed: `A review can only be changed or deleted within ${REVIEW_EDIT_DAYS} days of writing it.`,
    notAuthor: "Only the person who wrote this review can change it.",
    notFound: "Review not found",
    userNotFound: USER_NOT_FOUND,
    replyNotSeller: "Only the seller who was reviewed can reply.",
    alreadyReplied: "You have already replied to this review.",
    reportOwn: "You cannot report your own review.",
    alreadyReported: "You have already reported this review.",
    tooManyReviews: "You have written many reviews today. Please try again tomorrow.",
    tooManyReports: "You have reported many reviews today. Please try again tomorrow.",
    rating: `Please choose a rating from ${RATING_MIN} to ${RATING_MAX} stars.`,
    listing: "Please choose the listing you are reviewing.",
    commentShort: `Please write at least ${COMMENT_MIN} characters about the seller.`,
    commentLong: `Please keep your review under ${groupedCount(COMMENT_MAX)} characters.`,
    replyShort: `Please write at least ${REPLY_MIN} characters in your reply.`,
    replyLong: `Please keep your reply under ${groupedCount(REPLY_MAX)} characters.`,
    reasonRequired: "Please say why you are reporting this review.",
    reasonLong: `Please keep the reason under ${REPORT_REASON_MAX} characters.`,
    created: "Thank you! Your review is published.",
    updated: "Review updated.",
    deleted: "Review deleted.",
    replied: "Reply published.",
    reported: "Report sent. An admin will look at this review.",
    removed: "Review removed. It no longer counts in the seller's rating.",
    dismissed: "Reports dismissed. The review stays up.",
  },
  /** A bad search query (LISTING_QUERY_MESSAGES, app/domain/listing-query.ts): the API's 400 says the first. */
  listingQuery: {
    category: "There is no such category.",
    subcategory: "There is no such subcategory in this category.",
    location: "Choose one of Kenya's 47 counties as the location.",
    condition: "Condition must be New, Used or Refurbished.",
    type: "Type must be sale or rent.",
    sort: "Listings can be sorted by date (created_at), price (regularPrice) or views only.",
    order: "Order must be asc (lowest first) or desc (highest first).",
    minPrice: "Write the minimum price in whole shillings, e.g. 45000, 45k or 1.5m.",
    maxPrice: "Write the maximum price in whole shillings, e.g. 45000, 45k or 1.5m.",
    limit: "The page size must be a whole number of at least 1.",
    startIndex: "The start position must be a whole number from 0 to 100,000.",
    area: "The area must be a town or estate name of at most 60 characters.",
    make: "The make must be at most 40 characters.",
    model: "The model must be at most 40 characters.",
    yearFrom: "Year from must be a year between 1900 and next year.",
    yearTo: "Year to must be a year between 1900 and next year.",
    bedrooms: "Bedrooms must be 0 (a bedsitter) or a whole number up to 10.",
    bathrooms: "Bathrooms must be a whole number from 1 to 10.",
    brand: "The brand must be at most 40 characters.",
    size: "The size must be at most 20 characters.",
    categoryFilter: (key: string, categories: readonly string[]) => `The ${key} filter applies to ${categories.join(" and ")} only.`,
  },
  /** How a category filter is named inside listingQuery.categoryFilter. */
  filterLabels: {
    make: "make",
    model: "model",
    yearFrom: "year",
    yearTo: "year",
    bedrooms: "bedrooms",
    bathrooms: "bathrooms",
    furnished: "furnished",
    parking: "parking",
    brand: "brand",
    size: "size",
  },
  /** The scam guard's warning under a flagged message (SCAM_WARNING, app/domain/scam-guard.ts). */
  scamWarning: {
    title: "Be careful: this message looks like a common scam",
    bySignal: {
      "payment-first": "It asks for money, a deposit or a fee before you have seen the item. Pay only when you have seen it and are ready to take it.",
      "mpesa-number": "It gives an M-Pesa till, paybill or number to send money to. Never send money for something you have not seen.",
      "off-platform": "It asks you to move to another app or open an outside link. Keep the conversation here on Sokoni.",
      "otp-pin": "It asks for a code, PIN or password. Never share these with anyone, not even Sokoni staff.",
    } satisfies Record<ScamSignal, string>,
    /** What a phone number, a link or an address becomes in a mail (redactContacts). */
    hidden: "[hidden]",
  },
  /** A payment that did not go through (paymentFailureMessage, app/domain/mpesa.ts): each says no money moved. */
  mpesa: {
    cancelled: "You cancelled the M-Pesa request on your phone. Nothing was paid.",
    timeout: "M-Pesa did not get an answer from your phone in time. Nothing was paid.",
    failed: "M-Pesa could not complete the payment. Nothing was paid.",
  },
  /** The boost packages' names by id (BOOST_PACKAGES, app/domain/boosts.ts). */
  boosts: {
    "top-7": "Top 7 days",
    "top-30": "Top 30 days",
    "featured-7": "Featured on the home page 7 days",
  },
  /** What search engines show of a listing (app/domain/structured-data.ts). */
  structuredData: {
    countyArea: (county: string) => `${county} County, Kenya`,
  },
  /** The pages' guards (app/lib/guards.server.ts). */
  forms: {
    unreadable: "This form could not be read. Please go back and send it again.",
  },
  standing: {
    // Refusals of the admin's form (app/domain/standing.ts, worker/services/safety/standing.ts).
    reasonRequired: "Say why in a few words: the person reads it in their mail.",
    reasonShort: (min: number) => `Give a reason of at least ${min} letters.`,
    reasonLong: (max: number) => `Keep the reason under ${max} characters.`,
    untilRequired: "Choose the day the suspension ends.",
    untilInvalid: "Give the end date as a day, like 2026-12-31.",
    untilPast: "Choose an end day that is not in the past.",
    untilTooFar: (days: number) => `A suspension lasts at most ${days} days; ban the account instead.`,
    notYourself: "You cannot suspend, ban or warn your own account.",
    notAnAdmin: "An admin's account cannot be suspended, banned or warned from here.",
    notStopped: "This account is not suspended or banned.",
    messageNotFound: "That flagged message no longer exists.",
    // What the admin's button answers.
    suspended: (name: string, until: string) => `${name} is suspended until ${until}. They have been told by mail.`,
    banned: (name: string) => `${name} is banned. They have been told by mail.`,
    restored: (name: string) => `${name} can use Sokoni again. They have been told by mail.`,
    warned: (name: string) => `${name} has been warned by mail.`,
    dismissed: "Dismissed: nothing was done to the person.",
    // The sign-in form, to the owner who gave the right password (worker/auth.ts).
    signInSuspended: (until: string) => `This account is suspended until ${until}. We sent you the reason by email.`,
    signInBanned: "This account is banned. We sent you the reason by email.",
    // The dashboard's buttons and forms beside a person.
    suspend: "Suspend",
    ban: "Ban",
    restore: "Restore",
    warn: "Warn",
    dismiss: "Dismiss",
    reason: "Reason (the person reads it)",
    until: "Suspended until",
    confirmSuspend: (name: string) => `Suspend ${name}`,
    confirmBan: (name: string) => `Ban ${name}`,
    confirmWarn: (name: string) => `Warn ${name}`,
    restoreLabel: (name: string) => `Restore ${name}`,
    dismissLabel: (name: string) => `Dismiss: nothing against ${name}`,
    banHint: "Their listings and storefront leave Sokoni until you restore them.",
    suspendedBadge: (until: string) => `Suspended until ${until}`,
    bannedBadge: "Banned",
    adminBadge: "Admin",
    defaultReason: "Breaking Sokoni's rules (reports from other members)",
    messageReason: "Messages that look like a scam",
    reportReason: (reason: string) => `Reported by a member: ${reason}`,
    storefrontHeading: "Admin: this account",
    // The dashboard's log of what admins did to accounts.
    auditLog: "Audit log",
    auditHint: "Every action on a person: who, what, when and why.",
    noAudit: "No actions yet.",
    auditActions: { suspend: "suspended", ban: "banned", restore: "restored", warn: "warned", dismiss: "dismissed a report on" },
    auditUntil: (until: string) => `until ${until}`,
    auditFrom: {
      users: "from the user list",
      "person-report": "from a person report",
      message: "from a flagged message",
      storefront: "from the storefront",
      api: "through the API",
    },
    deletedAccount: "a deleted account",
    // Mails to the person, in their language (worker/services/safety/standing.ts).
    mail: {
      suspendedSubject: "Your Sokoni account is suspended",
      suspendedText: (name: string, reason: string, until: string, siteUrl: string) =>
        `Hello ${name},\n\nAn admin has suspended your Sokoni account until ${until}.\n\nThe reason: ${reason}\n\nUntil then you cannot sign in, send messages, post listings or write reviews. Your listings stay as they are. After that day you can sign in again as usual.\n\nIf you think this is a mistake, tell us why: ${siteUrl}/contact-us\n\nSokoni`,
      bannedSubject: "Your Sokoni account is banned",
      bannedText: (name: string, reason: string, siteUrl: string) =>
        `Hello ${name},\n\nAn admin has banned your Sokoni account.\n\nThe reason: ${reason}\n\nYou can no longer sign in, send messages, post listings or write reviews, and your listings and storefront are no longer shown to anyone.\n\nIf you think this is a mistake, tell us why: ${siteUrl}/contact-us\n\nSokoni`,
      restoredSubject: "Your Sokoni account is open again",
      restoredText: (name: string, siteUrl: string) =>
        `Hello ${name},\n\nAn admin has lifted the suspension or ban on your Sokoni account. You can sign in again, and your listings are shown as before.\n\n${siteUrl}/sign-in\n\nSokoni`,
      warnedSubject: "A warning about your Sokoni account",
      warnedText: (name: string, reason: string, siteUrl: string) =>
        `Hello ${name},\n\nAn admin looked at your account after a report and is warning you.\n\nThe reason: ${reason}\n\nNothing has changed on your account, but if it happens again it may be suspended or banned. Sokoni's rules: ${siteUrl}/terms-of-service\n\nSokoni`,
    },
  },
};
