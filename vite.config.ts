import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { inlineScript } from "./scripts/vite-inline-script.ts";
import { serviceWorker } from "./scripts/vite-service-worker.ts";
import { serverOnlyTexts } from "./scripts/vite-server-texts.ts";

// SOKONI_STATE points local D1/R2/Durable Objects at another folder (the e2e run uses its own,
// so tests never touch the demo data that `npm start` serves).
const statePath = process.env.SOKONI_STATE;

export default defineConfig({
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" }, persistState: statePath ? { path: statePath } : true }),
    serverOnlyTexts(),
    reactRouter(),
    inlineScript(),
    serviceWorker(),
  ],
});
