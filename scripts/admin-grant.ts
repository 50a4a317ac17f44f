/**
 * `npm run admin:grant -- EMAIL`: makes an existing account an admin in the local database
 * (docs/decisions/020). In production: `wrangler d1 execute DB --remote --command
 * "UPDATE user SET role = 'admin' WHERE email = '...'"`, or list the email in ADMIN_EMAILS
 * before that person signs up.
 */
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { OFFLINE_ENV } from "./local-env";

Object.assign(process.env, OFFLINE_ENV);

const email = process.argv[2]?.trim().toLowerCase();
if (!email?.includes("@")) {
  console.error("Usage: npm run admin:grant -- someone@example.com");
  process.exit(1);
}
const statePath = process.env.SOKONI_STATE;
const proxy = await getPlatformProxy<Env>({ persist: statePath ? { path: join(statePath, "v3") } : true, remoteBindings: false });
try {
  const result = await proxy.env.DB.prepare("UPDATE user SET role = 'admin' WHERE email = ?").bind(email).run();
  if (result.meta.changes === 0) {
    console.error(`No account with the email ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now an admin.`);
  }
} finally {
  await proxy.dispose();
}
