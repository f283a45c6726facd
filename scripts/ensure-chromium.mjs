// Makes sure Debian's Chromium is there for the browser tests and the bench (Playwright's own
// download does not work on these machines): installs it with apt-get when running as root, else
// says how.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Debian's packages of Chromium: the whole browser (Lighthouse needs it) and its old headless
 * shell, the same engine without the desktop browser around it, which Playwright itself runs for
 * headless tests and which loads a page for less than half the CPU (decision 0125).
 */
export const debianChromium = {
  browser: { path: "/usr/bin/chromium", package: "chromium" },
  headlessShell: { path: "/usr/bin/chromium-headless-shell", package: "chromium-headless-shell" },
};

export function ensureChromium(
  { path: defaultPath, package: debianPackage } = debianChromium.browser,
  path = process.env.CHROMIUM_PATH ?? defaultPath,
) {
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      `Chromium was not found at ${path}. Install Debian's package (sudo apt-get install -y ${debianPackage}) or set CHROMIUM_PATH.`,
    );
  }
  console.log(`Chromium not found: installing Debian's ${debianPackage} package (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", debianPackage, "fonts-dejavu-core"], { stdio: "inherit", env });
  if (!existsSync(path)) throw new Error(`apt-get installed ${debianPackage} but ${path} is still missing.`);
  return path;
}

/** Flags for Chromium on these machines: no sandbox as root, and no calls to Google's hosts. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
