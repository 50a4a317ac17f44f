/** English: what its component shows, wherever it is rendered (STRINGS.components.shareButton). */
export const shareButton = {
  linkCopied: "Link copied!",
  share: "Share",
};
