/** English: what the media services answer (worker/services/media/ and their API routes). */
export const media = {
  photos: "Photos uploaded!",
  images: "Images uploaded!",
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
};
