import cluster from "node:cluster";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { prepareFlag, prepareInWorker, runWorkers } from "./workers.ts";

/**
 * Starts the portal: `npm start` (production build), `npm run dev` (Vite, hot reload), or
 * `--api-only`. On the embedded database a first worker process prepares it and exits (decision
 * 0136); then this process serves. With DATABASE_URL and WEB_CONCURRENCY=N, this process only
 * supervises: N workers serve the port (server/workers.ts), so the primary never loads the app.
 * `--prepare-only` prepares the database (migrations, the Owner, the demo content) and exits: a
 * deploy's step before its servers start, and the browser tests' data folder made once.
 */
async function main() {
  const dev = process.argv.includes("--dev");
  // The API alone, without the web app (fault and load tests that need no pages).
  const apiOnly = process.argv.includes("--api-only");
  const config = configOrExit();
  // Only the database's preparation: asked for, or the worker that prepareInWorker started.
  const prepareOnly =
    process.argv.includes("--prepare-only") || (cluster.isWorker && process.argv.includes(prepareFlag));

  if (cluster.isPrimary && config.webConcurrency > 1 && !dev && !prepareOnly) {
    if (config.databaseUrl) return runWorkers(config.webConcurrency);
    console.warn(
      `WEB_CONCURRENCY=${config.webConcurrency} is ignored: the embedded database (PGlite) serves one process. Set DATABASE_URL to run several.`,
    );
  }
  const { openMedia, openPreparedDatabase, prepareDatabase, serve } = await import("./serve.ts");
  // Before the database: a media bucket that can't be used stops the start at once, named.
  const media = await openMedia(config);
  if (prepareOnly) {
    await (await prepareDatabase(config, media)).close();
    media.close();
    process.exit(0);
  }
  const mode = { dev, apiOnly };
  // A worker of WEB_CONCURRENCY=N: its primary has prepared the database.
  if (cluster.isWorker) return serve(config, mode, await openPreparedDatabase(config), media);
  // PostgreSQL keeps its memory in its own server: a second process would only slow every start.
  if (config.databaseUrl) return serve(config, mode, await prepareDatabase(config, media), media);
  // The embedded database is prepared in a process of its own, so that the WebAssembly memory the
  // preparation grows leaves with it (decision 0136).
  await prepareInWorker();
  return serve(config, mode, await openPreparedDatabase(config), media);
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

main().catch((error: unknown) => {
  // A configuration found unusable at start (a media bucket that can't be used): its message alone.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
