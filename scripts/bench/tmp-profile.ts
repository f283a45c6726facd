import path from "node:path";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { createTokenService } from "#server/modules/auth/tokens.ts";
import { createLocalStorage } from "#server/modules/media/storage.ts";
const config = loadConfig();
const db = await openDatabase({ url: config.databaseUrl! });
const app = await buildApp({ config, db: db.db, tokens: createTokenService("x".repeat(40)), media: createLocalStorage(path.join(config.dataDir, "uploads")) }, { web: { mode: "production", buildDir: config.buildDir } });
await app.ready();
const url = process.argv[2]!;
const n = Number(process.argv[3] ?? 200);
for (let i = 0; i < 20; i++) await app.inject({ url });
const t = performance.now();
const cpu = process.cpuUsage();
for (let i = 0; i < n; i++) { const r = await app.inject({ url }); if (i === 0) console.log(r.statusCode, r.body.length); }
const c = process.cpuUsage(cpu);
console.log(url, "wall ms/req", ((performance.now() - t) / n).toFixed(2), "cpu ms/req", ((c.user + c.system) / 1000 / n).toFixed(2));
await app.close(); await db.close();
