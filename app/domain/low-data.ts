import { readCookie } from "../../worker/cookies";

/*
 * Low-data mode (docs/decisions/087-low-data-mode.md): a remembered choice, read once per
 * request by the root loader. `lowData=1` is on, `lowData=0` is a choice too (off, and the Save-Data
 * offer is not made again); no cookie is no choice yet. Readable by scripts (no HttpOnly): the
 * service worker reads it to keep no copies of its own (app/sw/service-worker.ts).
 */

export const LOW_DATA_COOKIE = "lowData";
/** A year, as for the language: a choice made once. */
export const LOW_DATA_MAX_AGE = 60 * 60 * 24 * 365;
/** `?photos=1`: this one page with its photos, in low-data mode, for a browser without scripts. */
export const PHOTOS_PARAM = "photos";

export interface LowDataState {
  /** Low-data mode is on: no page script but its own small one, no sponsor banner, photos wait for a tap. */
  on: boolean;
  /** The browser saves data (`Save-Data: on`) and no choice was made yet: the mode is offered. */
  offer: boolean;
}

export function readLowData(headers: Headers): LowDataState {
  const choice = readCookie(headers.get("cookie"), LOW_DATA_COOKIE);
  return {
    on: choice === "1",
    offer: choice !== "1" && choice !== "0" && headers.get("save-data")?.trim().toLowerCase() === "on",
  };
}

/** The Set-Cookie that remembers the choice for a year. */
export function lowDataCookie(on: boolean, secure: boolean): string {
  return `${LOW_DATA_COOKIE}=${on ? "1" : "0"}; Path=/; Max-Age=${LOW_DATA_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
