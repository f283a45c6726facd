// `npm run staff:reset-two-step -- <username>` (issue 35; decision 0132; scripts/reset-two-step.mjs
// runs this from the server's bundle, build/app/reset-two-step.mjs): the recovery of an account,
// the Owner's own above all, whose phone and backup codes are both lost. Run on the server, by
// whoever runs the server: turns the account's second step off and ends its sessions, and writes
// it to the audit log. The embedded database is one process's: stop the server first.
import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirInUseError } from "#server/db/data-dir-lock.ts";
import { recordAudit } from "#server/modules/audit/service.ts";
import { findUserByUsername } from "#server/modules/users/service.ts";
import { clearTwoStep } from "./two-step.ts";

const usage = "usage: npm run staff:reset-two-step -- <username>";

try {
  const [username, ...rest] = process.argv.slice(2);
  if (!username || rest.length > 0) throw new Error(usage);
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "db") },
  );
  try {
    const user = await findUserByUsername(database.db, username);
    if (!user) throw new Error(`No account named "${username}". Nothing was changed.`);
    if (!user.totpEnabledAt) {
      console.log(`${user.username} has no second sign-in step. Nothing was changed.`);
    } else {
      await clearTwoStep(database.db, user.id);
      await recordAudit(database.db, {
        userId: user.id,
        username: user.username,
        action: "UPDATE",
        entityType: "USER",
        entityId: user.id,
        details: "Two-step sign-in reset on the server (npm run staff:reset-two-step); sessions ended",
        ipAddress: null,
      });
      console.log(
        `The second sign-in step of ${user.username} is off and their sessions have ended. They sign in with the password alone and can turn it on again in their profile.`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error: unknown) {
  if (error instanceof DataDirInUseError)
    console.error(
      `The server is running on this database (process ${error.pid}): stop it first, then run this again. Nothing was changed.`,
    );
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
