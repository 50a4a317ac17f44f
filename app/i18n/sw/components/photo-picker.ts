import type { photoPicker as en } from "../../en/components/photo-picker";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.photoPicker). */
export const photoPicker: typeof en = {
  photos: "Picha",
  photosHelp: (max: number) =>
    `Weka hadi picha ${max}. Ya kwanza ndiyo picha kuu. Picha hupunguzwa ukubwa kwenye simu yako kabla ya kupakiwa, ili kuokoa data yako.`,
  addPhotos: "Ongeza picha",
  preparing: "Inaandaa picha...",
  uploading: (percent: number) => `Inapakia ${percent}%`,
  cover: "Picha kuu",
  coverAlt: "Picha kuu",
  photoAlt: (n: number) => `Picha ${n}`,
  makeCover: "Iwe picha kuu",
  makeCoverLabel: (n: number) => `Picha ${n} iwe picha kuu`,
  moveEarlier: (n: number) => `Sogeza picha ${n} mbele`,
  moveLater: (n: number) => `Sogeza picha ${n} nyuma`,
  remove: (n: number) => `Ondoa picha ${n}`,
  noImage: "Hujachagua picha",
  tooMany: "Picha ni nyingi mno",
  fileTooLarge: "Faili ni kubwa mno",
  uploadFailed: (message: string) => `Imeshindwa kupakia: ${message}`,
  imagesUploaded: "Picha zimepakiwa!",
  // Each photo's own bar while it goes straight to storage.
  photoProgress: (n: number, total: number, percent: number) => `Picha ${n} kati ya ${total}: ${percent}% imetumwa`,
  // A photo still on its way when the form is sent: the form waits for it; one that failed is kept to try again.
  waitingForPhotos: "Inasubiri picha zimalize kupakiwa...",
  photoNotSent: "Picha moja haikupakiwa. Gusa Jaribu tena, au iondoe.",
  tryAgain: "Jaribu tena",
  tryPhotoAgain: (n: number) => `Jaribu tena, picha ${n}`,
  signInToUpload: "Tafadhali ingia ili upakie picha",
  invalidUploadResponse: "Jibu la kupakia si sahihi",
  noUrls: "Hakuna link za picha zilizorudishwa",
  network: "Tatizo la mtandao. Tafadhali angalia muunganisho wako kisha ujaribu tena.",
  choosePhotos: "Chagua picha",
  photosNoScript: (max: number) => `Weka hadi picha ${max}. Ya kwanza ndiyo picha kuu. Sokoni huzipunguza ukubwa baada ya wewe kutuma fomu.`,
  keepPhoto: (n: number) => `Bakiza picha ${n}`,
};
