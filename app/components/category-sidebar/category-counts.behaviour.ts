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

function show(sidebar: Element, summary: unknown): void {
  if (!Array.isArray(summary)) return;
  const counts = new Map<string, number>();
  for (const entry of summary as CategorySummary[]) {
    counts.set(entry.category, entry.total);
    for (const [name, count] of Object.entries(entry.subcategories ?? {})) counts.set(`${entry.category}/${name}`, count);
  }
  for (const element of contract.findAll(sidebar, "count")) {
    const count = counts.get(contract.key(element, "count") ?? "");
    const text = count === undefined ? null : groupedCount(count);
    if (text !== null && element.textContent !== text) element.textContent = text;
  }
}

export const categoryCounts = defineBehaviour(contract, (sidebar) =>
  listenToRoom("categories", "global", "categoriesUpdate", (summary) => show(sidebar, summary)),
);
