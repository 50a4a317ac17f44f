import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { COMMON_MESSAGES, Refusal, type RefusalAbout } from "../services/refusal";
import { InvalidInput } from "./guards";

/** The API's envelope (docs/api.md): success with data, or failure with a human sentence. */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) {
  return c.json({ success: true as const, data, ...(message ? { message } : {}) }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, issues?: { path: string; message: string }[], about: RefusalAbout = {}) {
  return c.json({ success: false as const, message, ...(issues ? { issues } : {}), ...about }, status);
}

/**
 * Every error an API route throws, answered in one place: a refusal as its status and sentence
 * (an invalid body with its issues by path), anything else as our fault, logged, never shown.
 */
export function answerError(error: unknown, c: Context) {
  if (error instanceof InvalidInput) {
    const issues = error.issues.map((issue) => ({ path: issue.path?.map((item) => String(item.key)).join(".") ?? "", message: issue.message }));
    return fail(c, 400, error.message, issues);
  }
  // A refusal that names a listing carries its id (`listingId`), so a client can link to it.
  if (error instanceof Refusal) return fail(c, error.status, error.message, undefined, error.about);
  console.error("api error", error);
  return fail(c, 500, COMMON_MESSAGES.somethingWentWrong);
}
