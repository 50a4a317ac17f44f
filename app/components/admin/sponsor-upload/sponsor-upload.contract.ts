import { defineContract } from "../../../behaviours/contract";

/**
 * The sponsor banners' upload form: the one banner's fields a page without scripts sends
 * (`withoutScript`), the list of banners picked (`picked`), Choose images (`choose`) and its file
 * field of several (`files`), the buttons the form's own refusal is said above (`buttons`) and
 * that refusal (`refusal`). On the form: the spec's limits, every sentence the behaviour says in the
 * reader's language (`tooLarge` has `{names}`, `totalTooLarge` `{mb}`, `progress` `{n}`, `{total}`
 * and `{percent}`), and `uploaded` when the page answers this form's success (the pick is emptied).
 */
export const sponsorUploadContract = defineContract("sponsor-upload", {
  parts: {
    withoutScript: "data-without-script",
    picked: "data-picked",
    choose: "data-choose",
    files: "data-sponsor-files",
    buttons: "data-sponsor-buttons",
    refusal: "data-sponsor-upload-refusal",
  },
  values: {
    maxBytes: "data-max-bytes",
    maxTotal: "data-max-total",
    noImages: "data-no-images",
    tooLarge: "data-too-large",
    totalTooLarge: "data-total-too-large",
    missing: "data-missing",
    urlLabel: "data-url-label",
    nameLabel: "data-name-label",
    removeLabel: "data-remove-label",
    progress: "data-progress",
    notSent: "data-not-sent",
    signIn: "data-sign-in",
    uploaded: "data-uploaded",
  },
});

export type SponsorText = Parameters<typeof sponsorUploadContract.read>[1];
