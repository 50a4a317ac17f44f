import type { verifiedMark as en } from "../../en/components/verified-mark";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.verifiedMark). */
export const verifiedMark: typeof en = {
  verifiedSeller: "Muuzaji aliyethibitishwa",
};
