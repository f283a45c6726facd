import cluster, { type Worker } from "node:cluster";
import { once } from "node:events";

/** The argument of the first worker, which only prepares the database and exits. */
export const prepareFlag = "--prepare-database";

/**
 * Prepares the database (migrations, the Owner, the demo content: `prepareDatabase`) in a worker
 * process of its own, and returns when it has exited. What that one-off work costs in memory
 * (the demo's pictures, the embedded database's WebAssembly memory, which never shrinks, glibc's
 * arenas) leaves with the process instead of staying with the server for its whole life
 * (decision 0136: 519 MB idle after the first start with the demo content, 277 MB after).
 */
export async function prepareInWorker(): Promise<void> {
  const args = process.argv.slice(2);
  cluster.setupPrimary({ args: [...args, prepareFlag] });
  const [code] = (await once(cluster.fork(), "exit")) as [number | null];
  cluster.setupPrimary({ args });
  if (code !== 0) {
    console.error("Preparing the database failed: not starting the server.");
    process.exit(1);
  }
}

/** A worker that dies this soon after it started is not restarted again and again. */
const minUptimeMs = 5_000;
const restartDelayMs = 1_000;

/**
 * The primary of WEB_CONCURRENCY=N (docs/SCALING.md): first one worker that migrates the
 * database, creates the Owner and the demo content and exits; then N workers that share the port
 * (node:cluster hands each new connection to one of them). It restarts a worker that dies, and on
 * SIGTERM or SIGINT passes the signal on and exits once every worker has finished its requests
 * and flushed its buffered views.
 */
export async function runWorkers(count: number): Promise<void> {
  await prepareInWorker();

  let stopping = false;
  let exitCode = 0;
  const started = new Map<Worker, number>();

  const fork = () => started.set(cluster.fork(), performance.now());
  cluster.on("exit", (worker, code, signal) => {
    const uptime = performance.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(exitCode);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}).`);
    if (uptime < minUptimeMs && code !== 0) {
      console.error("It stopped right after starting: not restarting it. Stopping the others.");
      exitCode = 1;
      stop("SIGTERM");
      return;
    }
    setTimeout(fork, restartDelayMs);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (started.size === 0) process.exit(exitCode);
    for (const worker of started.keys()) worker.process.kill(signal);
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

  console.log(`Starting ${count} worker processes (WEB_CONCURRENCY=${count}).`);
  for (let i = 0; i < count; i++) fork();
}
