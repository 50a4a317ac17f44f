import type { chatCompose as en } from "../../en/components/chat-compose";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.chatCompose). */
export const chatCompose: typeof en = {
  composeLabel: "Ujumbe wako",
  send: "Tuma",
  addPhotos: "Ongeza picha",
  photosHint: "Hadi picha 3",
  removePhoto: (n: number) => `Ondoa picha ${n}`,
  preparingPhotos: "Inaandaa picha...",
  photoFailed: "Picha hazikutumwa. Tafadhali jaribu tena.",
  // Send pressed while a photo is still on its way: the message waits for it.
  waitingForPhotos: "Inasubiri picha...",
};
