import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoContent } from "./db/demo-content.ts";
import { createTokenService, resolveJwtSecret } from "./modules/auth/tokens.ts";
import { createLocalStorage } from "./modules/media/storage.ts";
import { ensureOwner } from "./modules/users/service.ts";

/** Starts the portal: `npm start` (production build), `npm run dev` (Vite, hot reload), or `--api-only`. */
async function main() {
  const dev = process.argv.includes("--dev");
  // The API alone, without the web app (fault and load tests that need no pages).
  const apiOnly = process.argv.includes("--api-only");
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "db") },
  );
  const media = createLocalStorage(path.join(config.dataDir, "uploads"));
  const tokens = createTokenService(await resolveJwtSecret(config.jwtSecret, config.dataDir));

  const owner = await ensureOwner(database.db, { username: config.ownerUsername, password: config.ownerPassword });
  if (owner.created && owner.generatedPassword) {
    // Printed once, on the database's first start; it is not stored anywhere in clear text.
    console.log(
      `\n  Owner account created: ${owner.username} / ${owner.generatedPassword}\n  Sign in at ${config.publicUrl}/admin/login and keep this password; it will not be shown again.\n`,
    );
  }
  if (config.demoContent) await seedDemoContent({ db: database.db, media });

  const app = await buildApp(
    { config, db: database.db, tokens, media },
    {
      logger: { level: config.logLevel },
      web: apiOnly ? undefined : dev ? { mode: "development" } : { mode: "production", buildDir: config.buildDir },
    },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "unclean shutdown");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.siteName} is running at ${config.publicUrl}/home (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
