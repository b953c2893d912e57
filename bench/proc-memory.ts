import { readFileSync, writeFileSync } from "node:fs";

// Resident memory of a process as Linux reports it in /proc/<pid>/status, for the benchmarks that
// watch a server or worker from outside.

/** VmRSS (now) or VmHWM (peak since the process started or the last resetPeakRss) in MiB; 0 once the
 * process is gone. */
export function residentMb(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return kb ? Number(kb[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Starts a new VmHWM peak (Linux: 5 written to clear_refs), so that a run's peak is its own. */
export function resetPeakRss(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    // not allowed (another user's process): the peak then runs from the process's start
  }
}
