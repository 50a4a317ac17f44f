import type { listingAttributes as en } from "../../en/components/listing-attributes";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.listingAttributes). */
export const listingAttributes: typeof en = {
  /** A detail's value when it is a ticked or unticked box. */
  yes: "Ndiyo",
  no: "Hapana",
  /** A card's chips, short enough for its width: "3 bd", "2 ba". */
  bedroomsChip: (n: number | string) => `Vyumba ${n}`,
  bathroomsChip: (n: number | string) => `Bafu ${n}`,
};
