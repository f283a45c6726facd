// `npm run import:wordpress -- <export.xml> [--dry-run] [--uploads <folder>]` (issue 33;
// scripts/import-wordpress.mjs runs this from the server's bundle, build/app/import-wordpress.mjs):
// imports a WordPress export into the database of DATA_DIR / DATABASE_URL. The embedded database
// is one process's: while the server runs on it, this says so and changes nothing.
import path from "node:path";
import { parseArgs } from "node:util";
import { systemClock } from "#server/clock.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirInUseError } from "#server/db/data-dir-lock.ts";
import { openMediaStorage } from "#server/modules/media/open-storage.ts";
import { wxrErrorText } from "#common/messages/wordpress-import.ts";
import { importWordpress, type ImportProgress } from "./import-run.ts";
import { reportText } from "./import-report.ts";
import { WxrError } from "./wxr-reader.ts";

const usage = "usage: npm run import:wordpress -- <export.xml> [--dry-run] [--uploads <wp-content/uploads folder>]";
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function say(progress: ImportProgress) {
  const line =
    progress.phase === "reading"
      ? `Reading the export: ${megabytes(progress.bytesRead)} of ${megabytes(progress.totalBytes)}, ${progress.postsTotal} posts so far`
      : `Importing: ${progress.postsDone} of ${progress.postsTotal} posts`;
  process.stderr.write(`${line}\n`);
}

try {
  const { values, positionals } = parseArgs({
    options: { "dry-run": { type: "boolean" }, uploads: { type: "string" } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error(usage);
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "db") },
  );
  // The pictures go where the server keeps its uploads: the folder, or the bucket (issue 34).
  const storage = await openMediaStorage(config.media).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  try {
    const report = await importWordpress({
      db: database.db,
      storage,
      now: systemClock,
      file: path.resolve(positionals[0]!),
      dryRun: values["dry-run"] === true,
      uploadsDir: values.uploads === undefined ? undefined : path.resolve(values.uploads),
      onProgress: say,
    });
    console.log(reportText(report));
  } finally {
    storage.close();
    await database.close();
  }
} catch (error: unknown) {
  if (error instanceof DataDirInUseError)
    console.error(
      `The server is running on this database (process ${error.pid}): stop it first, or import from the admin panel (Внос от WordPress). Nothing was changed.`,
    );
  else if (error instanceof WxrError)
    console.error(`${error.message}\n${wxrErrorText(error.code, error.line)}\nNothing was changed.`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
