// Starts the production server for the end-to-end tests on a fresh data folder with demo content:
// the same bundle `npm start` serves (build/app/main.mjs), built by scripts/e2e.mjs.
// With `--prepare-only` it prepares that data folder once (e2e.preparedDataDir) and exits; a
// server started with E2E_PREPARED=1 then begins from a copy of it (scripts/e2e.mjs, decision 0146).
import { cpSync, existsSync, rmSync } from "node:fs";
import { tsImport } from "tsx/esm/api";

const { e2e } = await tsImport("../tests/e2e/e2e-env.ts", import.meta.url);
const prepareOnly = process.argv.includes("--prepare-only");
const dataDir = prepareOnly ? e2e.preparedDataDir : e2e.dataDir;
rmSync(dataDir, { recursive: true, force: true });
if (!prepareOnly && process.env.E2E_PREPARED === "1") {
  if (!existsSync(e2e.preparedDataDir)) throw new Error(`E2E_PREPARED=1, but ${e2e.preparedDataDir} is missing`);
  cpSync(e2e.preparedDataDir, dataDir, { recursive: true });
}
Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: String(e2e.port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  PUBLIC_URL: e2e.baseUrl,
  OWNER_USERNAME: e2e.owner.username,
  OWNER_PASSWORD: e2e.owner.password,
  DEMO_CONTENT: "true",
  REGISTRATION: "approval",
  LOG_LEVEL: "warn",
});
delete process.env.DATABASE_URL;
await import("../build/app/main.mjs");
