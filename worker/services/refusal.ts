import { STRINGS } from "../../app/i18n";
import type { SessionUser } from "../context";

/**
 * A refusal the person can act on: the HTTP status and the sentence to show them. Services throw
 * it; each face turns it into an answer in one place (the API's `onError`, the pages' `refused`).
 */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503,
    message: string,
    /** What the sentence points at, for a face to link to: the API adds it to its answer (`listingId`). */
    readonly about: RefusalAbout = {},
  ) {
    super(message);
    this.name = "Refusal";
  }
}

/** A refusal's pointer: the listing it names ("you already have this listing"). */
export interface RefusalAbout {
  listingId?: number;
}

/**
 * The refusals any route may give, in the reader's language (read where used: `COMMON_MESSAGES.signInFirst`).
 * They were SIGN_IN_FIRST and ADMIN_ONLY.
 */
export const COMMON_MESSAGES = STRINGS.server.common.common;

/** The signed-in person, or a 401 refusal. */
export function signedIn(me: SessionUser | null, message: string = COMMON_MESSAGES.signInFirst): SessionUser {
  if (!me) throw new Refusal(401, message);
  return me;
}

/** An admin, or a 401 (nobody signed in) or 403 refusal. */
export function adminOnly(me: SessionUser | null): SessionUser {
  const admin = signedIn(me);
  if (admin.role !== "admin") throw new Refusal(403, COMMON_MESSAGES.adminOnly);
  return admin;
}

/** The owner of a thing, or an admin acting on it; anyone else gets a 403 with the given sentence. */
export function ownerOrAdmin(me: SessionUser, ownerId: string, message: string): void {
  if (ownerId !== me.id && me.role !== "admin") throw new Refusal(403, message);
}
