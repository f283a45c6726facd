import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { StaticPage } from "./nginx.ts";

const serverFile = fileURLToPath(new URL("./bare-node-server.mjs", import.meta.url));

export type BareNode = { baseUrl: string; pid: number; stop: () => Promise<void> };

/**
 * Starts the bare Node.js baseline (bare-node-server.mjs) on `port`, serving each page's gzip
 * bytes with the headers the portal sent; with `core`, on that core alone.
 */
export async function startBareNode(
  port: number,
  pages: StaticPage[],
  options: { core?: number } = {},
): Promise<BareNode> {
  const dir = await mkdtemp("/tmp/hronika-bench-bare-");
  const specPages = [];
  for (const [i, page] of pages.entries()) {
    const file = path.join(dir, `page-${i}.gz`);
    await writeFile(file, page.gzip);
    specPages.push({ path: page.urlPath, headers: page.gzipHeaders, file });
  }
  const specFile = path.join(dir, "spec.json");
  await writeFile(
    specFile,
    JSON.stringify({ port, keepAliveTimeoutMs: pages[0]?.keepAliveTimeoutMs ?? 5000, pages: specPages }),
  );
  const command = [process.execPath, serverFile, specFile];
  const child =
    options.core === undefined
      ? spawn(command[0]!, command.slice(1), { stdio: ["ignore", "pipe", "pipe"] })
      : spawn("taskset", ["-c", String(options.core), ...command], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (!exited()) {
      child.kill("SIGTERM");
      for (let i = 0; i < 50 && !exited(); i++) await sleep(100);
      if (!exited()) child.kill("SIGKILL");
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100 && !output.includes("listening"); i++) {
    if (exited()) break;
    await sleep(100);
  }
  if (!output.includes("listening")) {
    await stop();
    throw new Error(`the bare Node.js server did not start: ${output.trim()}`);
  }
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}
