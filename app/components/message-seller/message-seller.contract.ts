import { defineContract } from "../../behaviours/contract";

/** Message seller's quick replies (./message-seller.tsx): the buttons inside the element that names the behaviour. */
export const quickRepliesContract = defineContract("quick-replies", {});

/** The swap key of the message form, for the form that names it and the part itself. */
export const MESSAGE_PART = "message";
