import type { browse as en } from "../../en/screens/browse";
import { groupedCount } from "../../../domain/ksh";

/** Kiswahili: what its screen shows (STRINGS.screens.browse). */
export const browse: typeof en = {
  title: "Tazama matangazo",
  empty: "Hakuna matangazo kwenye kategoria hii.",
  count: (total: number, capped = false) => `${total === 1 && !capped ? "tangazo" : "matangazo"} ${groupedCount(total)}${capped ? "+" : ""}`,
  failed: (body: string) => `Imeshindwa kupata matangazo: ${body}`,
  retry: "Jaribu tena",
  browseDescription: (scope: string) => `${scope} kutoka kwa wauzaji wa kaunti zote 47 za Kenya, bei kwa KSh. Mpigie muuzaji simu au umtumie WhatsApp.`,
  browseAllDescription: "Tazama matangazo kwa kategoria kutoka kaunti zote 47 za Kenya, bei kwa KSh.",
  pages: "Kurasa",
};
