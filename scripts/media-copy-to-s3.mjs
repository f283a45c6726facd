// `npm run media:copy-to-s3 [-- --from <folder>]`: runs server/modules/media/copy-to-s3-command.ts
// from the server's bundle (plain JavaScript, like `npm start`), built first if missing or stale.
import { ensureFreshBuild } from "./build-stamp.mjs";

try {
  ensureFreshBuild("npm run media:copy-to-s3");
} catch {
  process.exit(1);
}
await import("../build/app/media-copy-to-s3.mjs");
