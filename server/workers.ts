import cluster, { type Worker } from "node:cluster";

/** A worker that dies this soon after it started is not restarted again and again. */
const minUptimeMs = 5_000;
const restartDelayMs = 1_000;

/**
 * The primary of WEB_CONCURRENCY=N (docs/SCALING.md): forks N workers that share the port
 * (node:cluster hands each new connection to one of them), restarts a worker that dies, and on
 * SIGTERM or SIGINT passes the signal on and exits once every worker has finished its requests
 * and flushed its buffered views.
 */
export function runWorkers(count: number): void {
  let stopping = false;
  const started = new Map<Worker, number>();

  const fork = () => started.set(cluster.fork(), Date.now());
  cluster.on("exit", (worker, code, signal) => {
    const uptime = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}).`);
    if (uptime < minUptimeMs && code !== 0) {
      console.error("It stopped right after starting: not restarting it. Stopping the others.");
      stop("SIGTERM");
      return;
    }
    setTimeout(fork, restartDelayMs);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (started.size === 0) process.exit(0);
    for (const worker of started.keys()) worker.process.kill(signal);
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

  console.log(`Starting ${count} worker processes (WEB_CONCURRENCY=${count}).`);
  for (let i = 0; i < count; i++) fork();
}
