import { withStateDb } from "./state-db";

/**
 * Reads the newest mail to an address from the outbox of the server under test, through the same
 * local D1 files (the e2e runner's state folder).
 */
export async function latestMailTo(address: string): Promise<{ subject: string; text: string } | null> {
  return withStateDb((db) =>
    db.prepare('SELECT subject, text FROM outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1').bind(address).first<{ subject: string; text: string }>(),
  );
}
