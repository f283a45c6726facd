// `npm run test:e2e`: Chromium and an up-to-date production build (the one `npm start` serves),
// then Playwright. Without arguments the
// three projects run one after the other, each against a server of its own on fresh demo content,
// and every project runs whatever became of the one before (a failure in one hides nothing in the
// next); with arguments (files, --project, ...) Playwright runs once, as asked.
import { spawnSync } from "node:child_process";
import { ensureFreshBuild } from "./build-stamp.mjs";
import { debianChromium, ensureChromium } from "./ensure-chromium.mjs";

ensureChromium(debianChromium.headlessShell);
const run = (cmd, args) =>
  spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, TZ: "Europe/Sofia" } }).status ?? 1;
const args = process.argv.slice(2).filter((a) => a !== "--no-build");
if (!process.argv.includes("--no-build")) {
  try {
    ensureFreshBuild("e2e");
  } catch {
    process.exit(1);
  }
}
if (args.length > 0) process.exit(run("npx", ["playwright", "test", ...args]));

const failed = [];
for (const project of ["public", "staff", "hardening"]) {
  console.log(`\n--- e2e project ${project}`);
  if (run("npx", ["playwright", "test", "--project", project]) !== 0) failed.push(project);
}
if (failed.length > 0) console.error(`\ne2e projects that failed: ${failed.join(", ")}`);
process.exit(failed.length > 0 ? 1 : 0);
