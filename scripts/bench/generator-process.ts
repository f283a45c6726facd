// A load generator in a child process of its own (the breaking story's readers, the live night's
// pollers): the parent sends its spec over IPC; the child says when its clock starts, writes its
// rows to `spec.out` and says "done" (or its error). Both sides of that exchange are here.
import { fork } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { pinProcesses } from "./cores.ts";

/**
 * Runs a load generator (a module that takes its spec over IPC, says when its clock starts, and
 * writes its rows to `spec.out`) in a child process pinned to `core`.
 */
export function runGenerator<Rows>(
  module: URL,
  spec: { out: string },
  core: number | undefined,
  onStart: (startedAt: number) => void,
) {
  const child = fork(fileURLToPath(module), [], {
    // Pinned to one core, V8's parallel garbage collector waits for helper threads that share it:
    // 15–30 ms pauses measured as the readers' latency; one thread and a larger young generation
    // brought the generator's own p99 against a bare server to 2–16 ms.
    execArgv: ["--single-threaded-gc", "--max-semi-space-size=32", "--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  if (core !== undefined && child.pid) pinProcesses([child.pid], core);
  let answered = false;
  const done = new Promise<Rows>((resolve, reject) => {
    child.on("message", (message: { startedAt?: number; done?: boolean; error?: string }) => {
      if (message.startedAt) return onStart(message.startedAt);
      answered = true;
      if (message.done) resolve(readFile(spec.out, "utf8").then((text) => JSON.parse(text) as Rows));
      else reject(new Error(`the load generator failed: ${message.error}`));
    });
    child.once("exit", (code) => {
      if (!answered) reject(new Error(`the load generator exited with ${code} before answering`));
    });
  });
  child.send(spec);
  return { done, stop: () => child.kill("SIGKILL") };
}

/**
 * In the generator's module: when it runs as a child process, takes its spec, runs `generate`
 * (`onStart` says when its clock starts) and hands its rows over as runGenerator expects.
 */
export function serveAsGenerator<Spec extends { out: string }>(
  generate: (spec: Spec, onStart: (startedAt: number) => void) => Promise<unknown>,
) {
  if (!process.send) return;
  process.once("message", (spec: Spec) => {
    generate(spec, (startedAt) => process.send!({ startedAt }))
      .then((rows) => writeFile(spec.out, JSON.stringify(rows)))
      .then(() => process.send!({ done: true }, () => process.exit(0)))
      .catch((error: unknown) => process.send!({ error: String(error) }, () => process.exit(1)));
  });
}
