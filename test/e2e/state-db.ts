import { join } from "node:path";
import { getPlatformProxy } from "wrangler";

/** What SQLite says when the server under test holds the files at that moment. */
const BUSY = /SQLITE_BUSY|database is locked|session commit token/;

/**
 * Runs `work` on the D1 of the server under test, through the same local files (the e2e runner's
 * state folder) and wrangler's platform proxy. The server writes to those files at the same time
 * (a dashboard asking for its page again as the test writes, say), so a "database is locked"
 * answer is tried again a moment later, a few times: `work` must be safe to run again (reads, or
 * one idempotent write).
 */
export async function withStateDb<T>(work: (db: D1Database) => Promise<T>): Promise<T> {
  const state = process.env.SOKONI_STATE ?? ".wrangler/e2e-state";
  for (let attempt = 1; ; attempt += 1) {
    const proxy = await getPlatformProxy<Env>({ persist: { path: join(state, "v3") }, remoteBindings: false });
    try {
      return await work(proxy.env.DB);
    } catch (error) {
      const said = `${String(error)} ${String((error as { cause?: unknown }).cause ?? "")}`;
      if (attempt >= 5 || !BUSY.test(said)) throw error;
    } finally {
      await proxy.dispose();
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}
