import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { exited, freePort } from "./server-processes.ts";

/** Debian's varnishd (packages varnish and varnish-modules, which .ci/run installs). */
const varnishd = "/usr/sbin/varnishd";

/** Whether Varnish is installed (without varnish-modules' xkey, starting it fails and says so). */
export const varnishInstalled = existsSync(varnishd) && spawnSync(varnishd, ["-V"]).status === 0;

export type Varnish = { url: string; close: () => Promise<void> };

/**
 * Starts Varnish (on `port`, or a free one) in front of the portal on `backendPort`, with the project's own VCL
 * (deploy/varnish.vcl) pointed at it: in the foreground of a process of its own, as the caller
 * (`-j none`), with its working folder in a temporary folder, without a management port.
 */
export async function startVarnish(backendPort: number, port?: number): Promise<Varnish> {
  const dir = await mkdtemp(path.join(tmpdir(), "hronika-varnish-"));
  const vcl = (await readFile("deploy/varnish.vcl", "utf8")).replace(/\.port = "\d+";/, `.port = "${backendPort}";`);
  await writeFile(path.join(dir, "test.vcl"), vcl);
  port ??= await freePort();
  const child = spawn(
    varnishd,
    ["-F", "-j", "none", "-n", path.join(dir, "work"), "-a", `127.0.0.1:${port}`, "-T", "none"].concat([
      "-f",
      path.join(dir, "test.vcl"),
      "-s",
      "malloc,64m",
    ]),
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const ended = exited(child);
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    child.kill("SIGTERM");
    await ended;
    await rm(dir, { recursive: true, force: true });
  };
  // Ready when it answers (a PURGE without keys: 400, from Varnish itself); 30 s on a busy machine.
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited: ${errors}`);
    const answer = await fetch(url, { method: "PURGE" }).catch(() => null);
    if (answer?.status === 400) break;
    if (Date.now() - started > 30_000) {
      await close();
      throw new Error(`varnishd did not answer within 30 s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, close };
}
