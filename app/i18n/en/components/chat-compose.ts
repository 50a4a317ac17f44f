/** English: what its component shows, wherever it is rendered (STRINGS.components.chatCompose). */
export const chatCompose = {
  composeLabel: "Your message",
  send: "Send",
  addPhotos: "Add photos",
  photosHint: "Up to 3 photos",
  removePhoto: (n: number) => `Remove photo ${n}`,
  preparingPhotos: "Preparing photos...",
  photoFailed: "The photos could not be sent. Please try again.",
  // Send pressed while a photo is still on its way: the message waits for it.
  waitingForPhotos: "Waiting for the photos...",
};
