/** The fixed facts of an end-to-end run, shared by the config, the server script and the specs. */
export const e2e = {
  port: 3199,
  baseUrl: "http://127.0.0.1:3199",
  dataDir: "tests/.artifacts/e2e-data",
  chromiumPath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  owner: { username: "owner", password: "e2e-owner-password" },
  /** A demo journalist (server/db/demo-content.ts). */
  journalist: { username: "maria.ivanova", password: "hronika-demo", name: "Мария Иванова" },
} as const;
