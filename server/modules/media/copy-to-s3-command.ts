// `npm run media:copy-to-s3 [-- --from <folder>]` (issue 34; scripts/media-copy-to-s3.mjs runs this
// from the server's bundle, build/app/media-copy-to-s3.mjs): copies the uploads of DATA_DIR (or
// the folder given) into the bucket of MEDIA_STORAGE=s3://…, verifying each file by its MD5.
// The database is not touched: its `/media/…` addresses stay, and are served from the bucket once
// the server starts with MEDIA_STORAGE set. Safe to run while the server runs, and again.
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/config.ts";
import { copyUploadsToStorage } from "./copy-to-s3.ts";
import { openMediaStorage } from "./open-storage.ts";

const usage = "usage: MEDIA_STORAGE=s3://bucket/prefix npm run media:copy-to-s3 [-- --from <uploads folder>]";
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const { values } = parseArgs({ options: { from: { type: "string" } } });
  const config = loadConfig();
  if (config.media.kind !== "s3") throw new ConfigError(`MEDIA_STORAGE is not an s3:// bucket.\n${usage}`);
  const root = values.from === undefined ? path.join(config.dataDir, "uploads") : path.resolve(values.from);
  const storage = await openMediaStorage(config.media);
  try {
    console.log(`Copying ${root} to ${storage.description} ...`);
    let shown = 0;
    const report = await copyUploadsToStorage({
      root,
      storage,
      onFile: (done, total) => {
        // A line every 5 % (and the last), not one per file.
        if (done === total || done - shown >= Math.max(1, Math.ceil(total / 20))) {
          shown = done;
          process.stderr.write(`  ${done} of ${total} files\n`);
        }
      },
    });
    console.log(
      `${report.files} files: ${report.copied} copied (${megabytes(report.bytesCopied)}), ${report.skipped} already in the bucket, ${report.failed.length} failed.`,
    );
    for (const failure of report.failed) console.error(`  failed: ${failure.key}: ${failure.reason}`);
    if (report.failed.length > 0) {
      console.error("Run it again to retry the files that failed (the others are skipped).");
      process.exitCode = 1;
    }
  } finally {
    storage.close();
  }
} catch (error: unknown) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") console.error(`There is no uploads folder there: ${(error as Error).message}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
