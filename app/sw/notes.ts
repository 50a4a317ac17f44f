/*
 * What the service worker remembers between its runs (a browser stops idle workers): the listings
 * kept to read offline, the reader's language and the versions that have run here. They are kept
 * as one JSON answer in the `sokoni-kept` cache, read once per run and written one change at a
 * time. Shared by app/sw/service-worker.ts (install, activate, the offline answers) and
 * app/sw/keeping.ts (keeping listings).
 */
import type { Lang } from "../i18n/langs";
import type { KeptListing } from "./kept";

/** The site this worker serves: only its own requests are looked at, and kept. */
export const ORIGIN = (self as unknown as { readonly location: Location }).location.origin;

/** The kept listings, their photos and styles, and this worker's notes: not versioned, they outlive deploys. */
export const KEPT = "sokoni-kept";
const NOTES_URL = `${ORIGIN}/__sokoni-sw/notes`;

/** What this worker remembers between its runs. */
export interface Notes {
  kept: KeptListing[];
  /** The language of the last page the reader saw (its Content-Language). */
  lang: Lang | null;
  /** The versions that have run here, oldest first: caches of any but the last two are deleted. */
  versions: string[];
}

let notes: Notes | null = null;
let writes: Promise<unknown> = Promise.resolve();

export async function readNotes(): Promise<Notes> {
  if (notes) return notes;
  const empty: Notes = { kept: [], lang: null, versions: [] };
  try {
    const stored = await (await caches.open(KEPT)).match(NOTES_URL);
    notes = stored ? { ...empty, ...((await stored.json()) as Partial<Notes>) } : empty;
  } catch {
    notes = empty;
  }
  return notes;
}

/** Applies `change` to the notes after every change before it, and stores the result. */
export function changeNotes<T>(change: (current: Notes) => { next: Notes; result: T } | Promise<{ next: Notes; result: T }>): Promise<T> {
  const run = writes.then(async () => {
    const { next, result } = await change(await readNotes());
    notes = next;
    await (await caches.open(KEPT)).put(NOTES_URL, new Response(JSON.stringify(next), { headers: { "Content-Type": "application/json" } }));
    return result;
  });
  writes = run.catch(() => undefined);
  return run;
}
