/** The fixed facts of an end-to-end run, shared by the config, the server script and the specs. */
// E2E_PORT lets two checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 3199);

export const e2e = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  /**
   * Whose run it is, for its results' folders: the project scripts/e2e.mjs runs (one lane runs
   * several, one after another, and each keeps its failures' traces), or else the port.
   */
  run: process.env.E2E_RUN ?? String(port),
  dataDir: `tests/.artifacts/e2e-data-${port}`,
  /** The data folder the projects of one run begin from, prepared once (scripts/e2e.mjs). */
  preparedDataDir: "tests/.artifacts/e2e-data-prepared",
  /** Debian's old headless shell of Chromium (decision 0125). */
  chromiumPath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  owner: { username: "owner", password: "e2e-owner-password" },
  /** A demo journalist (server/seed/demo-content.ts). */
  journalist: { username: "maria.ivanova", password: "hronika-demo", name: "Мария Иванова" },
} as const;
