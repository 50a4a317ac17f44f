import { eq } from "drizzle-orm";
import { createContext } from "react-router";
import { createAuth, type Auth, type AuthEnv } from "./auth";
import type { RequestContext, SessionUser } from "./request-context";
import { createDb } from "./db/client";
import { user } from "./db/schema";
import { announceChanges } from "./services/live";
import { clientAddress } from "./services/rate-limit";

export type { RequestContext, SessionUser } from "./request-context";

export function buildRequestContext(request: Request, env: Env, executionCtx: Pick<ExecutionContext, "waitUntil">): RequestContext {
  const db = createDb(env.DB);
  const url = new URL(request.url);
  const authEnv = env as Env & AuthEnv;
  let auth: Auth | undefined;
  let sessionUser: Promise<SessionUser | null> | undefined;
  const context: RequestContext = {
    env: authEnv,
    executionCtx,
    db,
    url,
    auth: () =>
      (auth ??= createAuth(
        authEnv,
        db,
        url.origin,
        (work) => executionCtx.waitUntil(work),
        () => announceChanges(context, { categories: false }),
      )),
    currentUser: () => (sessionUser ??= lookUpUser(context, request.headers)),
    visitor: async () => {
      const me = await context.currentUser();
      return me ? `user:${me.id}` : `ip:${clientAddress(request.headers)}`;
    },
    address: clientAddress(request.headers),
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

async function lookUpUser(context: RequestContext, headers: Headers): Promise<SessionUser | null> {
  if (!headers.get("cookie")?.includes("sokoni") && !headers.get("authorization")) return null;
  const session = await context.auth().api.getSession({ headers });
  if (!session) return null;
  const row = await context.db.select().from(user).where(eq(user.id, session.user.id)).get();
  if (!row || row.banned) return null;
  return {
    id: row.id,
    username: row.displayUsername ?? row.username ?? row.name,
    email: row.email,
    avatar: row.image,
    role: row.role === "admin" ? "admin" : "user",
    isSellerVerified: row.isSellerVerified,
    createdAt: row.createdAt,
    signedInAt: new Date(session.session.createdAt),
  };
}

/** The React Router context key through which loaders and actions read the request context. */
export const requestContextKey = createContext<RequestContext>();
