import { AsyncLocalStorage } from "node:async_hooks";
import { cookieNames, readCookie } from "../cookies";
import type { WorkerEnv } from "../env";

/*
 * D1 read replication through the Sessions API (docs/decisions/092-d1-sessions.md).
 *
 * Every request opens one D1 session. A visitor's read (GET, HEAD) starts anywhere
 * (`first-unconstrained`: the nearest replica once replication is on), or from the bookmark in the
 * `sokoni.d1` cookie when the caller wrote a moment ago, so they read their own write. A write
 * request (POST, PUT, PATCH, DELETE) starts at the primary, so the checks an action makes before it
 * writes read what they read before replication. After a write the response carries the newest
 * bookmark the request saw, in the cookie, for a few minutes.
 *
 * Services do not change: `createDb(env.DB)` (worker/db/client.ts) is a drizzle database over a
 * stand-in binding that sends each statement to the session of the request it runs in (kept here
 * in an AsyncLocalStorage for the length of `RequestD1.run`), or to the binding itself when no
 * request is running (the rooms, the crons, the scripts). Auth reads and writes on the primary
 * (`RequestD1.primary`).
 */

/** The cookie that carries a writer's bookmark to their next requests. */
export const BOOKMARK_COOKIE = "sokoni.d1";

/**
 * How long the cookie lives: a few minutes covers a replica that is slow to catch up (D1 promises
 * no bound on the lag) and the writer's next pages. While it lives, those pages are the writer's
 * own (no shared cache) and may wait for their replica to catch up.
 */
export const BOOKMARK_MAX_AGE_SECONDS = 300;

/**
 * A D1 bookmark as D1 writes it (Time Travel's and the Sessions API's format: three groups of 8
 * hex digits and one of 32, e.g. `00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683`).
 * Anything else in the cookie is ignored: D1 would refuse it, and the request would fail.
 */
const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** Requests that may write: they start at the primary and hand their bookmark back. */
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What one request asked of D1, summed over every statement's `meta`. */
export interface D1Figures {
  /** Statements answered (a batch counts each of its statements). */
  queries: number;
  rowsRead: number;
  rowsWritten: number;
  /** Statements the primary answered (`served_by_primary`); the rest came from replicas. */
  primary: number;
  /** SQL time D1 reports (`meta.duration`, ms), without the round trips. */
  sqlMs: number;
  /** False when a session could not be measured (see `meter`): the figures would be short. */
  measured: boolean;
}

export function isBookmark(value: string): boolean {
  return BOOKMARK_SHAPE.test(value);
}

/**
 * The bookmark the request's cookie carries, if it is one (anything else in its place is ignored).
 */
export function bookmarkFrom(cookieHeader: string | null): string | null {
  const value = readCookie(cookieHeader, BOOKMARK_COOKIE);
  return value !== null && isBookmark(value) ? value : null;
}

/**
 * The request comes from someone who wrote a moment ago (any `sokoni.d1` cookie, well-formed or
 * not): their pages must be made for them, never answered from a copy shared with others.
 */
export function carriesBookmark(headers: Headers): boolean {
  return cookieNames(headers.get("cookie")).includes(BOOKMARK_COOKIE);
}

/** `Set-Cookie` for a bookmark: the server's alone (HttpOnly), for every path, a few minutes. */
export function bookmarkCookie(bookmark: string, secure: boolean): string {
  return `${BOOKMARK_COOKIE}=${bookmark}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The later of two bookmarks (same width, hex: their text order is their order). */
function later(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return b > a ? b : a;
}

/** The request whose async work is running now (set by `RequestD1.run`). */
const current = new AsyncLocalStorage<RequestD1>();

/** The D1 work of one request: its session, the primary for auth, the cookie and the figures. */
export class RequestD1 {
  readonly binding: D1Database;
  /** Every statement `createDb(binding)` runs inside `run` goes through this session. */
  readonly session: D1DatabaseSession;
  /** A binding on the primary (`first-primary`) for auth: sign-in, sessions, the signed-in user. */
  readonly primary: D1Database;
  /** Null unless SOKONI_TIMING is on: measuring touches the runtime's internals (see `meter`). */
  readonly figures: D1Figures | null;
  private primarySession: D1DatabaseSession | null = null;
  private readonly writes: boolean;
  private readonly broughtBookmark: string | null;
  private readonly secure: boolean;

  constructor(binding: D1Database, request: Request, env: Pick<WorkerEnv, "SOKONI_TIMING">) {
    this.binding = binding;
    this.writes = WRITE_METHODS.has(request.method);
    this.broughtBookmark = bookmarkFrom(request.headers.get("cookie"));
    this.secure = new URL(request.url).protocol === "https:";
    this.figures = env.SOKONI_TIMING === "on" ? { queries: 0, rowsRead: 0, rowsWritten: 0, primary: 0, sqlMs: 0, measured: true } : null;
    // A write reads at the primary (newer than any bookmark); a read from the caller's bookmark, else anywhere.
    this.session = this.open(this.writes ? "first-primary" : (this.broughtBookmark ?? "first-unconstrained"));
    // A write request already runs on the primary: auth shares its session, so what auth writes
    // (a new account, a session) the rest of the request reads, in order.
    if (this.writes) this.primarySession = this.session;
    this.primary = new PinnedD1(binding, () => (this.primarySession ??= this.open("first-primary")));
  }

  /** Runs the request's work with `createDb(binding)` on this request's session. */
  run<T>(work: () => T): T {
    return current.run(this, work);
  }

  /** This request's session when `binding` is its database (a second database keeps its own binding). */
  sessionFor(binding: D1Database): D1DatabaseSession | null {
    return binding === this.binding ? this.session : null;
  }

  /** The newest bookmark any of the request's sessions has seen, or null before any query. */
  latestBookmark(): string | null {
    const marks = [this.session.getBookmark(), this.primarySession?.getBookmark() ?? null].filter((mark): mark is string => mark !== null && isBookmark(mark));
    return marks.reduce<string | null>(later, null);
  }

  /**
   * After the request: the bookmark cookie when a write moved the database past what the caller
   * brought, with `Cache-Control: private, no-store` (an answer that sets it is the caller's own),
   * and with SOKONI_TIMING=on the request's D1 figures as `Server-Timing`. Statements still running
   * after the answer (waitUntil work, streamed data) are in neither.
   */
  finishResponse(headers: Headers): void {
    const bookmark = this.writes ? this.latestBookmark() : null;
    if (bookmark && (this.broughtBookmark === null || bookmark > this.broughtBookmark)) {
      headers.append("Set-Cookie", bookmarkCookie(bookmark, this.secure));
      headers.set("Cache-Control", "private, no-store");
    }
    if (this.figures) headers.append("Server-Timing", serverTiming(this.figures));
  }

  private open(constraintOrBookmark: string): D1DatabaseSession {
    const session = this.binding.withSession(constraintOrBookmark);
    if (this.figures && !meter(session, this.figures)) this.figures.measured = false;
    return session;
  }
}

/** `d1;dur=…;desc="queries=… rows_read=… rows_written=… primary=…"`, the bench's per-request figures. */
export function serverTiming(figures: D1Figures): string {
  if (!figures.measured) return 'd1;desc="not measured"';
  const desc = `queries=${figures.queries} rows_read=${figures.rowsRead} rows_written=${figures.rowsWritten} primary=${figures.primary}`;
  return `d1;dur=${figures.sqlMs.toFixed(1)};desc="${desc}"`;
}

/**
 * The runtime's D1DatabaseSession methods every statement's answer passes through, `meta`
 * included: `_sendOrThrow` (the HTTP interchange) and `_queryOrThrow` (the RPC one, behind the
 * `d1_binding_jsrpc` flag). They are internal, but the public methods drop `meta` for `raw()` and
 * `first()`, and drizzle reads every select through `raw()`: without this the bench would see
 * almost no rows read. Only sessions of requests with SOKONI_TIMING=on are measured.
 */
const ANSWER_METHODS = ["_sendOrThrow", "_queryOrThrow"] as const;

/** Wraps the session's answer methods to sum their `meta`; false when the runtime has none of them. */
function meter(session: D1DatabaseSession, figures: D1Figures): boolean {
  const internals = session as unknown as Record<string, unknown>;
  let measured = false;
  for (const name of ANSWER_METHODS) {
    const original = internals[name];
    if (typeof original !== "function") continue;
    internals[name] = async (...args: unknown[]) => {
      const answer: unknown = await original.apply(session, args);
      for (const result of Array.isArray(answer) ? answer : [answer]) add(figures, (result as { meta?: Partial<D1Meta> } | null)?.meta);
      return answer;
    };
    measured = true;
  }
  return measured;
}

function add(figures: D1Figures, meta: Partial<D1Meta> | undefined): void {
  figures.queries += 1;
  figures.rowsRead += meta?.rows_read ?? 0;
  figures.rowsWritten += meta?.rows_written ?? 0;
  if (meta?.served_by_primary) figures.primary += 1;
  figures.sqlMs += meta?.duration ?? 0;
}

/**
 * A binding whose statements go to the session of the request running now, when that request's
 * database is this binding; to the binding itself otherwise. One per binding (`routed`), so
 * anything keyed by `db.$client` (the search vocabulary, worker/services/search/search-suggest.ts) stays
 * shared by the isolate's requests.
 */
class RoutedD1 implements D1Database {
  readonly binding: D1Database;

  constructor(binding: D1Database) {
    this.binding = binding;
  }

  private target(): D1Database | D1DatabaseSession {
    return current.getStore()?.sessionFor(this.binding) ?? this.binding;
  }

  prepare(query: string): D1PreparedStatement {
    return this.target().prepare(query);
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    return this.target().batch<T>(statements);
  }

  // A session has neither exec nor dump; migrations and tools use the binding.
  exec(query: string): Promise<D1ExecResult> {
    return this.binding.exec(query);
  }

  withSession(constraintOrBookmark?: string): D1DatabaseSession {
    return this.binding.withSession(constraintOrBookmark);
  }

  dump(): Promise<ArrayBuffer> {
    return this.binding.dump();
  }
}

/** A binding fixed to one session, opened on first use (auth's `first-primary` one). */
class PinnedD1 implements D1Database {
  private readonly binding: D1Database;
  private readonly session: () => D1DatabaseSession;

  constructor(binding: D1Database, session: () => D1DatabaseSession) {
    this.binding = binding;
    this.session = session;
  }

  prepare(query: string): D1PreparedStatement {
    return this.session().prepare(query);
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    return this.session().batch<T>(statements);
  }

  exec(query: string): Promise<D1ExecResult> {
    return this.binding.exec(query);
  }

  withSession(constraintOrBookmark?: string): D1DatabaseSession {
    return this.binding.withSession(constraintOrBookmark);
  }

  dump(): Promise<ArrayBuffer> {
    return this.binding.dump();
  }
}

const routers = new WeakMap<D1Database, RoutedD1>();

/**
 * What drizzle is built on for `d1`: the binding's one router (statements follow the running
 * request's session), or `d1` itself when it is already a router or pinned to a session.
 */
export function routed(d1: D1Database): D1Database {
  if (d1 instanceof RoutedD1 || d1 instanceof PinnedD1) return d1;
  let router = routers.get(d1);
  if (!router) {
    router = new RoutedD1(d1);
    routers.set(d1, router);
  }
  return router;
}
