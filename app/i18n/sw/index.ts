import type { Catalogue } from "../en";
import { adminDashboard as screensAdminDashboard } from "./screens/admin-dashboard";
import { adminPayments as screensAdminPayments } from "./screens/admin-payments";
import { authGoogle as screensAuthGoogle } from "./screens/auth-google";
import { boost as screensBoost } from "./screens/boost";
import { browse as screensBrowse } from "./screens/browse";
import { confirmEmail as screensConfirmEmail } from "./screens/confirm-email";
import { conversation as screensConversation } from "./screens/conversation";
import { createListing as screensCreateListing } from "./screens/create-listing";
import { faqs as screensFaqs } from "./screens/faqs";
import { forgotPassword as screensForgotPassword } from "./screens/forgot-password";
import { home as screensHome } from "./screens/home";
import { listing as screensListing } from "./screens/listing";
import { lowData as screensLowData } from "./screens/low-data";
import { manifest as screensManifest } from "./screens/manifest";
import { messages as screensMessages } from "./screens/messages";
import { notFound as screensNotFound } from "./screens/not-found";
import { offline as screensOffline } from "./screens/offline";
import { payment as screensPayment } from "./screens/payment";
import { profile as screensProfile } from "./screens/profile";
import { renew as screensRenew } from "./screens/renew";
import { resetPassword as screensResetPassword } from "./screens/reset-password";
import { safetyGuide as screensSafetyGuide } from "./screens/safety-guide";
import { savedSearches as screensSavedSearches } from "./screens/saved-searches";
import { search as screensSearch } from "./screens/search";
import { seller as screensSeller } from "./screens/seller";
import { signIn as screensSignIn } from "./screens/sign-in";
import { signOut as screensSignOut } from "./screens/sign-out";
import { signUp as screensSignUp } from "./screens/sign-up";
import { thankYou as screensThankYou } from "./screens/thank-you";
import { unsubscribe as screensUnsubscribe } from "./screens/unsubscribe";
import { updateListing as screensUpdateListing } from "./screens/update-listing";
import { activeFilters as componentsActiveFilters } from "./components/active-filters";
import { adminChatSafety as componentsAdminChatSafety } from "./components/admin-chat-safety";
import { adminDashboardSections as componentsAdminDashboardSections } from "./components/admin-dashboard-sections";
import { adminHeldListings as componentsAdminHeldListings } from "./components/admin-held-listings";
import { adminReportedReviews as componentsAdminReportedReviews } from "./components/admin-reported-reviews";
import { adminReportsSection as componentsAdminReportsSection } from "./components/admin-reports-section";
import { adminRevenueCard as componentsAdminRevenueCard } from "./components/admin-revenue-card";
import { adminSponsorUpload as componentsAdminSponsorUpload } from "./components/admin-sponsor-upload";
import { avatarUpload as componentsAvatarUpload } from "./components/avatar-upload";
import { categorySidebar as componentsCategorySidebar } from "./components/category-sidebar";
import { chatBadge as componentsChatBadge } from "./components/chat-badge";
import { chatCompose as componentsChatCompose } from "./components/chat-compose";
import { chatListing as componentsChatListing } from "./components/chat-listing";
import { chatPersonActions as componentsChatPersonActions } from "./components/chat-person-actions";
import { chatThread as componentsChatThread } from "./components/chat-thread";
import { contactButtons as componentsContactButtons } from "./components/contact-buttons";
import { contactReveal as componentsContactReveal } from "./components/contact-reveal";
import { duplicateNotice as componentsDuplicateNotice } from "./components/duplicate-notice";
import { eatClock as componentsEatClock } from "./components/eat-clock";
import { favouriteButton as componentsFavouriteButton } from "./components/favourite-button";
import { imageCarousel as componentsImageCarousel } from "./components/image-carousel";
import { layout as componentsLayout } from "./components/layout";
import { listingActions as componentsListingActions } from "./components/listing-actions";
import { listingAttributes as componentsListingAttributes } from "./components/listing-attributes";
import { listingCard as componentsListingCard } from "./components/listing-card";
import { listingEnded as componentsListingEnded } from "./components/listing-ended";
import { listingForm as componentsListingForm } from "./components/listing-form";
import { listingRow as componentsListingRow } from "./components/listing-row";
import { listingSeller as componentsListingSeller } from "./components/listing-seller";
import { listingUnderReview as componentsListingUnderReview } from "./components/listing-under-review";
import { lowData as componentsLowData } from "./components/low-data";
import { messageSeller as componentsMessageSeller } from "./components/message-seller";
import { myListings as componentsMyListings } from "./components/my-listings";
import { passwordInput as componentsPasswordInput } from "./components/password-input";
import { phoneNumbers as componentsPhoneNumbers } from "./components/phone-numbers";
import { photoPicker as componentsPhotoPicker } from "./components/photo-picker";
import { photoViewer as componentsPhotoViewer } from "./components/photo-viewer";
import { policyDocument as componentsPolicyDocument } from "./components/policy-document";
import { price as componentsPrice } from "./components/price";
import { profileAccount as componentsProfileAccount } from "./components/profile-account";
import { profileTabs as componentsProfileTabs } from "./components/profile-tabs";
import { recentlyViewed as componentsRecentlyViewed } from "./components/recently-viewed";
import { savedSearchList as componentsSavedSearchList } from "./components/saved-search-list";
import { saveSearch as componentsSaveSearch } from "./components/save-search";
import { searchResults as componentsSearchResults } from "./components/search-results";
import { sellerHeader as componentsSellerHeader } from "./components/seller-header";
import { sellerReviews as componentsSellerReviews } from "./components/seller-reviews";
import { sellerStars as componentsSellerStars } from "./components/seller-stars";
import { shareButton as componentsShareButton } from "./components/share-button";
import { similarListings as componentsSimilarListings } from "./components/similar-listings";
import { siteFooter as componentsSiteFooter } from "./components/site-footer";
import { siteHeader as componentsSiteHeader } from "./components/site-header";
import { sponsorBanner as componentsSponsorBanner } from "./components/sponsor-banner";
import { topListings as componentsTopListings } from "./components/top-listings";
import { verificationRequest as componentsVerificationRequest } from "./components/verification-request";
import { verifiedMark as componentsVerifiedMark } from "./components/verified-mark";
import { common } from "./common";
import { accounts as serverAccounts } from "./server/accounts";
import { chat as serverChat } from "./server/chat";
import { common as serverCommon } from "./server/common";
import { listings as serverListings } from "./server/listings";
import { media as serverMedia } from "./server/media";
import { payments as serverPayments } from "./server/payments";
import { safety as serverSafety } from "./server/safety";
import { search as serverSearch } from "./server/search";
import { categories } from "./categories";
import { domain } from "./domain";
import { fieldLabels } from "./field-labels";
import { mail } from "./mail";
import { options } from "./options";

/**
 * The Kiswahili catalogue: the plain, everyday Kiswahili people use on their phones, with the
 * loanwords everyone says (M-Pesa, WhatsApp, online, email). Same files, sections and keys as ../en/.
 */
export const sw: Catalogue = {
  screens: {
    adminDashboard: screensAdminDashboard,
    adminPayments: screensAdminPayments,
    authGoogle: screensAuthGoogle,
    boost: screensBoost,
    browse: screensBrowse,
    confirmEmail: screensConfirmEmail,
    conversation: screensConversation,
    createListing: screensCreateListing,
    faqs: screensFaqs,
    forgotPassword: screensForgotPassword,
    home: screensHome,
    listing: screensListing,
    lowData: screensLowData,
    manifest: screensManifest,
    messages: screensMessages,
    notFound: screensNotFound,
    offline: screensOffline,
    payment: screensPayment,
    profile: screensProfile,
    renew: screensRenew,
    resetPassword: screensResetPassword,
    safetyGuide: screensSafetyGuide,
    savedSearches: screensSavedSearches,
    search: screensSearch,
    seller: screensSeller,
    signIn: screensSignIn,
    signOut: screensSignOut,
    signUp: screensSignUp,
    thankYou: screensThankYou,
    unsubscribe: screensUnsubscribe,
    updateListing: screensUpdateListing,
  },
  components: {
    activeFilters: componentsActiveFilters,
    adminChatSafety: componentsAdminChatSafety,
    adminDashboardSections: componentsAdminDashboardSections,
    adminHeldListings: componentsAdminHeldListings,
    adminReportedReviews: componentsAdminReportedReviews,
    adminReportsSection: componentsAdminReportsSection,
    adminRevenueCard: componentsAdminRevenueCard,
    adminSponsorUpload: componentsAdminSponsorUpload,
    avatarUpload: componentsAvatarUpload,
    categorySidebar: componentsCategorySidebar,
    chatBadge: componentsChatBadge,
    chatCompose: componentsChatCompose,
    chatListing: componentsChatListing,
    chatPersonActions: componentsChatPersonActions,
    chatThread: componentsChatThread,
    contactButtons: componentsContactButtons,
    contactReveal: componentsContactReveal,
    duplicateNotice: componentsDuplicateNotice,
    eatClock: componentsEatClock,
    favouriteButton: componentsFavouriteButton,
    imageCarousel: componentsImageCarousel,
    layout: componentsLayout,
    listingActions: componentsListingActions,
    listingAttributes: componentsListingAttributes,
    listingCard: componentsListingCard,
    listingEnded: componentsListingEnded,
    listingForm: componentsListingForm,
    listingRow: componentsListingRow,
    listingSeller: componentsListingSeller,
    listingUnderReview: componentsListingUnderReview,
    lowData: componentsLowData,
    messageSeller: componentsMessageSeller,
    myListings: componentsMyListings,
    passwordInput: componentsPasswordInput,
    phoneNumbers: componentsPhoneNumbers,
    photoPicker: componentsPhotoPicker,
    photoViewer: componentsPhotoViewer,
    policyDocument: componentsPolicyDocument,
    price: componentsPrice,
    profileAccount: componentsProfileAccount,
    profileTabs: componentsProfileTabs,
    recentlyViewed: componentsRecentlyViewed,
    savedSearchList: componentsSavedSearchList,
    saveSearch: componentsSaveSearch,
    searchResults: componentsSearchResults,
    sellerHeader: componentsSellerHeader,
    sellerReviews: componentsSellerReviews,
    sellerStars: componentsSellerStars,
    shareButton: componentsShareButton,
    similarListings: componentsSimilarListings,
    siteFooter: componentsSiteFooter,
    siteHeader: componentsSiteHeader,
    sponsorBanner: componentsSponsorBanner,
    topListings: componentsTopListings,
    verificationRequest: componentsVerificationRequest,
    verifiedMark: componentsVerifiedMark,
  },
  server: {
    accounts: serverAccounts,
    chat: serverChat,
    common: serverCommon,
    listings: serverListings,
    media: serverMedia,
    payments: serverPayments,
    safety: serverSafety,
    search: serverSearch,
  },
  common,
  categories,
  domain,
  fieldLabels,
  mail,
  options,
};
