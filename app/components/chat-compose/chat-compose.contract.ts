import { defineContract } from "../../behaviours/contract";

/**
 * The compose box (./chat-compose.tsx, ./chat-compose.behaviour.ts): the camera button that a page
 * with scripts shows (`pick`, and its `picker` input, disabled once three photos are there or
 * while they upload), the photos picked above the box (`photos`, each `unsent` one marked when the
 * network lost it), the field the photos' addresses go in (`photoUrls`, written
 * again by the server when it refuses a message, so they stay), the plain file field a page
 * without scripts sends instead (`withoutScript`), the "Preparing photos..." line, the refusal's
 * line (`error`) and Send. Every sentence the behaviour says comes with the form, in the reader's
 * language (`removePhoto` with `{n}`, `unreadable` with `{name}`).
 */
export const chatComposeContract = defineContract("chat-compose", {
  parts: {
    pick: "data-photo-pick",
    picker: "data-photo-picker",
    photos: "data-chat-compose-photos",
    unsent: "data-unsent",
    photoUrls: "data-photo-urls",
    withoutScript: "data-without-script",
    preparing: "data-preparing",
    error: "data-compose-error",
    send: "data-compose-send",
  },
  values: {
    most: "data-photos-max",
    tooMany: "data-too-many",
    photoFailed: "data-photo-failed",
    waiting: "data-waiting",
    cannotPrepare: "data-cannot-prepare",
    unreadable: "data-unreadable",
    removePhoto: "data-remove-photo",
  },
});
