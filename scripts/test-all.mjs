// `npm test`: every check, in order of speed. Stops at the first failing stage.
// The type check and the lint each keep one core busy for minutes, so they run side by side, each
// one's output printed whole when it ends; the suites after them run one at a time.
import { spawn } from "node:child_process";

const stages = [
  // The route types first: both the type check and the type-aware lint read them.
  [["route types", "npx", ["react-router", "typegen"]]],
  [
    ["types", "npx", ["tsc", "--noEmit"]],
    ["lint", "npm", ["run", "lint"]],
  ],
  [["unit", "npx", ["vitest", "run", "--project", "unit"]]],
  [["api", "npx", ["vitest", "run", "--project", "api"]]],
  [["e2e", "node", ["scripts/e2e.mjs"]]],
];

const env = { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" };

/** Runs one step; alone it prints as it goes, beside another it prints when it ends. */
function run([name, cmd, args], alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const child = spawn(cmd, args, { env, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    // A command that cannot start (not installed) is a failed step, not a crash of the runner.
    child.on("error", (error) => console.error(`=== ${name}: ${error.message}`));
    child.on("close", (code) => {
      if (!alone) {
        console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${name}: ${code === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
for (const stage of stages) {
  const codes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
