/** English: what its component shows, wherever it is rendered (STRINGS.components.listingAttributes). */
export const listingAttributes = {
  /** A detail's value when it is a ticked or unticked box. */
  yes: "Yes",
  no: "No",
  /** A card's chips, short enough for its width: "3 bd", "2 ba". */
  bedroomsChip: (n: number | string) => `${n} bd`,
  bathroomsChip: (n: number | string) => `${n} ba`,
};
