import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { readDevVar } from "./scripts/local-env.ts";
import { inlineScript } from "./scripts/vite-inline-script.ts";
import { noHydration } from "./scripts/vite-no-hydration.ts";
import { serviceWorker } from "./scripts/vite-service-worker.ts";
import { stylesheetGroups } from "./scripts/vite-styles.ts";

// SOKONI_STATE points local D1/R2/Durable Objects at another folder (the e2e run uses its own,
// so tests never touch the demo data that `npm start` serves).
const statePath = process.env.SOKONI_STATE;
// The e2e run serves two previews side by side (scripts/e2e.ts): only one could take the
// debugger's port, and no test needs it.
const inspectorPort = process.env.SOKONI_INSPECTOR === "off" ? false : undefined;

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      persistState: statePath ? { path: statePath } : true,
      inspectorPort,
      // Presigned uploads (decision 105): the local R2 emulation answers S3 requests at
      // /cdn-cgi/local/r2/s3 with the key pair the Worker signs with (`.dev.vars`, made by
      // `npm start`). Set on the config, not returned: a returned list would be added to, not
      // replaced. Not in the build `npm run deploy` makes (production signs with R2's own keys).
      config: (worker) => {
        if (process.env.SOKONI_DEPLOY) return;
        const accessKeyId = readDevVar("R2_ACCESS_KEY_ID");
        const secretAccessKey = readDevVar("R2_SECRET_ACCESS_KEY");
        const images = worker.r2_buckets?.find((bucket) => bucket.binding === "IMAGES");
        if (images && accessKeyId && secretAccessKey) images.local_dev = { experimental_s3_credentials: { accessKeyId, secretAccessKey } };
      },
    }),
    reactRouter(),
    inlineScript(),
    serviceWorker(),
    stylesheetGroups(),
    noHydration(),
  ],
});
