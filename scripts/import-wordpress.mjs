// `npm run import:wordpress -- <export.xml> [--dry-run] [--uploads <folder>]`: runs
// server/modules/wordpress/import-command.ts from the server's bundle (plain JavaScript, like
// `npm start`), built first if missing or stale.
import { ensureFreshBuild } from "./build-stamp.mjs";

try {
  ensureFreshBuild("npm run import:wordpress");
} catch {
  process.exit(1);
}
await import("../build/app/import-wordpress.mjs");
