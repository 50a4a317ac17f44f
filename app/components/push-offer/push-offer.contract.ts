import { defineContract } from "../../behaviours/contract";

/**
 * "Get notified when they reply?" (./push-offer.tsx): its Yes and No thanks, whether to make the
 * offer at once (`after`: a message was just sent, whose answer brings the offer again, or the conversation just
 * started), and what
 * the behaviour says meanwhile and after, in the reader's language.
 */
export const pushOfferContract = defineContract("push-offer", {
  parts: { yes: "data-push-yes", no: "data-push-no" },
  values: { after: "data-after", working: "data-working", turnedOn: "data-turned-on", failed: "data-failed" },
});
