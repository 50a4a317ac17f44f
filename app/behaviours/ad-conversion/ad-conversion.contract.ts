import { defineContract } from "../contract";

/** A page that is an ad's conversion (the thank-you after signing up): `event` names it for the ad tag. */
export const adConversionContract = defineContract("ad-conversion", {
  values: { event: "data-ad-conversion" },
});
