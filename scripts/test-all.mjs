// `npm test`: every check, in order of speed. Stops at the first failing step.
import { spawnSync } from "node:child_process";

const steps = [
  ["types", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit", "npx", ["vitest", "run", "--project", "unit"]],
  ["api", "npx", ["vitest", "run", "--project", "api"]],
  ["e2e", "node", ["scripts/e2e.mjs"]],
];

const started = Date.now();
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const t0 = Date.now();
  const { status } = spawnSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" },
  });
  console.log(`=== ${name}: ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (status !== 0) process.exit(status ?? 1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
