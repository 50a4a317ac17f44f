/** English: what its component shows, wherever it is rendered (STRINGS.components.policyDocument). */
export const policyDocument = {
  contents: "Contents",
  emailBefore: "Email",
  emailAfter: ", or see",
  allWays: "all the ways to reach us",
};
