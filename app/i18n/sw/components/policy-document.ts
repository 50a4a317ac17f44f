import type { policyDocument as en } from "../../en/components/policy-document";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.policyDocument). */
export const policyDocument: typeof en = {
  contents: "Yaliyomo",
  emailBefore: "Tuma email kwa",
  emailAfter: ", au angalia",
  allWays: "njia zote za kuwasiliana nasi",
};
