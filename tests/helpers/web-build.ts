import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** The production build of the web app that the page tests serve. */
export const webBuildDir = path.resolve("build");

/**
 * Vitest global setup of the `api` suite: the page-cache tests serve the production web app, so
 * a clone without a build gets one first (about 15 s). An existing build is used as it is; run
 * `npm run build` after changing the web app.
 */
export default function setup() {
  if (existsSync(path.join(webBuildDir, "server", "index.js"))) return;
  console.log("No web build yet: building it for the page tests (npm run build)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}
