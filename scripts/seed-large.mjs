// `npm run seed:large [-- count]`: adds 100 000 (or `count`) realistic articles to the database of
// DATA_DIR / DATABASE_URL, after the demo content, for measuring the portal at scale (issue 7).
// Stop the server first when it runs on the embedded database.
import path from "node:path";
import { register } from "tsx/esm/api";

register();
const { loadConfig } = await import("../server/config.ts");
const { openDatabase } = await import("../server/db/client.ts");
const { seedDemoContent } = await import("../server/seed/demo-content.ts");
const { seedLargeContent } = await import("../server/seed/large-seed.ts");
const { createLocalStorage } = await import("../server/modules/media/storage.ts");

const count = Number(process.argv[2] ?? 100_000);
const config = loadConfig();
const handle = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "db") },
);
try {
  await seedDemoContent({ db: handle.db, media: createLocalStorage(path.join(config.dataDir, "uploads")) });
  const { ms } = await seedLargeContent(handle.db, count);
  console.log(`Added ${count} articles in ${(ms / 1000).toFixed(1)} s (${handle.kind}).`);
} finally {
  await handle.close();
}
