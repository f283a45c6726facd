// The load generator: a child process of `npm run bench` running autocannon, so the load does not
// share an event loop with the bench's own work (memory sampling, bookkeeping). It receives one
// LoadSpec over IPC, runs its warm-up and measured phases, and answers with a LoadResult.
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import type { LoadPhase, LoadResult, LoadSpec, RequestPlan } from "./load.ts";

const commentTexts = [
  "Най-сетне някой да обърне внимание на това. Благодаря за статията!",
  "Интересно ми е какво ще кажат от общината по въпроса.",
  "Дано този път не остане само на думи.",
  "Много добре написано, с всички подробности. Споделям.",
  "Така е и в нашия град, нищо ново.",
];

/** Gives every request of the process its own reader and address, across phases. */
function createIdentities() {
  const tag = randomBytes(6).toString("base64url").slice(0, 6);
  let reader = 0;
  let address = 0;
  return {
    /** A valid reader cookie value (22 characters of base64url) never used before in this run. */
    nextReader: () => `${tag}${(reader++).toString(36).padStart(16, "0")}`,
    /** An address in 10.0.0.0/8, never repeated by this process. */
    nextAddress: () => {
      const n = ++address;
      return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    },
  };
}

const identities = createIdentities();

function requestsOf(plan: RequestPlan): autocannon.Request[] {
  let next = 0;
  let comment = 0;
  return [
    {
      method: plan.method,
      setupRequest: (request) => {
        const headers: Record<string, string> = {
          ...(request.headers as Record<string, string> | undefined),
          ...plan.headers,
        };
        if (plan.newReader) headers.cookie = `reader=${identities.nextReader()}`;
        if (plan.newAddress) headers["x-forwarded-for"] = identities.nextAddress();
        let body: string | undefined;
        if (plan.body === "comment") {
          const n = ++comment;
          headers["content-type"] = "application/json";
          body = JSON.stringify({
            username: `Читател ${n}`,
            content: `${commentTexts[n % commentTexts.length]} (${n})`,
          });
        }
        const path = plan.paths[next++ % plan.paths.length]!;
        return { ...request, method: plan.method, path, headers, body };
      },
    },
  ];
}

async function runPhase(baseUrl: string, phase: LoadPhase, amount?: number): Promise<autocannon.Result> {
  return autocannon({
    url: baseUrl,
    connections: phase.connections,
    ...(phase.rate ? { overallRate: phase.rate } : {}),
    ...(amount ? { amount } : { duration: phase.seconds }),
    requests: requestsOf(phase.plan),
    timeout: 10,
  });
}

function summarize(result: autocannon.Result, warmupRps: number | undefined, generatorCores: number): LoadResult {
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  const completed = Object.values(statusCodes).reduce((sum, n) => sum + n, 0);
  return {
    requests: completed,
    seconds: result.duration,
    rps: result.duration > 0 ? completed / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    status2xx: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    warmupRps,
    generatorCores,
  };
}

async function run(spec: LoadSpec): Promise<LoadResult> {
  let warmupRps: number | undefined;
  if (spec.warmup) {
    const warm = await runPhase(spec.baseUrl, spec.warmup);
    warmupRps = warm.duration > 0 ? warm["2xx"] / warm.duration : 0;
  }
  // An exact phase sends a fixed number of requests and waits for every answer, so that the
  // server's count can be compared with ours; the number is what the warm-up rate gives in the time.
  const amount = spec.main.exact
    ? Math.max(spec.main.connections * 2, Math.round((warmupRps ?? 0) * (spec.main.seconds ?? 10)))
    : undefined;
  process.send!({ phase: "main" });
  // autocannon is one event loop: at about one core of its own it is the limit, not the server.
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await runPhase(spec.baseUrl, spec.main, amount);
  const cpu = process.cpuUsage(cpuBefore);
  const generatorCores = (cpu.user + cpu.system) / 1000 / (performance.now() - started);
  return summarize(result, warmupRps, generatorCores);
}

process.once("message", (spec: LoadSpec) => {
  run(spec).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (error: unknown) => process.send!({ error: String((error as Error)?.stack ?? error) }, () => process.exit(1)),
  );
});
