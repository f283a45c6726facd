import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdir } from "node:fs/promises";
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

/**
 * Opens the database and brings its schema up to date with the committed migrations (unless
 * `migrate` is false: worker processes, whose primary has migrated it already).
 */
export async function openDatabase(target: DatabaseTarget, onQuery?: QueryListener, options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const migrate = options.migrate ?? true;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if ("url" in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    if (migrate) await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }

  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: { pg_trgm, unaccent },
  });
  if (migrate) await migratePglite(drizzlePglite(client), { migrationsFolder });
  const raw = drizzlePglite(client, { schema, logger });
  return {
    db: raw as unknown as Database,
    kind: "pglite",
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir("gzip")) as Blob,
  };
}
