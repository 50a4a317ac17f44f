import { join } from "node:path";
import { getPlatformProxy } from "wrangler";

/**
 * Reads the newest mail to an address from the outbox of the server under test, through the same
 * local D1 files (the e2e runner's state folder).
 */
export async function latestMailTo(address: string): Promise<{ subject: string; text: string } | null> {
  const state = process.env.SOKONI_STATE ?? ".wrangler/e2e-state";
  const proxy = await getPlatformProxy<Env>({ persist: { path: join(state, "v3") }, remoteBindings: false });
  try {
    return await proxy.env.DB.prepare('SELECT subject, text FROM outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
      .bind(address)
      .first<{ subject: string; text: string }>();
  } finally {
    await proxy.dispose();
  }
}
