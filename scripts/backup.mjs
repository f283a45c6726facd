// `npm run backup [-- <folder>]` / `npm run restore -- <folder>`: runs server/db/backup-command.ts
// from the server's bundle (plain JavaScript, like `npm start`), built first if missing or stale.
import { ensureFreshBuild } from "./build-stamp.mjs";

try {
  ensureFreshBuild(`npm run ${process.argv[2]}`);
} catch {
  process.exit(1);
}
await import("../build/app/backup.mjs");
