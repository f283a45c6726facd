// Starts the production server for the end-to-end tests on a fresh data folder with demo content:
// the same bundle `npm start` serves (build/app/main.mjs), built by scripts/e2e.mjs.
import { rmSync } from "node:fs";
import { tsImport } from "tsx/esm/api";

const { e2e } = await tsImport("../tests/e2e/e2e-env.ts", import.meta.url);
rmSync(e2e.dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: String(e2e.port),
  HOST: "127.0.0.1",
  DATA_DIR: e2e.dataDir,
  PUBLIC_URL: e2e.baseUrl,
  OWNER_USERNAME: e2e.owner.username,
  OWNER_PASSWORD: e2e.owner.password,
  DEMO_CONTENT: "true",
  REGISTRATION: "approval",
  LOG_LEVEL: "warn",
});
delete process.env.DATABASE_URL;
await import("../build/app/main.mjs");
