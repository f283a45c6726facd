import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";

/**
 * The bench's own tools (autocannon, Lighthouse and its Chrome launcher, ~150 MB) are not part of
 * the product's install: package.json lists them under `benchDependencies`, and the bench installs
 * them (without saving) the first time it runs on a checkout.
 */
export function ensureBenchTools(): void {
  const wanted: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).benchDependencies ?? {};
  const require = createRequire(`${process.cwd()}/package.json`);
  const missing = Object.entries(wanted).filter(([name]) => {
    try {
      require.resolve(`${name}/package.json`);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return;
  const specs = missing.map(([name, range]) => `${name}@${range}`);
  console.log(`Installing the bench's tools (not saved): ${specs.join(" ")}`);
  const result = spawnSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", ...specs], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`installing ${specs.join(" ")} failed`);
}
