import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import type { SessionUser } from "../context";
import { parseListingId } from "../services/listings/listings";
import { adminOnly, COMMON_MESSAGES, Refusal } from "../services/refusal";
import type { ApiEnv } from "./types";

/**
 * The API's guards and readers: one per concern. A guard or reader that refuses throws a Refusal
 * (or InvalidInput), and `answerError` in envelope.ts turns it into the envelope once, for every
 * router. The page face has the same concerns in app/lib/guards.server.ts.
 */

/** Hono's typing for a route behind `signedIn` or `admin`: the caller rides on `c.var.me`. */
export interface SignedInEnv extends ApiEnv {
  Variables: ApiEnv["Variables"] & { me: SessionUser };
}

/**
 * Only for a signed-in caller (cookie or bearer token); a visitor gets a 401 with `message`. The
 * sentence is read when a visitor is refused, in their language: routers are built once, at load.
 */
export function signedIn(message: () => string = () => COMMON_MESSAGES.signInFirst) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const me = await c.var.ctx.currentUser();
    if (!me) throw new Refusal(401, message());
    c.set("me", me);
    await next();
  });
}

/** Only for admins: 401 for a visitor, 403 for anyone else. */
export const admin = createMiddleware<SignedInEnv>(async (c, next) => {
  c.set("me", adminOnly(await c.var.ctx.currentUser()));
  await next();
});

/** A body that failed its schema: a 400 whose first issue leads, every issue listed by its path. */
export class InvalidInput extends Refusal {
  constructor(readonly issues: readonly v.BaseIssue<unknown>[]) {
    super(400, issues[0]?.message ?? COMMON_MESSAGES.invalidInput);
  }
}

/** The schema's output, or an InvalidInput refusal. */
export function parse<const TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) throw new InvalidInput(parsed.issues);
  return parsed.output;
}

/** The JSON body as an object; anything else (no body, bad JSON, an array) reads as empty. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => null);
  return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A listing id from the path, or a 404 with the given sentence. */
export function listingIdParam(c: Context, name = "id", notFound: string = COMMON_MESSAGES.listingNotFound): number {
  const id = parseListingId(c.req.param(name));
  if (id === null) throw new Refusal(404, notFound);
  return id;
}

/** A positive integer id from the path (messages, images), or a 404 with the given sentence. */
export function integerParam(c: Context, name: string, notFound: string): number {
  // Digits only: Number() would also read "0x1", "1e0" or " 1" as 1.
  const raw = c.req.param(name) ?? "";
  const id = /^[1-9][0-9]*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new Refusal(404, notFound);
  return id;
}

/** A whole number from the query within [min, max]; absent means `fallback`, anything else a 400 (paged lists). */
export function queryInt(c: Context, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw new Refusal(400, COMMON_MESSAGES.wholeNumber(name));
  return Math.min(max, Math.max(min, Number(raw)));
}
