// `npm run staff:reset-two-step -- <username>`: runs server/modules/auth/reset-two-step-command.ts
// from the server's bundle (plain JavaScript, like `npm start`), built first if missing or stale.
import { ensureFreshBuild } from "./build-stamp.mjs";

try {
  ensureFreshBuild("npm run staff:reset-two-step");
} catch {
  process.exit(1);
}
await import("../build/app/reset-two-step.mjs");
