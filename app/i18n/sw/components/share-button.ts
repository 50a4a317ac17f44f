import type { shareButton as en } from "../../en/components/share-button";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.shareButton). */
export const shareButton: typeof en = {
  linkCopied: "Link imenakiliwa!",
  share: "Shiriki",
};
