import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const serverEntry = "build/server/index.js";
const sourceDirs = ["web", "common", "server"];
const sourceFiles = ["vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestSource(): number {
  let newest = 0;
  const visit = (file: string) => {
    newest = Math.max(newest, statSync(file).mtimeMs);
  };
  for (const dir of sourceDirs) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !entry.name.includes(".test.")) visit(path.join(entry.parentPath, entry.name));
    }
  }
  for (const file of sourceFiles) if (existsSync(file)) visit(file);
  return newest;
}

/** Builds the production web app when there is none, when a source is newer than it, or when asked. */
export function ensureBuild(force: boolean): "built" | "up to date" {
  if (!force && existsSync(serverEntry) && statSync(serverEntry).mtimeMs >= newestSource()) return "up to date";
  const result = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`the web build failed (exit code ${result.status})`);
  return "built";
}
