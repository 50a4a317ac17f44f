import { defineContract } from "../../behaviours/contract";

/**
 * The profile picture's form: its file field (`file`), the line that says where the upload is
 * (`status`), the Upload button a page without scripts presses (`withoutScript`), the server's
 * refusal of a picture sent so (`refusal`), and the picture on the form (`picture`; the header's is
 * the site header's `avatar`), put in place from the page asked again once a new one is in; the
 * limits and every sentence the behaviour says, in the reader's language, on the form (`uploading`
 * has `{percent}`).
 */
export const avatarUploadContract = defineContract("avatar-upload", {
  parts: {
    file: "data-avatar-file",
    status: "data-upload-status",
    withoutScript: "data-without-script",
    refusal: "data-avatar-refusal",
    picture: "data-avatar-picture",
  },
  values: {
    maxBytes: "data-max-bytes",
    uploading: "data-uploading",
    uploaded: "data-uploaded",
    tooBig: "data-too-big",
    notImage: "data-not-image",
    failed: "data-failed",
  },
});
