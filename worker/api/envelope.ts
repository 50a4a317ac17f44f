import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type * as v from "valibot";
import { Refusal } from "../services/refusal";

/** The API's envelope (design/api.md): success with data, or failure with a human sentence. */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) {
  return c.json({ success: true as const, data, ...(message ? { message } : {}) }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, issues?: { path: string; message: string }[]) {
  return c.json({ success: false as const, message, ...(issues ? { issues } : {}) }, status);
}

/** A valibot failure as a 400: the first message leads, every issue is listed by its path. */
export function invalid(c: Context, issues: readonly v.BaseIssue<unknown>[]) {
  const listed = issues.map((issue) => ({
    path: issue.path?.map((item) => String(item.key)).join(".") ?? "",
    message: issue.message,
  }));
  return fail(c, 400, listed[0]?.message ?? "Invalid input", listed);
}

/** A service's refusal (Refusal) as its status and sentence; anything else is our fault. */
export function failed(c: Context, error: unknown) {
  if (error instanceof Refusal) return fail(c, error.status, error.message);
  throw error;
}

export const SIGN_IN_FIRST = "Please sign in first.";
