/**
 * CPU time of the local runtime, read from /proc (Linux): the workerd processes that `vite
 * preview` started, and the preview's own Node process, which passes every request on to workerd.
 * utime + stime of /proc/<pid>/stat count every thread of the process, in clock ticks.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second (`getconf CLK_TCK`, 100 on Linux almost everywhere). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface ProcStat {
  comm: string;
  parent: number;
  /** utime + stime, in ticks. */
  ticks: number;
}

function procStat(pid: number): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    // After the command in brackets: state (field 3), ppid (4), ..., utime (14), stime (15).
    const fields = stat.slice(close + 2).split(" ");
    return { comm: stat.slice(stat.indexOf("(") + 1, close), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Milliseconds of CPU the runtime has spent so far: workerd's processes, and the preview's Node server. */
export interface CpuReading {
  workerd: number;
  preview: number;
}

export interface CpuMeter {
  workerdPids: number[];
  read(): CpuReading;
}

/**
 * The workerd processes whose parent chain leads to the preview started as `previewPid` (its
 * process, and the workerd that miniflare runs under it), or null where /proc is not there.
 */
export function cpuMeter(previewPid: number | undefined): CpuMeter | null {
  if (process.platform !== "linux" || !previewPid) return null;
  const stats = new Map<number, ProcStat>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = procStat(Number(name));
    if (stat) stats.set(Number(name), stat);
  }
  const descends = (pid: number) => {
    for (let at = stats.get(pid)?.parent, hops = 0; at && hops < 16; at = stats.get(at)?.parent, hops++) if (at === previewPid) return true;
    return false;
  };
  const workerdPids = [...stats].filter(([pid, stat]) => stat.comm.startsWith("workerd") && descends(pid)).map(([pid]) => pid);
  if (workerdPids.length === 0) return null;
  const ms = (pids: number[]) => (pids.reduce((sum, pid) => sum + (procStat(pid)?.ticks ?? 0), 0) * 1000) / TICKS_PER_SECOND;
  return { workerdPids, read: () => ({ workerd: ms(workerdPids), preview: ms([previewPid]) }) };
}

/** CPU spent between two readings, in ms. */
export function cpuSpent(before: CpuReading, after: CpuReading): CpuReading {
  return { workerd: after.workerd - before.workerd, preview: after.preview - before.preview };
}
