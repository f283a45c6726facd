import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs } from "./scripts/ensure-chromium.mjs";
import { e2e } from "./tests/e2e/e2e-env.ts";

// End-to-end tests in Debian's Chromium against the production build on a fresh data folder.
// Run through `npm run test:e2e` (scripts/e2e.mjs), which makes sure Chromium and the build exist.

/**
 * The staff areas' projects. A staff journey signs in, writes and checks several pages: 26 s on a
 * quiet machine for the longest, and up to six times that while CI's other suites share the two
 * cores (a client navigation's loaders alone took over 7 s there).
 */
const staffProject = {
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: { ...devices["Desktop Chrome"], channel: undefined, actionTimeout: 60_000, navigationTimeout: 90_000 },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: `playwright-report/${e2e.run}` }]],
  // Per run: scripts/e2e.mjs runs two Playwright runs side by side, and each empties its folder.
  outputDir: `test-results/${e2e.run}`,
  use: {
    baseURL: e2e.baseUrl,
    locale: "bg-BG",
    timezoneId: "Europe/Sofia",
    // A trace records every action's snapshots and a screencast of the page: a third of a browser
    // test's CPU (decision 0144). CI keeps only its log (no report, no artifacts); locally a failed
    // test keeps its trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    // An action or a navigation that cannot happen fails on its own, naming its step and what it
    // waited for, well before the test's timeout. Without these it waits for the whole test's
    // time, and Playwright then reports only "Test timeout exceeded", often without the step.
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    launchOptions: {
      executablePath: e2e.chromiumPath,
      args: chromiumArgs,
    },
  },
  // scripts/e2e.mjs runs the projects in two lanes side by side, each project with a server of its
  // own on fresh demo content: the reader site on the untouched content, the admin and the
  // journalist areas that change it, and the hostile-content suite. None depends on another, so a
  // failure in one hides nothing in the next.
  projects: [
    {
      name: "public",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: ["public/**/*.spec.ts", "auth/**/*.spec.ts"],
    },
    { name: "admin", ...staffProject, testMatch: "admin/**/*.spec.ts" },
    { name: "journalist", ...staffProject, testMatch: "journalist/**/*.spec.ts" },
    {
      name: "hardening",
      // Its journeys open every screen with hostile content in it, one after another, each waiting
      // for its content: seconds alone, and more than 7 s for some under CI's other suites.
      expect: { timeout: 20_000 },
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: "hardening/**/*.spec.ts",
    },
  ],

  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${e2e.baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
