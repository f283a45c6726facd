import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs } from "./scripts/ensure-chromium.mjs";
import { e2e } from "./tests/e2e/e2e-env.ts";

// End-to-end tests in Debian's Chromium against the production build on a fresh data folder.
// Run through `npm run test:e2e` (scripts/e2e.mjs), which makes sure Chromium and the build exist.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  outputDir: "test-results",
  use: {
    baseURL: e2e.baseUrl,
    locale: "bg-BG",
    timezoneId: "Europe/Sofia",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: e2e.chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: "hardening/**" },
    // Fills the shared server with hostile content, so it runs after everything else.
    { name: "hardening", use: { ...devices["Desktop Chrome"], channel: undefined }, testMatch: "hardening/**/*.spec.ts", dependencies: ["chromium"] },
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
