import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";
import { routed } from "./session";

function build(d1: D1Database) {
  return drizzle(routed(d1), { schema });
}

export type Db = ReturnType<typeof build>;

const databases = new WeakMap<D1Database, Db>();

/**
 * The drizzle database over `d1`. Inside a request (`RequestD1.run`, worker/db/session.ts) its
 * statements go through that request's D1 session (read replicas, bookmarks); in the rooms, the
 * crons and the scripts straight to the binding. It keeps nothing of any request, so one per
 * binding serves them all.
 */
export function createDb(d1: D1Database): Db {
  let db = databases.get(d1);
  if (!db) {
    db = build(d1);
    databases.set(d1, db);
  }
  return db;
}
