import { spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { processTree } from "./memory.ts";

export const nginxBinary = "/usr/sbin/nginx";

export const nginxInstalled = () => existsSync(nginxBinary);

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: Buffer };

/** One GET whose body is kept exactly as sent (no decompression). */
export function fetchRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * A page as the portal serves it: identity bytes and gzip bytes, each straight from the portal,
 * and the headers of the gzip answer (as sent, without the ones Node adds itself).
 */
export type StaticPage = {
  urlPath: string;
  identity: Buffer;
  gzip: Buffer;
  gzipHeaders: string[];
  keepAliveTimeoutMs: number;
};

/** Headers Node's http module writes on its own after an answer's headers. */
const nodeOwnHeaders = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** Fetches `urlPath` from the portal twice, as identity and as gzip, and checks both are 200. */
export async function capturePage(baseUrl: string, urlPath: string): Promise<StaticPage> {
  const identity = await fetchRaw(`${baseUrl}${urlPath}`, { "accept-encoding": "identity" });
  const gzip = await fetchRaw(`${baseUrl}${urlPath}`, { "accept-encoding": "gzip" });
  if (identity.status !== 200 || gzip.status !== 200)
    throw new Error(`GET ${urlPath} answered ${identity.status} / ${gzip.status}`);
  if (gzip.headers["content-encoding"] !== "gzip")
    throw new Error(`GET ${urlPath} with Accept-Encoding: gzip was not gzipped`);
  const gzipHeaders: string[] = [];
  for (let i = 0; i < gzip.rawHeaders.length; i += 2) {
    if (!nodeOwnHeaders.has(gzip.rawHeaders[i]!.toLowerCase()))
      gzipHeaders.push(gzip.rawHeaders[i]!, gzip.rawHeaders[i + 1]!);
  }
  const keepAlive = /timeout=(\d+)/.exec(String(gzip.headers["keep-alive"] ?? ""));
  return {
    urlPath,
    identity: identity.body,
    gzip: gzip.body,
    gzipHeaders,
    keepAliveTimeoutMs: keepAlive ? Number(keepAlive[1]) * 1000 : 5000,
  };
}

function config(dir: string, port: number, workers: number | "auto"): string {
  const temp = (name: string) => path.join(dir, "temp", name);
  return `daemon off;
master_process on;
worker_processes ${workers};
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 75s;
  keepalive_requests 1000000;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  default_type text/html;
  charset utf-8;
  gzip off;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(dir, "site")};
  }
}
`;
}

export type Nginx = { baseUrl: string; pid: number; stop: () => Promise<void> };

/**
 * Serves `pages` as precompressed static files (the file and its .gz, `gzip_static on`) from a
 * temporary nginx on `port`, configured in a folder of its own that `stop` removes; with `core`,
 * its processes run on that core alone.
 */
export async function startNginx(
  port: number,
  pages: StaticPage[],
  options: { workers: number | "auto"; core?: number } = { workers: "auto" },
): Promise<Nginx> {
  const dir = await mkdtemp("/tmp/hronika-bench-nginx-");
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    await mkdir(path.join(dir, "temp", name), { recursive: true });
  for (const page of pages) {
    const file = path.join(dir, "site", page.urlPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page.identity);
    await writeFile(`${file}.gz`, page.gzip);
  }
  // nginx's workers drop root's rights (to nobody): they must be able to reach and read the files.
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
  const configFile = path.join(dir, "nginx.conf");
  await writeFile(configFile, config(dir, port, options.workers));

  const command = [nginxBinary, "-c", configFile, "-p", dir];
  const child =
    options.core === undefined
      ? spawn(command[0]!, command.slice(1), { stdio: ["ignore", "ignore", "pipe"] })
      : spawn("taskset", ["-c", String(options.core), ...command], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited()) {
      const pids = processTree(child.pid!);
      child.kill("SIGTERM");
      for (let i = 0; i < 50 && !exited(); i++) await sleep(100);
      if (!exited()) for (const pid of pids) process.kill(pid, "SIGKILL");
    }
    await rm(dir, { recursive: true, force: true });
  };

  const probe = pages[0]?.urlPath ?? "/";
  for (let i = 0; i < 100; i++) {
    if (exited()) {
      await stop();
      throw new Error(`nginx exited: ${stderr.trim()}`);
    }
    try {
      const response = await fetchRaw(`${baseUrl}${probe}`, { "accept-encoding": "gzip" });
      if (response.status === 200 && response.headers["content-encoding"] === "gzip")
        return { baseUrl, pid: child.pid!, stop };
      await stop();
      throw new Error(
        `nginx answered ${response.status} (${response.headers["content-encoding"] ?? "identity"}) for ${probe}`,
      );
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("nginx answered")) throw error;
      await sleep(100);
    }
  }
  await stop();
  throw new Error(`nginx did not answer on ${baseUrl}: ${stderr.trim()}`);
}
