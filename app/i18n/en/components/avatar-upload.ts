/** English: what its component shows, wherever it is rendered (STRINGS.components.avatarUpload). */
export const avatarUpload = {
  changeAvatar: "Change profile picture",
  uploading: (percent: number) => `Uploading ${percent}%`,
  uploadAvatar: "Upload picture",
  uploaded: "Image Uploaded!",
  avatarTooBig: "Error: Image upload failed (must be less than 2MB).",
  avatarNotImage: "Please choose an image file.",
  avatarFailed: "File upload failed. Please try again.",
};
