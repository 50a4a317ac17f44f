/**
 * The sidebar's counts (./category-counts.contract.ts) follow the categories room: a seller's new
 * listing moves them at once. Only a count that moved is written (the first summary matches what
 * the server rendered); if the room stays down, the server's counts stay.
 */
import { groupedCount } from "../../domain/ksh";
import { listenToRoom } from "../../lib/live-room";
import { defineBehaviour } from "../../behaviours/runtime";
import { categoryCountsContract as contract } from "./category-counts.contract";

/** One category's counts as the room sends them. */
export interface CategorySummary {
  category: string;
  total: number;
  subcategories: Record<string, number>;
}

/** The summary's counts in the sidebar: gives back how many moved. */
export function showCounts(sidebar: Element, summary: unknown): number {
  if (!Array.isArray(summary)) return 0;
  const counts = new Map<string, number>();
  for (const entry of summary as CategorySummary[]) {
    counts.set(entry.category, entry.total);
    for (const [name, count] of Object.entries(entry.subcategories ?? {})) counts.set(`${entry.category}/${name}`, count);
  }
  let moved = 0;
  for (const part of ["category", "subcategory"] as const) {
    for (const element of contract.findAll(sidebar, part)) {
      const count = counts.get(contract.key(element, part) ?? "");
      const text = count === undefined ? undefined : groupedCount(count);
      if (text === undefined || element.textContent === text) continue;
      element.textContent = text;
      moved += 1;
    }
  }
  return moved;
}

export const categoryCounts = defineBehaviour(contract, (sidebar) =>
  listenToRoom<unknown>("categories", "global", "categoriesUpdate", (summary) => showCounts(sidebar, summary)),
);
