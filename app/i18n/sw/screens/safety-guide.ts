import type { safetyGuide as en } from "../../en/screens/safety-guide";

/** Kiswahili: what its screen shows (STRINGS.screens.safetyGuide). */
export const safetyGuide: typeof en = {
  lostMoney: "Umepoteza pesa au umeona utapeli? Ripoti tangazo kwa kitufe chake cha Ripoti, na",
  tellSupport: "uiambie timu yetu ya msaada",
};
