// What server/main.ts starts: the database prepared, the app built and listening. The primary of
// worker processes never loads this module (server/workers.ts).
import cluster from "node:cluster";
import path from "node:path";
import { buildApp } from "./app.ts";
import { systemClock } from "./clock.ts";
import type { Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { createLocalContentChanges, createPostgresContentChanges, type ContentChanges } from "./db/content-changes.ts";
import { seedDemoContent } from "./seed/demo-content.ts";
import { backfillArticleSlugs } from "./modules/articles/slugs.ts";
import { createTokenService, resolveJwtSecret } from "./modules/auth/tokens.ts";
import { openMediaStorage } from "./modules/media/open-storage.ts";
import type { MediaStorage } from "./modules/media/storage.ts";
import { ensureOwner } from "./modules/users/service.ts";
import { listSitePagesForOwner } from "./modules/site-pages/service.ts";
import { sitePagePath } from "#common/site-pages.ts";
import type { FastifyInstance } from "fastify";
import { resolveStoredSecret } from "./stored-secret.ts";

function databaseTarget(config: Config) {
  return config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "db") };
}

/** The database of a worker process, which its primary has prepared (no migrations). */
export function openPreparedDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase(databaseTarget(config), undefined, { migrate: false });
}

/**
 * The media storage of the configuration, proved usable: run first, so that a bucket that is
 * missing, refuses the keys or can't be reached stops the start at once, named (issue 34).
 */
export function openMedia(config: Config): Promise<MediaStorage> {
  return openMediaStorage(config.media);
}

/** Migrations, the Owner, the signing secret and the demo content: once, before anything serves. */
export async function prepareDatabase(config: Config, media: MediaStorage): Promise<DatabaseHandle> {
  const database = await openDatabase(databaseTarget(config));
  await resolveJwtSecret(config.jwtSecret, config.dataDir);
  // Made here, before worker processes start, so that they all read the one generated key.
  await resolveStoredSecret(config.readerAddressSecret, config.dataDir, "reader-address-secret");
  const owner = await ensureOwner(database.db, { username: config.ownerUsername, password: config.ownerPassword });
  if (owner.created && owner.generatedPassword) {
    // Printed once, on the database's first start; it is not stored anywhere in clear text.
    console.log(
      `\n  Owner account created: ${owner.username} / ${owner.generatedPassword}\n  Sign in at ${config.publicUrl}/admin/login and keep this password; it will not be shown again.\n`,
    );
  }
  // The demo's pictures go where every upload goes: the folder, or the bucket (issue 34).
  if (config.demoContent) await seedDemoContent({ db: database.db, media, now: systemClock() });
  // Issue 32: every article readers see has its address's slug, from before slugs too.
  await backfillArticleSlugs(database.db);
  return database;
}

/** Builds the app on the database and serves it until SIGTERM or SIGINT. */
export async function serve(
  config: Config,
  mode: { dev: boolean; apiOnly: boolean },
  database: DatabaseHandle,
  media: MediaStorage,
) {
  const tokens = createTokenService(await resolveJwtSecret(config.jwtSecret, config.dataDir));
  let reportChangeError = (error: unknown) => console.error(error);
  const changes: ContentChanges = config.databaseUrl
    ? await createPostgresContentChanges(config.databaseUrl, database.db, {
        onError: (error) => reportChangeError(error),
      })
    : createLocalContentChanges();
  const server = await buildApp(
    { config, db: database.db, tokens, media, changes, databaseKind: database.kind },
    {
      // Development reads its log in a terminal: one readable line a request (pino-pretty, a
      // development dependency); production writes JSON lines for a log collector.
      logger: mode.dev
        ? {
            level: config.logLevel,
            transport: {
              target: "pino-pretty",
              options: { translateTime: "HH:MM:ss", ignore: "pid,hostname", singleLine: true },
            },
          }
        : { level: config.logLevel },
      web: mode.apiOnly
        ? undefined
        : mode.dev
          ? { mode: "development" }
          : { mode: "production", buildDir: config.buildDir },
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
  if (!cluster.isWorker || cluster.worker?.id === 1) await warnOfSitePageGaps(server);
}

/**
 * Tells the Owner at start what the publisher's pages still lack (issue 29, point 15): readers see
 * the pages without their unfilled "[Попълнете: …]" gaps, so the console and the admin dashboard
 * are where anyone learns of them.
 */
async function warnOfSitePageGaps(server: FastifyInstance) {
  try {
    const pages = (await listSitePagesForOwner(server.deps.db, server.deps.config.siteName)).filter(
      (page) => page.gaps.length > 0,
    );
    if (pages.length === 0) return;
    const missing = pages.map(
      (page) => `${sitePagePath(page.slug)}: ${page.gaps.join("; ")}${page.shown ? "" : " (page hidden)"}`,
    );
    server.log.warn(
      { pages: missing },
      `The publisher's pages have ${pages.length === 1 ? "a page" : `${pages.length} pages`} with facts to fill in (readers don't see them): sign in as the Owner, Страници на сайта`,
    );
  } catch (error) {
    server.log.error({ err: error }, "could not check the publisher's pages");
  }
}
