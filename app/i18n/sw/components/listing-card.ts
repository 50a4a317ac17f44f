import type { listingCard as en } from "../../en/components/listing-card";
import { groupedCount } from "../../../domain/ksh";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.listingCard). */
export const listingCard: typeof en = {
  /** A listing's place as cards and the listing page show it: "Kilimani, Nairobi". */
  place: (area: string | null | undefined, county: string) => (area ? `${area}, ${county}` : county),
  cardSeller: "Muuzaji:",
  unavailable: "Haipatikani",
  unavailableGloss: "imesitishwa na muuzaji",
  views: (n: number) => `Imetazamwa mara ${groupedCount(n)}`,
  topBadge: "Top",
  // The packages' names stay as Sokoni sells them; the row's heading says what they mean.
  featuredBadge: "Featured",
  noDescription: "Hakuna maelezo",
  details: "Maelezo zaidi",
  unnamed: "Tangazo bila jina",
  notSpecified: "Haijatajwa",
};
