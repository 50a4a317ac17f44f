import { data, redirect } from "react-router";
import type { RequestContext, SessionUser } from "../../worker/context";
import { Refusal } from "../../worker/services/refusal";
import { STRINGS } from "../i18n";
import { signInPath } from "./sign-in-path";

/**
 * The pages' guards: one helper per concern, so a screen states what it needs in one line.
 * The API face has its own (worker/api/guards.ts); both rest on worker/services/refusal.ts.
 */

export { signInPath };

/** The signed-in person, or a redirect to sign in that brings them back to `returnTo`. */
export async function requireUser(ctx: RequestContext, returnTo: string): Promise<SessionUser> {
  const me = await ctx.currentUser();
  if (!me) throw redirect(signInPath(returnTo));
  return me;
}

/**
 * The refusal a service threw, for an action to answer in its screen's words; anything else is
 * our fault and goes on to the error boundary.
 */
export function asRefusal(error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  throw error;
}

/** A service's refusal as the route's error response (status and sentence); anything else is rethrown. */
export function refused(error: unknown): never {
  if (error instanceof Refusal) throw data(error.message, { status: error.status });
  throw error;
}

/**
 * The submitted form. A body that is no form (JSON, plain text, a broken multipart upload, a file
 * name the parser refuses) is a 400 with a sentence on the error screen, never a 500: the API
 * answers the same bodies with its envelope's 400.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(STRINGS.domain.forms.unreadable, { status: 400 });
  }
}
