/** English: what its component shows, wherever it is rendered (STRINGS.components.verificationRequest). */
export const verificationRequest = {
  requestVerification: "Request verification",
  verificationWhy: "Verified Sellers get a check mark on every listing, so buyers trust them sooner. An admin looks at your listings first.",
  verificationPending: "Verification requested. An admin will review your listings soon.",
};
