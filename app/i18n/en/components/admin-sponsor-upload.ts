/** English: what its component shows, wherever it is rendered (STRINGS.components.adminSponsorUpload). */
export const adminSponsorUpload = {
  currentImages: "On the home page now",
  noImages: "No homepage images yet.",
  remove: "Remove",
  confirmRemoveImage: "Remove this image from the home page?",
  chooseImages: "Choose images",
  companyUrl: "Company URL",
  companyName: "Company name",
  upload: "Upload",
  uploading: "Uploading...",
  imagesHint: "Up to 5 MB each and 25 MB in all. Each image needs the sponsor's web address and name.",
  bannerProgress: (n: number | string, total: number | string, percent: number | string) => `Banner ${n} of ${total}: ${percent}% sent`,
  bannersNotSent: "The images could not be sent. Please check your connection and try again.",
};
