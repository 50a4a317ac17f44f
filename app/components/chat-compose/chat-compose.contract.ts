import { defineContract } from "../../behaviours/contract";

/**
 * The compose box (./chat-compose.tsx, ./chat-compose.behaviour.ts): the camera button that a page
 * with scripts shows (`pick`, its `camera` label marked `full` once three photos are there, and
 * its `picker` input), the photos picked above the box (`photos`, each `unsent` one that did not
 * upload yet, each with its `remove`), the field the photos' addresses go in (`photoUrls`, written
 * again by the server when it refuses a message, so they stay), the plain file field a page
 * without scripts sends instead (`withoutScript`), the "Preparing photos..." line, the refusal's
 * line (`error`) and Send. Every sentence the behaviour says comes with the form, in the reader's
 * language (`removePhoto` with `{n}`, `unreadable` with `{name}`).
 */
export const chatComposeContract = defineContract("chat-compose", {
  parts: {
    pick: "data-photo-pick",
    camera: "data-photo-camera",
    picker: "data-photo-picker",
    photos: "data-compose-photos",
    unsent: "data-unsent",
    remove: "data-photo-remove",
    photoUrls: "data-photo-urls",
    withoutScript: "data-without-script",
    preparing: "data-preparing",
    error: "data-compose-error",
    send: "data-compose-send",
  },
  values: {
    full: "data-full",
    most: "data-photos-max",
    tooMany: "data-too-many",
    photoFailed: "data-photo-failed",
    waiting: "data-waiting",
    cannotPrepare: "data-cannot-prepare",
    unreadable: "data-unreadable",
    removePhoto: "data-remove-photo",
  },
});
