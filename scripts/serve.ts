import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { OFFLINE_ENV } from "./local-env";

/**
 * Serves the production build with workerd (vite preview) in its own process group, so stopping
 * it also stops workerd (killing only the parent would leave workerd running).
 */
export function startPreview(port: number, extraEnv: Record<string, string> = {}, extraArgs: string[] = []): ChildProcess {
  return spawn("vite", ["preview", "--port", String(port), "--strictPort", ...extraArgs], {
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...OFFLINE_ENV, ...extraEnv },
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

/**
 * The address workerd itself listens on under `vite preview` (Linux only; null elsewhere): the
 * preview's Node server passes every request on to it, a hop production does not have (the bench
 * measures the API both ways, docs/performance.md). Found from the listening sockets of the
 * server's process group, and confirmed by asking it for a static file.
 */
export async function workerdAddress(server: ChildProcess): Promise<string | null> {
  if (process.platform !== "linux" || !server.pid) return null;
  const inodes = new Set<string>();
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // Field 5 (after the command in brackets) is the process group.
      const group = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2];
      if (group !== String(server.pid) || !readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("workerd")) continue;
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode) inodes.add(inode);
      }
    } catch {
      // A process that ended while being read.
    }
  }
  const ports = readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    // Listening (state 0A) on 127.0.0.1, owned by one of workerd's sockets.
    .filter((fields) => fields[3] === "0A" && fields[1]?.startsWith("0100007F:") && inodes.has(fields[9] ?? ""))
    .map((fields) => Number.parseInt(fields[1]?.split(":")[1] ?? "0", 16));
  for (const port of ports) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/favicon.svg`, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok && answer.headers.get("content-type")?.includes("svg")) return `http://127.0.0.1:${port}`;
    } catch {
      // Not the entry socket.
    }
  }
  return null;
}
