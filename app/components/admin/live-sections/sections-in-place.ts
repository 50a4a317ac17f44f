/**
 * The dashboard as the server writes it now, its parts (the sections, the time) put in place of
 * these: all but a section that holds the focus or a post on its way, which is owed and follows
 * once the admin leaves it (./live-sections.behaviour.ts asks again then).
 */
import { isBusy } from "../../../behaviours/swap/busy";
import { fetchPage } from "../../../behaviours/swap/fetch-page";
import { putPartInPlace } from "../../../behaviours/swap/put-in-place";
import { swapContract } from "../../../behaviours/swap/swap.contract";

/** The keys of the sections left as they were because the admin was in them. */
export const owed = new Set<string>();

function inUse(section: HTMLElement): boolean {
  return section.contains(document.activeElement) || [...section.getElementsByTagName("form")].some(isBusy);
}

export function sectionsInPlace(answer: Document): void {
  for (const next of swapContract.findAll(answer, "target")) {
    const key = swapContract.key(next, "target") ?? "";
    const current = swapContract.find(document, "target", key);
    if (!current) continue;
    if (inUse(current)) {
      owed.add(key);
      continue;
    }
    owed.delete(key);
    putPartInPlace(answer, key);
  }
}

export type Asked = { ok: true; answer: Document } | { ok: false; status: number | null };

/** This page asked again: its document, or the status it was refused with (null: no answer at all). */
export async function askAgain(): Promise<Asked> {
  try {
    const { doc, response } = await fetchPage(window.location.href);
    return response.ok ? { ok: true, answer: doc } : { ok: false, status: response.status };
  } catch {
    return { ok: false, status: null };
  }
}
