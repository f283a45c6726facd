import { readFileSync } from "node:fs";
import os from "node:os";

/** An installed package's version (read from node_modules: some packages don't export package.json). */
const packageVersion = (name: string) => {
  try {
    return (JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")) as { version: string }).version;
  } catch {
    return "?";
  }
};

/** The machine the numbers were measured on. */
export function describeMachine(): string {
  let cpu = os.cpus()[0]?.model?.trim() ?? "unknown CPU";
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? cpu;
  } catch {
    // Not Linux: os.cpus() it is.
  }
  const memory = `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`;
  return `${cpu}, ${os.availableParallelism()} cores, ${memory} memory, ${os.type()} ${os.release()}; Node ${process.version}; autocannon ${packageVersion("autocannon")}`;
}

/** The database as the report names it, from `select version()`. */
export function describeDatabase(kind: "pglite" | "postgres", serverVersion: string): string {
  const postgres = /PostgreSQL [\d.]+/.exec(serverVersion)?.[0] ?? serverVersion;
  return kind === "pglite" ? `PGlite ${packageVersion("@electric-sql/pglite")} (${postgres}, embedded)` : postgres;
}
