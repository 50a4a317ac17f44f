import { eq } from "drizzle-orm";
import { createContext } from "react-router";
import { createAuth, type Auth } from "./auth";
import type { RequestContext, SessionUser } from "./request-context";
import { createDb, type Db } from "./db/client";
import { RequestD1 } from "./db/session";
import { type Flash, verifiedFlash } from "./flash";
import { user } from "./db/schema";
import type { WorkerEnv } from "./env";
import { announceChanges } from "./services/chat/live";
import { clientAddress } from "./services/accounts/rate-limit";
import { standingOf } from "../app/domain/standing";

export type { RequestContext, SessionUser } from "./request-context";

export function buildRequestContext(request: Request, env: WorkerEnv, executionCtx: Pick<ExecutionContext, "waitUntil">): RequestContext {
  // One D1 session per request (docs/decisions/092-d1-sessions.md): `db` runs on it inside
  // `d1.run`, which the Worker wraps around the request's work (worker/middleware/d1-session.ts).
  const d1 = new RequestD1(env.DB, request, env);
  const db = createDb(env.DB);
  // Auth stays on the primary: a session just made or ended, and the signed-in user, are read
  // where they were written, whatever replica the pages read.
  let primaryDb: Db | undefined;
  const onPrimary = () => (primaryDb ??= createDb(d1.primary));
  const url = new URL(request.url);
  let auth: Auth | undefined;
  let sessionUser: Promise<SessionUser | null> | undefined;
  let flash: Promise<Flash | null> | undefined;
  const context: RequestContext = {
    env,
    executionCtx,
    db,
    d1,
    url,
    auth: () =>
      (auth ??= createAuth(
        env,
        onPrimary(),
        url.origin,
        (work) => executionCtx.waitUntil(work),
        () => announceChanges(context, { categories: false, pages: false }),
      )),
    currentUser: () => (sessionUser ??= lookUpUser(context, onPrimary(), request.headers)),
    visitor: async () => {
      const me = await context.currentUser();
      return me ? `user:${me.id}` : `ip:${clientAddress(request.headers)}`;
    },
    address: clientAddress(request.headers),
    flash: () => (flash ??= verifiedFlash(request.headers.get("cookie"), env.BETTER_AUTH_SECRET)),
    nonce: newNonce(),
    foreignWrite: false,
  };
  return context;
}

/** 128 random bits, base64: what CSP asks of a nonce. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

async function lookUpUser(context: RequestContext, primaryDb: Db, headers: Headers): Promise<SessionUser | null> {
  // Only a session cookie or a token can name someone (the bookmark cookie, sokoni.d1, cannot).
  if (!headers.get("cookie")?.includes("sokoni.session_token") && !headers.get("authorization")) return null;
  const session = await context.auth().api.getSession({ headers });
  if (!session) return null;
  // On the primary with the session: an account made or changed a moment ago is already there.
  const row = await primaryDb.select().from(user).where(eq(user.id, session.user.id)).get();
  // A suspended or banned account is nobody, on both faces, whatever session it still shows
  // (docs/decisions/108); a suspension whose day has passed is over.
  if (!row || standingOf(row).kind !== "active") return null;
  return {
    id: row.id,
    username: row.displayUsername ?? row.username ?? row.name,
    email: row.email,
    avatar: row.image,
    role: row.role === "admin" ? "admin" : "user",
    isSellerVerified: row.isSellerVerified,
    createdAt: row.createdAt,
    signedInAt: new Date(session.session.createdAt),
    sessionEndsAt: new Date(session.session.expiresAt),
  };
}

/** The React Router context key through which loaders and actions read the request context. */
export const requestContextKey = createContext<RequestContext>();
