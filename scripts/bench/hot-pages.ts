// The hot pages side by side (issue 24, points 1, 2 and 5): nginx serving the bytes the portal
// served, Node's bare http module serving the same bytes with the same headers, and the portal,
// measured with wrk one after the other, round after round, so that each ratio compares numbers
// taken within the same minute on a shared machine. Each measurement also reads wrk's own CPU
// time (a saturated generator shows) and the CPU time the server spent per request.
import { startBareNode } from "./bare-node.ts";
import type { Cleanup } from "./cleanup.ts";
import { pinProcesses, type CorePlan } from "./cores.ts";
import { runLoad } from "./load.ts";
import { cpuSeconds, processTree } from "./memory.ts";
import { startNginx, type StaticPage } from "./nginx.ts";
import { runWrk, type WrkResult } from "./wrk.ts";

/** One of the servers compared. */
export type ContenderId = "nginx" | "bare" | "portal";

export type Contender = {
  id: ContenderId;
  baseUrl: string;
  /** The server's processes now (for its CPU time). */
  pids: () => number[];
};

export type HotMeasure = WrkResult & {
  /** The server's CPU time per answered request, in microseconds. */
  serverCpuMicros: number | undefined;
};

export type HotRound = Partial<Record<ContenderId, HotMeasure>>;

/** What a browser that takes gzip sends: the bytes nginx's gzip_static serves too. */
export const hotPageHeaders = { "accept-encoding": "gzip", accept: "text/html" };

/** Which program loads the servers: wrk, or autocannon where wrk is not installed. */
export type HotTool = "wrk" | "autocannon";

/** One measured load of `seconds` on `url`. */
type HotLoad = (url: string, seconds: number) => Promise<WrkResult>;

function loaderOf(tool: HotTool, connections: number, generatorCore: number | undefined): HotLoad {
  if (tool === "wrk") {
    return (url, seconds) =>
      runWrk({ url, connections, seconds, threads: 1, headers: hotPageHeaders, core: generatorCore });
  }
  return (url, seconds) => {
    const { origin, pathname } = new URL(url);
    return runLoad({
      baseUrl: origin,
      main: { plan: { method: "GET", paths: [pathname], headers: hotPageHeaders }, connections, seconds },
    });
  };
}

export type HotOptions = {
  tool: HotTool;
  contenders: Contender[];
  path: string;
  rounds: number;
  seconds: number;
  /** Seconds of load before each contender's first round, not measured. */
  warmup: number;
  connections: number;
  /** The core wrk runs on, when the measurement is pinned. */
  generatorCore?: number;
  /** Called before each measurement (the memory sampler's phase, a progress line). */
  onMeasure?: (contender: ContenderId, round: number) => void;
};

/** Measures every contender once per round, in the order given. */
export async function compareHotPage(options: HotOptions): Promise<HotRound[]> {
  const rounds: HotRound[] = [];
  const loader = loaderOf(options.tool, options.connections, options.generatorCore);
  const load = (contender: Contender, seconds: number) => loader(contender.baseUrl + options.path, seconds);
  for (let round = 1; round <= options.rounds; round++) {
    const measured: HotRound = {};
    for (const contender of options.contenders) {
      if (round === 1 && options.warmup > 0) await load(contender, options.warmup);
      options.onMeasure?.(contender.id, round);
      const before = cpuSeconds(contender.pids());
      const result = await load(contender, options.seconds);
      const spent = cpuSeconds(contender.pids()) - before;
      measured[contender.id] = {
        ...result,
        serverCpuMicros: result.requests > 0 ? (spent / result.requests) * 1e6 : undefined,
      };
    }
    rounds.push(measured);
  }
  return rounds;
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A contender's rounds in one: the median of each figure, the highest generator load, the failures summed. */
export function summarize(rounds: readonly HotRound[], id: ContenderId): HotMeasure | undefined {
  const all = rounds.map((round) => round[id]).filter((m): m is HotMeasure => m !== undefined);
  if (all.length === 0) return undefined;
  const cpu = all.map((m) => m.serverCpuMicros).filter((n): n is number => n !== undefined);
  return {
    requests: all.reduce((sum, m) => sum + m.requests, 0),
    seconds: all.reduce((sum, m) => sum + m.seconds, 0),
    rps: median(all.map((m) => m.rps)),
    p50: median(all.map((m) => m.p50)),
    p99: median(all.map((m) => m.p99)),
    non2xx: all.reduce((sum, m) => sum + m.non2xx, 0),
    errors: all.reduce((sum, m) => sum + m.errors, 0),
    generatorCores: Math.max(...all.map((m) => m.generatorCores)),
    serverCpuMicros: cpu.length > 0 ? median(cpu) : undefined,
  };
}

/** The median over the rounds of one contender's rate divided by another's in the same round. */
export function medianRatio(rounds: readonly HotRound[], of: ContenderId, to: ContenderId): number | undefined {
  const ratios = rounds.flatMap((round) =>
    round[of] && round[to] && round[to].rps > 0 ? [round[of].rps / round[to].rps] : [],
  );
  return ratios.length > 0 ? median(ratios) : undefined;
}

/** A hot page of the run, with the bytes the portal served for it just before. */
export type HotPage = { id: "hot-article" | "hot-home"; label: string; path: string; page: StaticPage };

export type HotPagesOutcome = { page: HotPage; rounds: HotRound[] };

/**
 * Starts nginx and the bare Node.js server on the captured bytes, pins every server and wrk to
 * their cores (as `plan` says), measures each page in rounds, and stops and unpins everything
 * again. nginx runs as many workers as the portal has processes serving (one, unless
 * WEB_CONCURRENCY): like for like.
 */
export async function measureHotPages(options: {
  pages: HotPage[];
  portal: { baseUrl: string; rootPid: number };
  nginxPort: number | null;
  barePort: number;
  serving: number;
  plan: CorePlan;
  tool: HotTool;
  rounds: number;
  seconds: number;
  warmup: number;
  connections: number;
  cleanup: Cleanup;
  onMeasure?: (page: HotPage, contender: ContenderId, round: number) => void;
}): Promise<HotPagesOutcome[]> {
  const serverCore = options.plan.pinned ? options.plan.server : undefined;
  const captured = options.pages.map((p) => p.page);
  const contenders: Contender[] = [];
  const nginx =
    options.nginxPort === null
      ? null
      : await startNginx(options.nginxPort, captured, { workers: options.serving, core: serverCore });
  if (nginx) {
    options.cleanup.add("stop nginx", () => nginx.stop());
    contenders.push({ id: "nginx", baseUrl: nginx.baseUrl, pids: () => processTree(nginx.pid) });
  }
  const bare = await startBareNode(options.barePort, captured, { core: serverCore });
  options.cleanup.add("stop the bare Node.js server", () => bare.stop());
  contenders.push({ id: "bare", baseUrl: bare.baseUrl, pids: () => [bare.pid] });
  contenders.push({ id: "portal", baseUrl: options.portal.baseUrl, pids: () => processTree(options.portal.rootPid) });

  const unpin = serverCore === undefined ? () => {} : pinProcesses(processTree(options.portal.rootPid), serverCore);
  options.cleanup.add("give the portal its cores back", unpin);
  try {
    const outcomes: HotPagesOutcome[] = [];
    for (const page of options.pages) {
      const rounds = await compareHotPage({
        tool: options.tool,
        contenders,
        path: page.path,
        rounds: options.rounds,
        seconds: options.seconds,
        warmup: options.warmup,
        connections: options.connections,
        generatorCore: options.plan.pinned ? options.plan.generator : undefined,
        onMeasure: (contender, round) => options.onMeasure?.(page, contender, round),
      });
      outcomes.push({ page, rounds });
    }
    return outcomes;
  } finally {
    unpin();
    await bare.stop();
    await nginx?.stop();
  }
}
