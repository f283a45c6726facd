import { spawnSync } from "node:child_process";
import { staleBuild } from "../build-stamp.mjs";

/** Runs `npm run build` when build/ is missing or stale (scripts/build-stamp.mjs), or when asked. */
export function ensureBuild(force: boolean): "built" | "up to date" {
  if (!force && !staleBuild()) return "up to date";
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit code ${result.status})`);
  return "built";
}
