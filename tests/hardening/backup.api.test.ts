import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { backup, restore, type DataLocation } from "#server/db/backup.ts";
import { openDatabase, queryRows, type Database } from "#server/db/client.ts";
import { seedDemoContent } from "#server/seed/demo-content.ts";
import { createLocalStorage, mediaUrlPrefix } from "#server/modules/media/storage.ts";
import { withDatabase } from "#tests/helpers/database-template.ts";

/** `npm run backup` and `npm run restore` bring back every article, comment and upload (issue 6, point 7). */

const folders: string[] = [];
async function tempDir(name: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `hronika-${name}-`));
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
});

async function snapshot(db: Database) {
  return queryRows<{ articles: string; comments: string; media: string[] }>(
    db,
    sql`select (select md5(string_agg(id || title || views_count || likes_count, ',' order by id)) from articles) as articles,
               (select md5(string_agg(id || content, ',' order by id)) from comments) as comments,
               (select array_agg(storage_key || '-' || (variants->>-1) || '.webp' order by id) from media_files where kind = 'image') as media`,
  );
}

async function seed(location: DataLocation) {
  const handle = await openDatabase(
    location.databaseUrl ? { url: location.databaseUrl } : { dataDir: path.join(location.dataDir, "db") },
  );
  await seedDemoContent({
    db: handle.db,
    media: createLocalStorage(path.join(location.dataDir, "uploads")),
    now: new Date(),
  });
  const before = await snapshot(handle.db);
  await handle.close();
  return before;
}

async function check(location: DataLocation, before: unknown) {
  const handle = await openDatabase(
    location.databaseUrl ? { url: location.databaseUrl } : { dataDir: path.join(location.dataDir, "db") },
  );
  const after = await snapshot(handle.db);
  await handle.close();
  expect(after).toEqual(before);
  const storage = createLocalStorage(path.join(location.dataDir, "uploads"));
  const media = (after as { media: string[] }[])[0]!.media;
  expect(media.length).toBeGreaterThan(10);
  for (const key of media) expect(await storage.exists(key), key).toBe(true);
  expect(mediaUrlPrefix).toBe("/media/");
}

describe("backups", () => {
  it("restores an embedded-database backup into a fresh data folder", async () => {
    const source = { dataDir: await tempDir("source") };
    const before = await seed(source);
    const out = path.join(await tempDir("backup"), "b");
    const made = await backup(source, out);
    expect(made).toMatchObject({ kind: "pglite" });
    expect(made.articles).toBeGreaterThanOrEqual(40);

    const target = { dataDir: await tempDir("target") };
    const restored = await restore(out, target);
    expect(restored).toMatchObject({ articles: made.articles, comments: made.comments, mediaFiles: made.mediaFiles });
    await check(target, before);
    await expect(restore(out, target)).rejects.toThrow(/not empty/);
    // Two fresh embedded databases and the demo pictures: 147 s in CI beside the browser tests.
  }, 300_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "restores a PostgreSQL backup (pg_dump format) into another database",
    async () => {
      const server = process.env.TEST_DATABASE_URL!;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      const names = [
        `hronika_backup_${randomBytes(4).toString("hex")}`,
        `hronika_restore_${randomBytes(4).toString("hex")}`,
      ];
      for (const name of names) await admin.query(`create database ${name}`);
      try {
        const source = { dataDir: await tempDir("pg-source"), databaseUrl: withDatabase(server, names[0]!) };
        const before = await seed(source);
        const out = path.join(await tempDir("pg-backup"), "b");
        const made = await backup(source, out);
        expect(made.kind).toBe("postgres");
        const target = { dataDir: await tempDir("pg-target"), databaseUrl: withDatabase(server, names[1]!) };
        const restored = await restore(out, target);
        expect(restored.articles).toBe(made.articles);
        await check(target, before);
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    300_000,
  );
});
