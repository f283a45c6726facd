// `npm run seed:large [-- count]`: adds 100 000 (or `count`) realistic articles to the database of
// DATA_DIR / DATABASE_URL, after the demo content, for measuring the portal at scale (issue 7).
// Stop the server first when it runs on the embedded database. TypeScript, so that the type check
// sees its calls: as a .mjs file it missed the clock seedDemoContent came to require (issue 31).
import path from "node:path";
import { systemClock } from "../server/clock.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { openMediaStorage } from "../server/modules/media/open-storage.ts";
import { seedDemoContent } from "../server/seed/demo-content.ts";
import { seedLargeContent } from "../server/seed/large-seed.ts";

const count = Number(process.argv[2] ?? 100_000);
const config = loadConfig();
const handle = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "db") },
);
const media = await openMediaStorage(config.media);
try {
  await seedDemoContent({ db: handle.db, media, now: systemClock() });
  const { ms } = await seedLargeContent(handle.db, count);
  console.log(`Added ${count} articles in ${(ms / 1000).toFixed(1)} s (${handle.kind}).`);
} finally {
  media.close();
  await handle.close();
}
