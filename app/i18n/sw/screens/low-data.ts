import type { lowData as en } from "../../en/screens/low-data";

/** Kiswahili: what its screen shows (STRINGS.screens.lowData). */
export const lowData: typeof en = {
  turnedOn: "Hali ya data kidogo imewashwa. Gusa picha ili uione.",
  turnedOff: "Hali ya data kidogo imezimwa.",
};
