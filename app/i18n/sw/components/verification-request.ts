import type { verificationRequest as en } from "../../en/components/verification-request";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.verificationRequest). */
export const verificationRequest: typeof en = {
  requestVerification: "Omba kuthibitishwa",
  verificationWhy:
    "Wauzaji waliothibitishwa hupata alama ya tiki kwenye kila tangazo, hivyo wanunuzi huwaamini haraka. Msimamizi ataangalia matangazo yako kwanza.",
  verificationPending: "Umeomba kuthibitishwa. Msimamizi ataangalia matangazo yako hivi karibuni.",
};
