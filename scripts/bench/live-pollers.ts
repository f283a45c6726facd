// The readers of an open live page on a big night (issue 37, point 5): a child process in which
// `pollers` readers each ask the page's updates as the page does (use-live-updates.ts): every
// pollMs, at the address of the moment's bucket, with the ETag of the version they have as
// If-None-Match. Their asks go over `connections` keep-alive connections (as a CDN's few to its
// origin, or many readers' browsers through one proxy), each when it is due (an open loop: a server
// that falls behind shows as latency). One row per ask: when it was due, its latency, its status,
// and the version it answered (the newest write's milliseconds in the ETag; 0 for none).
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Client } from "undici";
import { liveBucketAt, liveUpdatesPath } from "#common/live-updates.ts";
import { serveAsGenerator } from "./generator-process.ts";

export type LivePollersSpec = {
  baseUrl: string;
  articleId: number;
  pollers: number;
  pollMs: number;
  connections: number;
  seconds: number;
  out: string;
};

export type LivePollAnswers = {
  /** The epoch milliseconds the first ask was due at; each `due` is counted from it. */
  startedAt: number;
  poller: number[];
  due: number[];
  /** Milliseconds from `due` to the answer's end; -1 for an ask that failed without an answer. */
  latency: number[];
  status: number[];
  /** The version the answer is of (the ETag's newest write, ms); that of the poller's last answer for a 304. */
  version: number[];
  generatorCores: number;
  generatorLagMs: number;
};

const timeoutMs = 10_000;

/** The newest write's milliseconds in an ETag of liveVersionTag: `"live-{id}-{start}-{end}-{updated}"`. */
const versionOf = (etag: string) => Number(/-(\d+)"$/.exec(etag)?.[1] ?? 0);

export async function livePollers(
  spec: LivePollersSpec,
  onStart: (startedAt: number) => void,
): Promise<LivePollAnswers> {
  const clients = Array.from(
    { length: spec.connections },
    () => new Client(spec.baseUrl, { pipelining: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }),
  );
  // Before the clock: every connection open (one ask each), and every poller with the version a
  // page has once it loaded and asked (their readers have had the page open a while).
  const warm = await Promise.all(
    clients.map((client) =>
      client
        .request({ path: liveUpdatesPath(spec.articleId, liveBucketAt(Date.now())), method: "GET" })
        .then(async (answer) => {
          await answer.body.dump();
          return answer.headers.etag;
        }),
    ),
  );
  const current = warm.find((etag): etag is string => typeof etag === "string");
  // Each poller's ETag and version; poller n asks at n / pollers of each poll period.
  const etags: (string | undefined)[] = new Array(spec.pollers).fill(current);
  const versions = new Float64Array(spec.pollers).fill(current ? versionOf(current) : 0);
  const total = Math.floor((spec.seconds * 1000) / spec.pollMs) * spec.pollers;
  const rate = spec.pollers / (spec.pollMs / 1000);
  const poller = new Uint32Array(total);
  const latency = new Float64Array(total);
  const status = new Uint16Array(total);
  const version = new Float64Array(total);
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const startedAt = performance.timeOrigin + start;
  onStart(startedAt);
  const dueOf = (n: number) => (n / rate) * 1000;

  async function ask(n: number) {
    const who = n % spec.pollers;
    poller[n] = who;
    const etag = etags[who];
    try {
      const answer = await clients[n % clients.length]!.request({
        path: liveUpdatesPath(spec.articleId, liveBucketAt(Date.now())),
        method: "GET",
        headers: {
          "accept-encoding": "gzip",
          "x-forwarded-for": `10.${(who >> 16) & 255}.${(who >> 8) & 255}.${who & 255}`,
          ...(etag ? { "if-none-match": etag } : {}),
        },
      });
      await answer.body.dump();
      const tag = answer.headers.etag;
      if (answer.statusCode === 200 && typeof tag === "string") {
        etags[who] = tag;
        versions[who] = versionOf(tag);
      }
      status[n] = answer.statusCode;
      version[n] = versions[who]!;
      latency[n] = performance.now() - start - dueOf(n);
    } catch {
      status[n] = 0;
      latency[n] = -1;
    }
  }

  await new Promise<void>((done) => {
    let sent = 0;
    let left = total;
    const tick = () => {
      const dueNow = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      for (; sent < dueNow; sent++) void ask(sent).then(() => --left === 0 && done());
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const cpu = process.cpuUsage(cpuBefore);
  lag.disable();
  const generatorCores = (cpu.user + cpu.system) / 1000 / (performance.now() - start);
  await Promise.all(clients.map((client) => client.destroy()));
  return {
    startedAt,
    poller: Array.from(poller),
    due: Array.from({ length: total }, (_, n) => dueOf(n)),
    latency: Array.from(latency),
    status: Array.from(status),
    version: Array.from(version),
    generatorCores,
    generatorLagMs: lag.max / 1e6,
  };
}

// Run as a child process (generator-process.ts).
serveAsGenerator<LivePollersSpec>(livePollers);
