// wrk, the load generator of the hot pages (issue 24): written in C, it drives far more requests
// a second per core than autocannon, which topped out near 17 000 a second on the benchmark's
// machine whatever it was asked of, nginx included. It runs as a child process through `sh`,
// which reads wrk's own CPU time (the children's times in /proc/<sh>/stat) once wrk has exited,
// so a row can say whether the generator, not the server, was the limit.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";

export const wrkBinary = "/usr/bin/wrk";

export const wrkInstalled = () => existsSync(wrkBinary);

/** How to get it, shown when it is missing (Debian's package, like nginx and Chromium). */
export const wrkMissing = "wrk is not installed (apt-get install -y wrk)";

export type WrkOptions = {
  url: string;
  connections: number;
  seconds: number;
  /** wrk's threads: each is one event loop on one core. */
  threads: number;
  headers: Record<string, string>;
  /** Runs wrk on this core alone (taskset), when given. */
  core?: number;
};

export type WrkResult = {
  requests: number;
  seconds: number;
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Answers with a status of 400 or more (wrk counts them, not the 2xx). */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** wrk's CPU time over the run's length, in cores (1 = one core busy the whole time). */
  generatorCores: number;
};

const running = new Set<ChildProcess>();

let clockTicks: number | undefined;
/** Clock ticks per second of /proc's times. */
function ticksPerSecond(): number {
  clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  return clockTicks;
}

/** Runs wrk once and reads its report. */
export function runWrk(options: WrkOptions): Promise<WrkResult> {
  const args = [
    `-t${options.threads}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    "--latency",
    "--timeout",
    "10s",
    ...Object.entries(options.headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    options.url,
  ];
  const command =
    options.core === undefined ? [wrkBinary, ...args] : ["taskset", "-c", String(options.core), wrkBinary, ...args];
  // The shell waits for wrk, then prints its own /proc stat line: fields 16 and 17 are the CPU
  // time of its waited-for children, wrk's alone.
  const script = '"$@"; status=$?; cat /proc/$$/stat; exit $status';
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", script, "sh", ...command], { stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("close", (code) => {
      running.delete(child);
      if (code !== 0) return reject(new Error(`wrk failed (exit code ${code}): ${(err || out).trim()}`));
      try {
        resolve(parseWrk(out, ticksPerSecond()));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** Ends the wrk processes still running (Ctrl-C, failure). */
export function stopWrk() {
  for (const child of running) child.kill("SIGKILL");
}

const durationUnits: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Milliseconds of a wrk duration such as `812.00us`, `1.55ms` or `2.01s`. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text);
  if (!match) throw new Error(`unreadable wrk duration: ${text}`);
  return Number(match[1]) * durationUnits[match[2]!]!;
}

/** wrk's report (with --latency), followed by the stat line of the shell that ran it. */
export function parseWrk(output: string, ticks: number): WrkResult {
  const field = (pattern: RegExp, what: string) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`no ${what} in wrk's report:\n${output}`);
    return match;
  };
  const [, requests, took] = field(/(\d+) requests in ([\d.]+(?:us|ms|s|m|h)),/, "request count");
  const runSeconds = milliseconds(took!) / 1000;
  const p50 = milliseconds(field(/^\s*50%\s+(\S+)/m, "median latency")[1]!);
  const p99 = milliseconds(field(/^\s*99%\s+(\S+)/m, "99th percentile")[1]!);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socket ? socket.slice(1, 5).reduce((sum, n) => sum + Number(n), 0) : 0;
  const stat = output.trimEnd().split("\n").at(-1)!;
  // After the command name in parentheses: state is field 3, cutime and cstime fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const childTicks = Number(fields[13]) + Number(fields[14]);
  if (!Number.isFinite(childTicks)) throw new Error(`unreadable stat line after wrk's report: ${stat}`);
  const count = Number(requests);
  return {
    requests: count,
    seconds: runSeconds,
    rps: runSeconds > 0 ? count / runSeconds : 0,
    p50,
    p99,
    non2xx,
    errors,
    generatorCores: runSeconds > 0 ? childTicks / ticks / runSeconds : 0,
  };
}
