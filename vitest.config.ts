import { availableParallelism } from "node:os";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { OFFLINE_ENV } from "./scripts/local-env.ts";
import { inlineScript } from "./scripts/vite-inline-script.ts";

Object.assign(process.env, OFFLINE_ENV);

/**
 * The projects named with `--project` (none: all of them). Vitest resolves the Vite config of every
 * project before it applies that filter, and React Router's plugin starts its type generator and
 * its config watchers in its `config` hook, releasing them only when a dev server built from that
 * config closes. A project filtered out never gets that server, so `vitest run --project unit`
 * used to wait 10 s at its end ("close timed out after 10000ms ... something prevents Vite server
 * from exiting") on watchers nobody would close (docs/test-stages.md). The worker project, with
 * its plugins, is only declared when it runs.
 */
function requestedProjects(argv: string[]): string[] {
  const names: string[] = [];
  argv.forEach((arg, index) => {
    if (arg === "--project") names.push(argv[index + 1] ?? "");
    else if (arg.startsWith("--project=")) names.push(arg.slice("--project=".length));
  });
  return names;
}
const requested = requestedProjects(process.argv);
const runsWorker = requested.length === 0 || requested.some((name) => name !== "unit");

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    test: {
      // One file per processor: vitest's default leaves one of this machine's two idle, and the
      // workerd files wait on their runtime as much as on the processor.
      maxWorkers: availableParallelism(),
      // scripts/finish-guard.ts ends a run that stops after its last file without finishing.
      reporters: ["default", "./scripts/finish-guard.ts"],
      projects: [
        {
          // Pure rules: app/domain, the seed generators and the Web Push crypto (worker/push.test.ts), in Node.
          // 20 s a test, as for the workerd files: the photo hashes and the 100,000 seed drafts are
          // real work, and the two projects share this machine's two processors.
          // The rooms' socket file has the address the build would give it (scripts/vite-inline-script.ts).
          define: { __LIVE_SOCKET_SRC__: JSON.stringify("/assets/enhance/live-socket-0123456789.js") },
          test: {
            name: "unit",
            include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "worker/**/*.test.ts"],
            environment: "node",
            testTimeout: 20_000,
          },
        },
        ...(runsWorker ? [workerProject(migrations)] : []),
      ],
    },
  };
});

/** The Worker inside workerd against real D1, R2 and Durable Objects, emptied by test/apply-migrations.ts. */
function workerProject(migrations: Awaited<ReturnType<typeof readD1Migrations>>) {
  return {
    plugins: [
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.jsonc" },
        miniflare: {
          // SITE_URL empty: `npm start` and `npm run test:e2e` write their own address into
          // .dev.vars, which would otherwise leak into the mails these tests read.
          bindings: {
            TEST_MIGRATIONS: migrations,
            BETTER_AUTH_SECRET: "test-secret-not-for-production-0123456789",
            ADMIN_EMAILS: "boss@sokoni.test",
            SITE_URL: "",
            // No shared page cache (decision 093): tests write straight to D1 between requests.
            // test/edge-cache.test.ts turns it on for its own requests.
            PAGE_CACHE: "off",
            // The M-Pesa simulator answers after 30 ms here, not 3 s (decision 081).
            MPESA_SIMULATOR_DELAY_MS: "30",
            // Web Push (decision 088): a fixed VAPID pair for the tests only, never used anywhere else.
            VAPID_PUBLIC_KEY: "BDZq-S4vv7mzQRAbjtE7J5-vlPpRWi_NJZSVw9MQBRSqZQGmdFsX3_Nr_-c5iXoLbo7pQIGSQk7KBvyYGXJxnRw",
            VAPID_PRIVATE_KEY: "MloRltCOH8M6j7kxbcTd2b8R8SLS9YYBUuJphNbnusY",
            VAPID_SUBJECT: "mailto:push-tests@sokoni.test",
            // Presigned uploads (decision 105) signed for the local R2 emulation's S3 endpoint; a pair for the tests only.
            R2_S3_ENDPOINT: "local",
            R2_BUCKET: "sokoni-images",
            R2_ACCESS_KEY_ID: "tests-local-r2-key",
            R2_SECRET_ACCESS_KEY: "tests-local-r2-secret-not-for-production",
          },
          // A second, empty database for tests that replay migrations step by step (test/conversations-migration.test.ts).
          d1Databases: { MIGRATION_DB: "migration-test-db" },
        },
      }),
      reactRouter(),
      inlineScript(),
    ],
    // Two files run at once on a two-core machine: a test that takes 2 s alone may take 6.
    test: {
      name: "worker",
      include: ["test/**/*.test.ts"],
      setupFiles: ["test/apply-migrations.ts"],
      testTimeout: 20_000,
      // One workerd per vitest worker, its files run one after another in it: a file no longer
      // pays for a runtime and the whole Worker's modules of its own (about 6 processor seconds).
      // test/apply-migrations.ts gives each file what a fresh runtime would (decision 129).
      isolate: false,
    },
  };
}
