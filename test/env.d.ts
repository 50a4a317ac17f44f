/// <reference types="@cloudflare/vitest-plugin/types" />

// The local R2 emulation's S3 endpoint (test/upload-slots.test.ts calls it as the dev server would).
declare module "miniflare/dist/src/workers/r2/s3/index.worker.js" {
  const endpoint: { fetch(request: Request, env: Record<string, unknown>): Promise<Response> };
  export default endpoint;
}
