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
 * Its values are its words, in the reader's language, with `{n}`, `{total}`, `{percent}`,
 * `{message}`, `{name}` where a number or sentence goes; `uploadTo` is where photos are posted
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
    help: "data-help",
    addPhotos: "data-add-photos",
    preparing: "data-preparing",
    uploading: "data-uploading",
    uploaded: "data-uploaded",
    photoProgress: "data-photo-progress",
    waiting: "data-waiting",
    notSent: "data-not-sent",
    tryAgain: "data-try-again",
    tryAgainLabel: "data-try-again-label",
    cover: "data-cover",
    coverAlt: "data-cover-alt",
    photoAlt: "data-photo-alt",
    makeCover: "data-make-cover",
    makeCoverLabel: "data-make-cover-label",
    moveEarlier: "data-move-earlier",
    moveLater: "data-move-later",
    remove: "data-remove",
    noFiles: "data-no-files",
    noImage: "data-no-image",
    tooManyFiles: "data-too-many-files",
    tooMany: "data-too-many",
    tooLargeFile: "data-too-large-file",
    tooLarge: "data-too-large",
    uploadFailed: "data-upload-failed",
    invalidAnswer: "data-invalid-answer",
    signIn: "data-sign-in",
    noUrls: "data-no-urls",
    network: "data-network",
    cannotPrepare: "data-cannot-prepare",
    unreadable: "data-unreadable",
    /** The name the end-to-end journeys pick files with, on the input Add photos opens. */
    testId: "data-testid",
  },
});

export type PickerText = Parameters<typeof photoPickerContract.read>[1];

/** A photo's button in the list: what it does. */
export type PhotoAction = "cover" | "earlier" | "later" | "remove" | "retry";
