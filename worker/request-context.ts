import type { Auth } from "./auth";
import type { Db } from "./db/client";
import type { RequestD1 } from "./db/session";
import type { WorkerEnv } from "./env";
import type { Flash } from "./flash";

/*
 * The request context's shape, apart from the code that builds it (context.ts), so that services
 * the builder calls (live.ts) can name it without an import cycle.
 */

/** The signed-in person as every screen and API route sees them (never the password). */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  avatar: string | null;
  role: "user" | "admin";
  isSellerVerified: boolean;
  createdAt: Date;
  /** When this session began. */
  signedInAt: Date;
  /** When this session ends unless used again (the create page warns when that is near). */
  sessionEndsAt: Date;
}

/** What every request gets once, shared by the API, the image route and the page loaders. */
export interface RequestContext {
  /** Every binding and variable, checked once per isolate (worker/env.ts). */
  env: WorkerEnv;
  /** Work that may finish after the answer has gone (view counts, mail, room broadcasts). */
  executionCtx: Pick<ExecutionContext, "waitUntil">;
  /** Drizzle over D1; inside the request's work (`d1.run`) on the request's D1 session. */
  db: Db;
  /**
   * The request's D1 session (docs/decisions/092-d1-sessions.md): read replicas for visitors, the
   * bookmark cookie after a write, the primary for auth, and the D1 figures with SOKONI_TIMING=on.
   */
  d1: RequestD1;
  url: URL;
  /** better-auth for this request, built on first use. */
  auth(): Auth;
  /** The session's user (cookie or bearer token), looked up once per request. */
  currentUser(): Promise<SessionUser | null>;
  /**
   * Who is asking, for the once-a-day counters (contact clicks, search terms): `user:<id>` when
   * signed in, else `ip:<address>` as Cloudflare reports it.
   */
  visitor(): Promise<string>;
  /** The caller's address as Cloudflare reports it (per-address limits), "unknown" for local tools. */
  address: string;
  /** The one-time message the request carries, when its signature is ours (worker/flash.ts). */
  flash(): Promise<Flash | null>;
  /** A fresh random value per request that marks our own inline scripts for the page's CSP. */
  nonce: string;
  /**
   * Set by the Worker when a write came from another site (worker/same-site.ts): the page face
   * answers it with the 403 error screen before any action runs (the API answers it itself).
   */
  foreignWrite: boolean;
}
