import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

/** What each request of a scenario looks like. */
export type RequestPlan = {
  method: "GET" | "POST";
  /** Paths (with query strings, already encoded), taken in turn and wrapping around. */
  paths: string[];
  headers?: Record<string, string>;
  /** A reader cookie never used before on every request (distinct readers). */
  newReader?: boolean;
  /** A new X-Forwarded-For address on every request (readers everywhere, behind a CDN). */
  newAddress?: boolean;
  /** A valid comment as the JSON body of every request. */
  body?: "comment";
};

export type LoadPhase = {
  plan: RequestPlan;
  connections: number;
  seconds?: number;
  /** At most this many requests a second over all connections (a steady mix, not a flood); none: as fast as answered. */
  rate?: number;
  /**
   * Send a fixed number of requests (the warm-up's rate times `seconds`) and wait for every
   * answer instead of stopping on the clock, so no request is left in flight uncounted.
   */
  exact?: boolean;
};

export type LoadSpec = { baseUrl: string; warmup?: LoadPhase; main: LoadPhase };

export type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  status2xx: number;
  non2xx: number;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  warmupRps?: number;
  /** The generator's own CPU time over the measured phase, in cores (1 = one core busy throughout). */
  generatorCores: number;
};

const generator = fileURLToPath(new URL("./load-generator.ts", import.meta.url));
const running = new Set<ChildProcess>();

/**
 * Runs one load in a child process (autocannon), so the load has an event loop of its own;
 * `onMainPhase` is called when the warm-up is over and the measured phase starts.
 */
export function runLoad(spec: LoadSpec, onMainPhase?: () => void): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(generator, [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    running.add(child);
    let answered = false;
    child.on("message", (message: { phase?: "main"; result?: LoadResult; error?: string }) => {
      if (message.phase === "main") return onMainPhase?.();
      answered = true;
      if (message.result) resolve(message.result);
      else reject(new Error(`load generator failed: ${message.error}`));
    });
    child.once("exit", (code) => {
      running.delete(child);
      if (!answered) reject(new Error(`load generator exited with ${code} before answering`));
    });
    child.send(spec);
  });
}

/** Ends the load generators still running (Ctrl-C, failure). */
export function stopLoads() {
  for (const child of running) child.kill("SIGKILL");
}
