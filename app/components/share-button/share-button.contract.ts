import { defineContract } from "../../behaviours/contract";

/** Share (./share-button.tsx): the line that says the link was copied (`status`), its words and how long they stay. */
export const shareContract = defineContract("share", {
  parts: { status: "data-share-status" },
  values: { copiedText: "data-copied-text", copiedMs: "data-copied-ms" },
});
