import { execFile } from "node:child_process";
import { systemClock } from "#server/clock.ts";
import { cp, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Database } from "./client.ts";

const run = promisify(execFile);

/** Where a portal keeps its data: the embedded database folder or a PostgreSQL URL, and uploads. */
export type DataLocation = { dataDir: string; databaseUrl?: string };
export type BackupManifest = {
  kind: "pglite" | "postgres";
  createdAt: string;
  articles: number;
  comments: number;
  mediaFiles: number;
};

const pgliteDir = (location: DataLocation) => path.join(location.dataDir, "db");
const uploadsDir = (location: DataLocation) => path.join(location.dataDir, "uploads");

async function counts(db: Database) {
  const [row] = await queryRows<{ articles: number; comments: number; media: number }>(
    db,
    sql`select (select count(*)::int from articles) as articles, (select count(*)::int from comments) as comments, (select count(*)::int from media_files) as media`,
  );
  return { articles: row!.articles, comments: row!.comments, mediaFiles: row!.media };
}

/**
 * Writes a backup folder: the database (a PGlite tarball, or pg_dump's custom format for
 * PostgreSQL), every uploaded file, and a manifest with what it holds. The embedded database
 * can only be opened by one process: stop the server before backing it up.
 */
export async function backup(location: DataLocation, outDir: string): Promise<BackupManifest> {
  await mkdir(outDir, { recursive: true });
  if ((await readdir(outDir)).length > 0) throw new Error(`${outDir} is not empty`);
  const handle = await openDatabase(
    location.databaseUrl ? { url: location.databaseUrl } : { dataDir: pgliteDir(location) },
  );
  try {
    const manifest: BackupManifest = {
      kind: handle.kind,
      createdAt: systemClock().toISOString(),
      ...(await counts(handle.db)),
    };
    if (handle.kind === "pglite") {
      const tarball = await handle.dumpDataDir!();
      await writeFile(path.join(outDir, "database.tar.gz"), Buffer.from(await tarball.arrayBuffer()));
    } else {
      await run("pg_dump", [
        "--format=custom",
        "--no-owner",
        `--file=${path.join(outDir, "database.pgdump")}`,
        location.databaseUrl!,
      ]);
    }
    await cp(uploadsDir(location), path.join(outDir, "uploads"), {
      recursive: true,
      force: false,
      errorOnExist: false,
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    await writeFile(path.join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await handle.close();
  }
}

/**
 * Restores a backup folder into a new data folder (embedded) or into the PostgreSQL database
 * of `databaseUrl`, replacing what is there, and puts the uploads back. Returns what it found.
 */
export async function restore(backupDir: string, location: DataLocation): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(backupDir, "manifest.json"), "utf8")) as BackupManifest;
  if (manifest.kind === "pglite") {
    if (location.databaseUrl)
      throw new Error("this backup is of the embedded database; restore it without DATABASE_URL");
    const target = pgliteDir(location);
    await mkdir(target, { recursive: true });
    if ((await readdir(target)).length > 0) throw new Error(`${target} is not empty: restore into a new DATA_DIR`);
    const tarball = new Blob([new Uint8Array(await readFile(path.join(backupDir, "database.tar.gz")))]);
    const handle = await openDatabase({ dataDir: target, loadDataDir: tarball });
    await handle.close();
  } else {
    if (!location.databaseUrl) throw new Error("this backup is of PostgreSQL; set DATABASE_URL to restore it");
    await run("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      `--dbname=${location.databaseUrl}`,
      path.join(backupDir, "database.pgdump"),
    ]);
  }
  await mkdir(uploadsDir(location), { recursive: true });
  await cp(path.join(backupDir, "uploads"), uploadsDir(location), { recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    },
  );
  const handle = await openDatabase(
    location.databaseUrl ? { url: location.databaseUrl } : { dataDir: pgliteDir(location) },
  );
  try {
    return { ...manifest, ...(await counts(handle.db)) };
  } finally {
    await handle.close();
  }
}
