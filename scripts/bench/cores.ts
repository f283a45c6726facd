// Which core each side of a hot-page measurement runs on (docs/decisions/0085): on a machine of
// two cores, wrk on the first and the server measured (the portal, nginx with one worker, or the
// bare Node.js server) on the second, so that each side has one core of its own whoever is
// measured, instead of nginx's workers taking both cores from wrk and the portal only one.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";

/** The cores of a pinned measurement, or why there is none. */
export type CorePlan = { pinned: true; generator: number; server: number } | { pinned: false; reason: string };

export function corePlan(wanted: boolean): CorePlan {
  if (!wanted) return { pinned: false, reason: "not pinned (--no-pin)" };
  if (!existsSync("/usr/bin/taskset"))
    return { pinned: false, reason: "not pinned: taskset is missing (apt-get install -y util-linux)" };
  if (os.availableParallelism() < 2) return { pinned: false, reason: "not pinned: one core only" };
  return { pinned: true, generator: 0, server: 1 };
}

/**
 * Pins every thread of these processes to `core` and answers a function that gives each its
 * former set of cores back (processes gone meanwhile are skipped).
 */
export function pinProcesses(pids: readonly number[], core: number): () => void {
  const former = new Map<number, string>();
  for (const pid of pids) {
    try {
      const mask = /:\s*([0-9a-f,]+)\s*$/i.exec(execFileSync("taskset", ["-p", String(pid)]).toString())?.[1];
      if (!mask) continue;
      execFileSync("taskset", ["-a", "-p", "-c", String(core), String(pid)], { stdio: "ignore" });
      former.set(pid, mask);
    } catch {
      // The process ended in between.
    }
  }
  return () => {
    for (const [pid, mask] of former) {
      try {
        execFileSync("taskset", ["-a", "-p", mask, String(pid)], { stdio: "ignore" });
      } catch {
        // Gone.
      }
    }
  };
}
