// The build's stamp: a hash of every source that goes into build/ (the web app, the server bundle
// and what configures them), written by `npm run build` into build/source-hash. `npm start`, the
// API tests' setup and the browser tests compare it with the sources and rebuild when it differs,
// so that nothing runs old code after a `git pull` or an edit (issue 31).
//
//   node scripts/build-stamp.mjs write   after a build: stamps build/ with the sources' hash
//   node scripts/build-stamp.mjs check   exits 1 (and says why) when build/ is missing or stale
//
// Tests are not sources of the build; nothing else outside the listed folders is read by it.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, "build", "source-hash");

/** Folders and files whose content the build reads; tests inside them are left out. */
const sources = [
  "common",
  "server",
  "web",
  "public",
  "scripts/vite",
  "scripts/build-server.mjs",
  "scripts/server-bundle.mjs",
];
const configs = ["package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];
const isTest = (name) => /\.test\.tsx?$/.test(name);

function listSources() {
  const found = [];
  for (const relative of [...sources, ...configs]) {
    const full = path.join(root, relative);
    if (!existsSync(full)) continue;
    if (statSync(full).isFile()) {
      found.push(relative);
      continue;
    }
    for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
      if (entry.isFile() && !isTest(entry.name))
        found.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  return found.sort();
}

/** The hash of every source of the build: names and contents. */
export function sourceHash() {
  const hash = createHash("sha256");
  for (const file of listSources()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

/** Why build/ can't be used as it is, or null when it was built from the sources as they are. */
export function staleBuild() {
  if (
    !existsSync(path.join(root, "build", "server", "index.js")) ||
    !existsSync(path.join(root, "build", "app", "main.mjs"))
  ) {
    return "there is no build yet";
  }
  if (!existsSync(stampFile)) return "the build has no stamp of its sources";
  if (readFileSync(stampFile, "utf8").trim() !== sourceHash()) return "the sources changed since the last build";
  return null;
}

export function writeStamp() {
  writeFileSync(stampFile, `${sourceHash()}\n`);
}

const lockDir = path.join(root, "build", ".building");
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `npm run build` when build/ is missing or stale; `who` names the caller in what it prints.
 * Two callers at once (the API suite on two databases side by side) build once: the second waits
 * for the first's lock (a folder, made atomically), then finds the build fresh.
 */
export function ensureFreshBuild(who) {
  if (!staleBuild()) return;
  mkdirSync(path.dirname(lockDir), { recursive: true });
  const giveUpAt = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      // A lock older than any build is one a killed build left behind.
      if (Date.now() - statSync(lockDir).mtimeMs > 10 * 60_000 || Date.now() > giveUpAt)
        rmSync(lockDir, { recursive: true, force: true });
      else pause(500);
    }
  }
  try {
    const reason = staleBuild();
    if (!reason) return;
    console.log(`${who}: ${reason}; building it (npm run build)...`);
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: root });
    if (result.status !== 0) throw new Error("npm run build failed");
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  if (command === "write") writeStamp();
  else if (command === "check") {
    const reason = staleBuild();
    if (reason) {
      console.log(`build/ can't be used: ${reason}.`);
      process.exit(1);
    }
  } else {
    console.error("usage: node scripts/build-stamp.mjs write|check");
    process.exit(2);
  }
}
