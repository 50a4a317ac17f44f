import { defineConfig } from "drizzle-kit";

// Generates flat SQL migrations (migrations/NNNN_name.sql) that wrangler and the tests apply.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
  migrations: { prefix: "index" },
});
