import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdir } from "node:fs/promises";
import { claimDataDir } from "./data-dir-lock.ts";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { startBackgroundTask } from "#server/background/background-task.ts";
import { turnTakingClient } from "./event-loop-turns.ts";
import { preparingClient } from "./prepared-statements.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Runs raw SQL and returns its rows; both drivers (pg and PGlite) answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PGlite only: a consistent gzipped tarball of the whole database (for backups). */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseTarget =
  /** A PostgreSQL server. */
  | { url: string }
  /** Embedded PGlite in a folder, or in memory when dataDir is omitted. */
  | { dataDir?: string; loadDataDir?: Blob };

/** Called with every SQL statement the app runs (tests count them to catch N+1 queries). */
export type QueryListener = (query: string) => void;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

const pgliteMaintenanceMs = 15 * 60_000;
/**
 * PGlite's buffer cache lives in its WebAssembly memory, which counts as the server's own memory
 * and never shrinks; PostgreSQL's default of 128 MB filled up under load (issue 7: under 600 MB
 * in all). The data files stay in the operating system's file cache, so a page missing from 32 MB
 * of buffers is a cheap read: in bench:scale at 100 000 articles the server times were the same
 * within the machine's noise, and the peak RSS under 50 connections fell from 584 to 506 MB.
 */
const pgliteSharedBuffers = "32MB";

/** How many migrations the database has had (0 for a new one). */
async function appliedMigrations(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  try {
    const { rows } = await query("select count(*)::int as n from drizzle.__drizzle_migrations");
    return (rows[0] as { n: number }).n;
  } catch {
    return 0;
  }
}

/**
 * Opens the database and brings its schema up to date with the committed migrations (unless
 * `migrate` is false: worker processes, whose primary has migrated it already). After new
 * migrations on an existing database it vacuums and analyzes it: a migration may rewrite a table
 * (which clears the visibility map that index-only scans need) or add indexes without statistics.
 */
export async function openDatabase(
  target: DatabaseTarget,
  onQuery?: QueryListener,
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const migrate = options.migrate ?? true;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if ("url" in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    if (migrate) {
      const before = await appliedMigrations((q) => pool.query(q));
      await migratePg(drizzlePg(pool), { migrationsFolder });
      if (before > 0 && (await appliedMigrations((q) => pool.query(q))) > before) await pool.query("vacuum (analyze)");
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }

  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const release = target.dataDir ? await claimDataDir(target.dataDir) : undefined;
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${pgliteSharedBuffers}`],
  }).catch(async (error: unknown) => {
    await release?.();
    throw error;
  });
  if (migrate) {
    const before = await appliedMigrations((q) => client.query(q));
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    if (before > 0 && (await appliedMigrations((q) => client.query(q))) > before) await client.exec("vacuum (analyze)");
  }
  // PGlite runs no autovacuum: without this, counted views would bloat the tables and indexes,
  // deep pages would stop being read from the index alone, and the planner's statistics would go
  // stale as the content grows. Queries wait while it runs (a few hundred ms at 100 000 articles).
  const maintenance = target.dataDir
    ? startBackgroundTask({
        intervalMs: pgliteMaintenanceMs,
        startDelayMs: pgliteMaintenanceMs,
        run: async () => void (await client.exec("vacuum (analyze)")),
        // A vacuum that fails (the database closing) is tried again at the next turn.
        onError: () => undefined,
      })
    : undefined;
  const raw = drizzlePglite(preparingClient(turnTakingClient(client)), { schema, logger });
  return {
    db: raw as unknown as Database,
    kind: "pglite",
    close: async () => {
      await maintenance?.close();
      await client.close();
      await release?.();
    },
    dumpDataDir: async () => (await client.dumpDataDir("gzip")) as Blob,
  };
}
