/** English: what its screen shows (STRINGS.screens.lowData). */
export const lowData = {
  /** Flash messages after the switch. */
  turnedOn: "Low-data mode is on. Tap a photo to see it.",
  turnedOff: "Low-data mode is off.",
};
