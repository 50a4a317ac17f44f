import type { eatClock as en } from "../../en/components/eat-clock";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.eatClock). */
export const eatClock: typeof en = {
  clockLabel: "Saa za Nairobi",
  flagAlt: "Bendera ya Kenya",
};
