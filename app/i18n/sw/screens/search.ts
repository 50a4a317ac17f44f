import type { search as en } from "../../en/screens/search";
import { groupedCount } from "../../../domain/ksh";

/** Kiswahili: what its screen shows (STRINGS.screens.search). */
export const search: typeof en = {
  title: "Tafuta matangazo",
  empty: "Hakuna matangazo yaliyopatikana! Jaribu kubadilisha vichujio.",
  showMore: "Onyesha zaidi",
  results: (shown: number, total: number, capped = false) =>
    shown >= total && !capped
      ? `${total === 1 ? "Tangazo" : "Matangazo"} ${groupedCount(total)}`
      : `Inaonyesha ${groupedCount(shown)} kati ya matangazo ${groupedCount(total)}${capped ? "+" : ""}`,
  resultsHeading: "Matokeo",
  earlier: "Onyesha matokeo ya awali",
  retry: "Jaribu tena",
  searchDescription: "Tafuta magari, simu, nyumba, kazi na mengine kutoka kaunti zote 47 za Kenya. Bei kwa KSh.",
};
