// `npm run test:e2e`: Chromium and a fresh production build, then Playwright.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

ensureChromium();
const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, TZ: "Europe/Sofia" } }).status ?? 1;
if (!process.argv.includes("--no-build") && run("npx", ["react-router", "build"]) !== 0) process.exit(1);
process.exit(run("npx", ["playwright", "test", ...process.argv.slice(2).filter((a) => a !== "--no-build")]));
