import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// What `npm run build` makes: the web app (React Router) and the server's bundle (decision 0022),
// which is what `npm start` runs.
const outputs = ["build/server/index.js", "build/app/main.mjs"];
// scripts/vite: the Vite plugins that shape the web build (fonts, precompressed assets).
const sourceDirs = ["web", "common", "server", "scripts/vite"];
const sourceFiles = [
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  "scripts/build-server.mjs",
  "scripts/server-bundle.mjs",
];

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

/** Runs `npm run build` when a part of the build is missing, older than a source, or when asked. */
export function ensureBuild(force: boolean): "built" | "up to date" {
  if (!force) {
    const newest = newestSource();
    if (outputs.every((file) => existsSync(file) && statSync(file).mtimeMs >= newest)) return "up to date";
  }
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit code ${result.status})`);
  return "built";
}
