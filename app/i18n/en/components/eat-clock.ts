/** English: what its component shows, wherever it is rendered (STRINGS.components.eatClock). */
export const eatClock = {
  clockLabel: "Time in Nairobi",
  flagAlt: "Flag of Kenya",
};
