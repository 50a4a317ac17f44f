import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { inlineScript } from "./scripts/vite-inline-script.ts";
import { serviceWorker } from "./scripts/vite-service-worker.ts";
import { textsWhereRead } from "./scripts/vite-texts.ts";

// SOKONI_STATE points local D1/R2/Durable Objects at another folder (the e2e run uses its own,
// so tests never touch the demo data that `npm start` serves).
const statePath = process.env.SOKONI_STATE;
// The e2e run serves two previews side by side (scripts/e2e.ts): only one could take the
// debugger's port, and no test needs it.
const inspectorPort = process.env.SOKONI_INSPECTOR === "off" ? false : undefined;

export default defineConfig({
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" }, persistState: statePath ? { path: statePath } : true, inspectorPort }),
    ...textsWhereRead(),
    reactRouter(),
    inlineScript(),
    serviceWorker(),
  ],
});
