/** English: what its component shows, wherever it is rendered (STRINGS.components.verifiedMark). */
export const verifiedMark = {
  verifiedSeller: "Verified Seller",
};
