// `npm run test:e2e`: Chromium and an up-to-date production build (the one `npm start` serves),
// then Playwright. Without arguments the four projects run in two lanes side by side (decisions
// 0128 and 0144), each project against a server of its own on fresh demo content, and every
// project runs whatever became of another (a failure in one hides nothing in the next); with
// arguments (files, --project, ...) Playwright runs once, as asked.
import { spawn, spawnSync } from "node:child_process";
import { ensureFreshBuild } from "./build-stamp.mjs";
import { debianChromium, ensureChromium } from "./ensure-chromium.mjs";

ensureChromium(debianChromium.headlessShell);
const env = { ...process.env, TZ: "Europe/Sofia" };
const args = process.argv.slice(2).filter((a) => a !== "--no-build");
if (!process.argv.includes("--no-build")) {
  try {
    ensureFreshBuild("e2e");
  } catch {
    process.exit(1);
  }
}
if (args.length > 0) {
  process.exit(spawnSync("npx", ["playwright", "test", ...args], { stdio: "inherit", env }).status ?? 1);
}

// A browser test keeps about one core busy (Chromium's renderer, browser and compositor, the
// server, Playwright), so two lanes fill a two-core machine. Each lane takes the next project
// from the queue when its last one ends; in this order they end close together (in CI on
// 2026-12-01: journalist 445 s then hardening 157 s, admin 293 s then public 332 s; decision
// 0144). Each lane has a port of its own, so a server, a data folder and rate limits of its own.
const basePort = Number(process.env.E2E_PORT ?? 3199);

// The demo content's data folder, prepared once for the four projects: each server begins from a
// copy of it (scripts/e2e-server.mjs). A first start (the embedded database, its migrations, the
// demo pictures) took about 21 s of CPU, a start on a copy about 9 s, on a run the CPU bounds
// (decision 0146). The first start itself is still what makes the copy.
const prepared = spawnSync("node", ["scripts/e2e-server.mjs", "--prepare-only"], { stdio: "inherit", env });
if (prepared.status !== 0) {
  console.error("Preparing the browser tests' data folder failed.");
  process.exit(1);
}
env.E2E_PREPARED = "1";
const queue = ["journalist", "admin", "public", "hardening"];
const laneCount = 2;

/** Runs one project, its output kept whole and printed when it ends, so that lanes never interleave. */
function runProject(project, port) {
  const started = Date.now();
  console.log(`--- e2e project ${project} started (port ${port})`);
  return new Promise((resolve) => {
    const child = spawn("npx", ["playwright", "test", "--project", project], {
      env: { ...env, E2E_PORT: String(port), E2E_RUN: project },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n--- e2e project ${project}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const failed = [];
await Promise.all(
  Array.from({ length: laneCount }, async (_, lane) => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await runProject(project, basePort + lane))) failed.push(project);
    }
  }),
);
if (failed.length > 0) console.error(`\ne2e projects that failed: ${failed.join(", ")}`);
process.exit(failed.length > 0 ? 1 : 0);
