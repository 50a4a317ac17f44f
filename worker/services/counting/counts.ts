import type { WorkerEnv } from "../../env";
import { ONCE_A_DAY_MS } from "../accounts/rate-limit";
import { eatDay } from "../listings/listing-figures";
import type { ListingCount } from "./counter-shard";

/**
 * What pages count, through the counter shards (./counter-shard.ts, docs/decisions/143): a listing's
 * views and contact clicks, by listing, and the searched words, by term, each to one of
 * `COUNTER_SHARDS` objects that write a minute's counts to D1 at once. Meant to run after the answer
 * (`waitUntil`).
 */

/** Enough objects that none is a bottleneck (one object takes about a thousand calls a second). */
export const COUNTER_SHARDS = 16;

function shard(env: Pick<WorkerEnv, "Counters">, index: number) {
  return env.Counters.get(env.Counters.idFromName(`shard-${index}`));
}

/** A listing's counts all go to one shard. */
export function shardOfListing(listingId: number): number {
  return listingId % COUNTER_SHARDS;
}

/** A term's shard, from its FNV-1a hash. */
export function shardOfTerm(term: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < term.length; index++) hash = Math.imul(hash ^ term.charCodeAt(index), 0x01000193);
  return (hash >>> 0) % COUNTER_SHARDS;
}

/**
 * Calls a shard, once more if the runtime says the call may be repeated (the object was
 * restarting, a deploy): it held nothing of the first call then.
 */
async function toShard(call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if ((error as { retryable?: boolean; overloaded?: boolean }).retryable !== true || (error as { overloaded?: boolean }).overloaded === true) throw error;
    await call();
  }
}

/** One view of a listing on show (the owner's own and a hidden listing's are not counted by the callers). */
export function countView(env: Pick<WorkerEnv, "Counters">, listingId: number, now = Date.now()): Promise<void> {
  return toShard(() => shard(env, shardOfListing(listingId)).countListing(listingId, "view", eatDay(now)));
}

/**
 * A contact click (Call, WhatsApp, Show contact, a first message), counted once per visitor,
 * listing and channel a day (docs/decisions/048), so that nobody can push a listing up the admin's highest-interaction
 * list by clicking, or scripting, again and again.
 */
export function countContact(
  env: Pick<WorkerEnv, "Counters">,
  visitor: string,
  listingId: number,
  channel: Exclude<ListingCount, "view">,
  now = Date.now(),
): Promise<void> {
  const once = { key: `contact:${visitor}:${listingId}:${channel}`, forMs: ONCE_A_DAY_MS, at: now };
  return toShard(() => shard(env, shardOfListing(listingId)).countListing(listingId, channel, eatDay(now), once));
}

/** A search of a normalised term, once per visitor a day; the marker keeps a hash of the term, not the words. */
export async function countSearch(env: Pick<WorkerEnv, "Counters">, visitor: string, term: string, now = Date.now()): Promise<void> {
  const once = { key: `search:${visitor}:${await shortHash(term)}`, forMs: ONCE_A_DAY_MS };
  await toShard(() => shard(env, shardOfTerm(term)).countTerm(term, now, once));
}

/** 64 bits of the term's SHA-256, hex: a short key that does not keep what was searched. */
async function shortHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
