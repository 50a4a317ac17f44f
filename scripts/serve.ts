import { spawn, type ChildProcess } from "node:child_process";
import { OFFLINE_ENV } from "./local-env";

/**
 * Serves the production build with workerd (vite preview) in its own process group, so stopping
 * it also stops workerd (killing only the parent would leave workerd running).
 */
export function startPreview(port: number): ChildProcess {
  return spawn("vite", ["preview", "--port", String(port), "--strictPort"], {
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...OFFLINE_ENV },
  });
}

export function stopPreview(server: ChildProcess): void {
  if (server.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

export async function waitForServer(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
