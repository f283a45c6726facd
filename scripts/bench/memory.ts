import { readdirSync, readFileSync } from "node:fs";

/** The process and all its descendants (cluster workers, their children), from /proc. */
export function processTree(rootPid: number): number[] {
  const pids: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    pids.push(pid);
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
        if (children) queue.push(...children.split(/\s+/).map(Number));
      } catch {
        // The thread or process ended while we looked.
      }
    }
  }
  return pids;
}

/** When the process started (clock ticks after boot), to tell it from a later process with the same id. */
export function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** Resident memory of one process in bytes (VmRSS), or null when it is gone. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Samples the resident memory of a process tree (the server's primary and its workers, summed)
 * every `intervalMs`, and keeps the peak of each phase (scenario) and of the whole run.
 */
export class MemorySampler {
  readonly peaks = new Map<string, number>();
  /** Every process seen in the tree, with its start time, so that stragglers can be ended by id. */
  private readonly seen = new Map<number, string | null>();
  overallPeak = 0;
  /** The highest reading of any single process of the tree. */
  largestProcessPeak = 0;
  /** The most processes the tree had at once (primary + workers). */
  maxProcesses = 0;
  private phase = "start";
  private timer: NodeJS.Timeout | undefined;

  private rootPid = 0;

  constructor(private readonly intervalMs = 200) {}

  /** Starts sampling the tree of `rootPid`. */
  start(rootPid: number) {
    this.rootPid = rootPid;
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
  }

  /**
   * Starts a phase; its peak starts from the current reading, or, with `fresh` false, goes on from
   * its earlier part (a server measured in several rounds).
   */
  enter(phase: string, fresh = true) {
    this.phase = phase;
    if (fresh) this.peaks.delete(phase);
    this.sample();
  }

  peakOf(phase: string): number | undefined {
    return this.peaks.get(phase);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Stops sampling and kills the processes of the tree still alive (the very ones seen, not a reused id). */
  endLeftovers() {
    this.stop();
    for (const [pid, started] of this.seen) {
      if (started === null || startTime(pid) !== started) continue;
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Ended in between.
      }
    }
  }

  /** One reading of the whole tree's resident memory, in bytes. */
  sample(): number {
    if (this.rootPid === 0) return 0;
    let total = 0;
    let alive = 0;
    for (const pid of processTree(this.rootPid)) {
      const rss = residentBytes(pid);
      if (rss === null) continue;
      if (!this.seen.has(pid)) this.seen.set(pid, startTime(pid));
      total += rss;
      alive++;
      if (rss > this.largestProcessPeak) this.largestProcessPeak = rss;
    }
    if (alive > this.maxProcesses) this.maxProcesses = alive;
    if (total > (this.peaks.get(this.phase) ?? 0)) this.peaks.set(this.phase, total);
    if (total > this.overallPeak) this.overallPeak = total;
    return total;
  }
}

/** CPU seconds (user + system) used so far by the given processes, from /proc/<pid>/stat. */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The fields after the command name (which may hold spaces) start at the closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone.
    }
  }
  return ticks / 100;
}

/**
 * Waits until the process tree is idle (under 10 % of a core for two readings in a row) and
 * `othersBusy` (the database's own processes, on PostgreSQL) says no more, so that the requests a
 * slow server still had queued from one scenario are not billed to the next. Says how long it
 * waited and whether all became idle within `limitSeconds`.
 */
export async function waitUntilIdle(
  rootPid: number,
  othersBusy: () => Promise<boolean> = async () => false,
  limitSeconds = 300,
): Promise<{ seconds: number; idle: boolean }> {
  const started = performance.now();
  let quiet = 0;
  let before = cpuSeconds(processTree(rootPid));
  while (quiet < 2 && performance.now() - started < limitSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = cpuSeconds(processTree(rootPid));
    quiet = now - before < 0.025 && !(await othersBusy()) ? quiet + 1 : 0;
    before = now;
  }
  return { seconds: (performance.now() - started) / 1000, idle: quiet >= 2 };
}
