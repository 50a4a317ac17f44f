import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { OFFLINE_ENV } from "./scripts/local-env.ts";
import { inlineScript } from "./scripts/vite-inline-script.ts";

Object.assign(process.env, OFFLINE_ENV);

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    test: {
      projects: [
        {
          // Pure rules: app/domain and the seed generators, in Node.
          test: { name: "unit", include: ["app/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
        },
        {
          // The Worker inside workerd against real (per-test isolated) D1, R2 and Durable Objects.
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
                  // The M-Pesa simulator answers after 30 ms here, not 3 s (issue 18).
                  MPESA_SIMULATOR_DELAY_MS: "30",
                },
                // A second, empty database for tests that replay migrations step by step (test/conversations-migration.test.ts).
                d1Databases: { MIGRATION_DB: "migration-test-db" },
              },
            }),
            reactRouter(),
            inlineScript(),
          ],
          test: { name: "worker", include: ["test/**/*.test.ts"], setupFiles: ["test/apply-migrations.ts"] },
        },
      ],
    },
  };
});
