import cluster from "node:cluster";
import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { createLocalContentChanges, createPostgresContentChanges, type ContentChanges } from "./db/content-changes.ts";
import { seedDemoContent } from "./db/demo-content.ts";
import { createTokenService, resolveJwtSecret } from "./modules/auth/tokens.ts";
import { createLocalStorage } from "./modules/media/storage.ts";
import { ensureOwner } from "./modules/users/service.ts";
import { runWorkers } from "./workers.ts";

/**
 * Starts the portal: `npm start` (production build), `npm run dev` (Vite, hot reload), or
 * `--api-only`. With DATABASE_URL and WEB_CONCURRENCY=N, this process prepares the database and
 * then runs N worker processes that share the port (server/workers.ts).
 */
async function main() {
  const dev = process.argv.includes("--dev");
  // The API alone, without the web app (fault and load tests that need no pages).
  const apiOnly = process.argv.includes("--api-only");
  const config = configOrExit();

  if (cluster.isWorker) {
    // The primary has migrated the database, created the Owner and the demo content.
    return serve(config, { dev, apiOnly }, await openDatabase(databaseTarget(config), undefined, { migrate: false }));
  }
  const database = await prepareDatabase(config);
  if (config.webConcurrency > 1 && !dev) {
    if (config.databaseUrl) {
      await database.close();
      return runWorkers(config.webConcurrency);
    }
    console.warn(
      `WEB_CONCURRENCY=${config.webConcurrency} is ignored: the embedded database (PGlite) serves one process. Set DATABASE_URL to run several.`,
    );
  }
  return serve(config, { dev, apiOnly }, database);
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function databaseTarget(config: Config) {
  return config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "db") };
}

/** Migrations, the Owner, the signing secret and the demo content: once, before anything serves. */
async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase(databaseTarget(config));
  await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const owner = await ensureOwner(database.db, { username: config.ownerUsername, password: config.ownerPassword });
  if (owner.created && owner.generatedPassword) {
    // Printed once, on the database's first start; it is not stored anywhere in clear text.
    console.log(
      `\n  Owner account created: ${owner.username} / ${owner.generatedPassword}\n  Sign in at ${config.publicUrl}/admin/login and keep this password; it will not be shown again.\n`,
    );
  }
  if (config.demoContent) {
    await seedDemoContent({ db: database.db, media: createLocalStorage(path.join(config.dataDir, "uploads")) });
  }
  return database;
}

async function serve(config: Config, mode: { dev: boolean; apiOnly: boolean }, database: DatabaseHandle) {
  const media = createLocalStorage(path.join(config.dataDir, "uploads"));
  const tokens = createTokenService(await resolveJwtSecret(config.jwtSecret, config.dataDir));
  let reportChangeError = (error: unknown) => console.error(error);
  const changes: ContentChanges = config.databaseUrl
    ? await createPostgresContentChanges(config.databaseUrl, database.db, { onError: (error) => reportChangeError(error) })
    : createLocalContentChanges();
  const server = await buildApp(
    { config, db: database.db, tokens, media, changes },
    {
      logger: { level: config.logLevel },
      web: mode.apiOnly ? undefined : mode.dev ? { mode: "development" } : { mode: "production", buildDir: config.buildDir },
    },
  );
  reportChangeError = (error) => server.log.error({ err: error }, "content change notifications");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, "shutting down");
    try {
      // Waits for the requests in progress; the view counter flushes its last batch on close.
      await server.close();
      await changes.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, "unclean shutdown");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await server.listen({ port: config.port, host: config.host });
  const where = cluster.isWorker ? ` (worker ${cluster.worker?.id}, pid ${process.pid})` : "";
  server.log.info(`${config.siteName} is running at ${config.publicUrl}/home (database: ${database.kind})${where}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
