// The readers of a breaking story (issue 36, point 4): a child process that keeps `connections`
// keep-alive connections open, as many readers' browsers would, and sends requests at a steady
// rate over all of them whatever the server does (an open loop). wrk and autocannon send the next
// request only when the last one is answered, so with 2 000 connections their latency is the queue
// they make themselves (2 000 ÷ requests a second), not what a reader waits; autocannon's own
// rate limit sends each connection's share at the start of every second, in one burst. Each
// request's latency is counted from the moment it was due, so a generator or server that falls
// behind shows as latency instead of fewer requests. The answers are written to a file, one row
// per request: when it was due, how long it took, its status and how the page cache answered.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Client } from "undici";
import { serveAsGenerator } from "./generator-process.ts";
import { stateIndex, type ReaderAnswers } from "./reader-answers.ts";

export type SteadyReadersSpec = {
  baseUrl: string;
  /** Paths asked in turn. */
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  /** Requests a second over all connections. */
  rate: number;
  seconds: number;
  /** Where the rows go (JSON, ReaderAnswers). */
  out: string;
};

/**
 * Sends one request on a reader's connection (after its previous one, as a browser's connection
 * would); resolves with its status and x-page-cache, or status 0 when it failed.
 */
async function ask(reader: Client, path: string, headers: Record<string, string>) {
  try {
    const { statusCode, headers: answer, body } = await reader.request({ path, method: "GET", headers });
    await body.dump();
    return { status: statusCode, state: answer["x-page-cache"] as string | undefined };
  } catch {
    return { status: 0, state: undefined };
  }
}

/**
 * Sends `total` requests at `rate` a second over the readers, in turn, each when it is due;
 * `answered(n, status, state, latency)` for each. Resolves when every one is answered.
 */
function paced(
  readers: { client: Client; headers: Record<string, string> }[],
  paths: readonly string[],
  rate: number,
  total: number,
  answered: (n: number, status: number, state: string | undefined, latencyMs: number) => void,
): Promise<void> {
  const start = performance.now();
  const dueOf = (n: number) => (n / rate) * 1000;
  let sent = 0;
  let left = total;
  return new Promise<void>((done) => {
    const send = (n: number) => {
      const reader = readers[n % readers.length]!;
      void ask(reader.client, paths[n % paths.length]!, reader.headers).then((answer) => {
        answered(n, answer.status, answer.state, performance.now() - start - dueOf(n));
        if (--left === 0) done();
      });
    };
    const tick = () => {
      const dueNow = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      for (; sent < dueNow; sent++) send(sent);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
}

/** A request without its answer after this long counts as failed (wrk's and autocannon's 10 s in the other scenarios). */
const timeoutMs = 10_000;

/** Seconds of requests at the run's rate before the clock starts, unrecorded (the generator's JIT). */
const warmupSeconds = 3;

/** Runs the readers; `onStart` gets the epoch milliseconds the first recorded request is due at. */
export async function steadyReaders(
  spec: SteadyReadersSpec,
  onStart: (startedAt: number) => void,
): Promise<ReaderAnswers> {
  // One connection a reader (undici's Client: one socket, one request at a time), each from an
  // address of its own as through a CDN (the server trusts loopback's X-Forwarded-For), every one
  // opened before the clock starts, as the readers' browsers already are.
  const readers = Array.from({ length: spec.connections }, (_, i) => ({
    client: new Client(spec.baseUrl, { pipelining: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }),
    headers: { ...spec.headers, "x-forwarded-for": `10.0.${i >> 8}.${i & 255}` },
  }));
  await paced(readers, spec.paths, spec.rate, spec.connections, () => {});
  await paced(readers, spec.paths, spec.rate, spec.rate * warmupSeconds, () => {});

  // One slot a request, allocated before the clock starts: the generator's own garbage collection
  // (an array of pending promises, growing arrays) showed as tens of milliseconds of latency.
  const total = Math.round(spec.rate * spec.seconds);
  const latency = new Float64Array(total);
  const status = new Uint16Array(total);
  const state = new Uint8Array(total);
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const startedAt = performance.timeOrigin + start;
  onStart(startedAt);
  await paced(readers, spec.paths, spec.rate, total, (n, answerStatus, answerState, ms) => {
    latency[n] = answerStatus === 0 ? -1 : ms;
    status[n] = answerStatus;
    state[n] = stateIndex(answerState);
  });
  const cpu = process.cpuUsage(cpuBefore);
  const generatorCores = (cpu.user + cpu.system) / 1000 / (performance.now() - start);
  lag.disable();
  await Promise.all(readers.map((reader) => reader.client.destroy()));
  return {
    startedAt,
    due: Array.from({ length: total }, (_, n) => (n / spec.rate) * 1000),
    latency: Array.from(latency),
    status: Array.from(status),
    state: Array.from(state),
    generatorCores,
    generatorLagMs: lag.max / 1e6,
  };
}

// Run as a child process (generator-process.ts).
serveAsGenerator<SteadyReadersSpec>(steadyReaders);
