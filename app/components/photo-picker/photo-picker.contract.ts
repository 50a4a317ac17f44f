import { defineContract } from "../../behaviours/contract";

/**
 * The listing form's photo picker (./photo-picker.tsx, ./photo-picker.behaviour.ts), its fieldset
 * marked `picker` so the form's sending finds it (./photos-pending.ts). Without a
 * script the server's markup is ticked boxes (`kept`, one per photo already stored) in the `list`
 * and a file field (`files`) that goes with the form. With it, the behaviour builds Add photos
 * (`add`) and its hidden file input, each photo's buttons (`action`, keyed cover, earlier, later,
 * remove, retry) among what it paints on each photo for its place (`controls`: the cover badge too,
 * which the server writes as well), the bars of an upload on its way (`board`), says what happens in the `status`
 * line and a failure under the photos (`error`), and puts its own words in the `help`.
 *
 * Its `words` are in the reader's language, with `{n}`, `{total}`, `{percent}`, `{message}`,
 * `{name}` where a number or sentence goes (PickerWords); `uploadTo` is where photos are posted
 * when the deployment does not sign direct uploads (`?for=update` on Update Listing), `max` how
 * many photos a listing has, `maxBytes` the largest prepared photo.
 */
export const photoPickerContract = defineContract("photo-picker", {
  parts: {
    picker: "data-image-picker",
    list: "data-picker-list",
    kept: "data-picker-kept",
    files: "data-picker-files",
    help: "data-picker-help",
    status: "data-picker-status",
    error: "data-picker-error",
    add: "data-picker-add",
    board: "data-picker-board",
    action: "data-photo-action",
    controls: "data-photo-controls",
  },
  values: {
    uploadTo: "data-upload-to",
    max: "data-max",
    maxBytes: "data-max-bytes",
    words: "data-picker-words",
    /** The name the end-to-end journeys pick files with, on the input Add photos opens. */
    testId: "data-testid",
  },
});

/**
 * The picker's words (`words`, one attribute of JSON: some thirty sentences named once here rather
 * than each as an attribute the page's script must spell too, docs/decisions/134).
 */
export interface PickerWords {
  help: string;
  addPhotos: string;
  preparing: string;
  uploading: string;
  uploaded: string;
  photoProgress: string;
  waiting: string;
  notSent: string;
  tryAgain: string;
  tryAgainLabel: string;
  cover: string;
  coverAlt: string;
  photoAlt: string;
  makeCover: string;
  makeCoverLabel: string;
  moveEarlier: string;
  moveLater: string;
  remove: string;
  noFiles: string;
  noImage: string;
  tooManyFiles: string;
  tooMany: string;
  tooLargeFile: string;
  tooLarge: string;
  uploadFailed: string;
  invalidAnswer: string;
  signIn: string;
  noUrls: string;
  network: string;
  cannotPrepare: string;
  unreadable: string;
}

/** A photo's button in the list: what it does. */
export type PhotoAction = "cover" | "earlier" | "later" | "remove" | "retry";
