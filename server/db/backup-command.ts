// `npm run backup [-- <folder>]` and `npm run restore -- <folder>` (scripts/backup.mjs runs this
// from the server's bundle, build/app/backup.mjs): backs up the database and uploads of DATA_DIR /
// DATABASE_URL into a new folder (default backups/hronika-<date-time>), or puts a backup back.
// Stop the server first when it runs on the embedded database (docs/RELIABILITY.md).
import { systemClock } from "#server/clock.ts";
import path from "node:path";
import { loadConfig } from "../config.ts";
import { backup, restore } from "./backup.ts";

const [command, folder] = process.argv.slice(2);
try {
  const config = loadConfig();
  const location = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  if (command === "restore") {
    if (!folder) throw new Error("usage: npm run restore -- <backup folder>");
    const found = await restore(path.resolve(folder), location);
    console.log(`Restored ${found.articles} articles, ${found.comments} comments and ${found.mediaFiles} media files.`);
  } else {
    const out = path.resolve(
      folder ?? path.join("backups", `hronika-${systemClock().toISOString().replace(/[:.]/g, "-")}`),
    );
    const made = await backup(location, out);
    console.log(
      `Backed up ${made.articles} articles, ${made.comments} comments and ${made.mediaFiles} media files to ${out}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
