import { defineConfig } from "vitest/config";

// Two suites: `unit` never touches a database; `api` (files *.api.test.ts) gets a fresh database
// per file: in-memory PGlite loaded from a migrated template, or a new PostgreSQL database
// copied from a migrated template when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    env: { TZ: "UTC" },
    // A worker imports the server and the web app once and runs file after file with them: the
    // suites take a third of their isolated time (API 218 s against 514 s, unit 14 s against 46 s,
    // decision 0124). Safe because nothing keeps state in a module: every test app is built from
    // its own dependencies (database, clock, storage, limits), and no test mocks or stubs a
    // module. A file that passes alone and fails in the suite breaks that rule.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{common,server,web,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.api.test.ts", "node_modules/**"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["{server,tests}/**/*.api.test.ts"],
          globalSetup: ["tests/helpers/database-template.ts", "tests/helpers/web-build.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each worker holds its own PGlite instances (~150 MB each); two cores, two workers.
          maxWorkers: 2,
          // Run after the unit project when both are run together (`npx vitest run`).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
