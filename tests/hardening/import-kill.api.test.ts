import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "#server/db/client.ts";
import { claimDataDir } from "#server/db/data-dir-lock.ts";
import { exited } from "#tests/helpers/server-processes.ts";
import { npmScript } from "../../scripts/npm-start.ts";
import { wxrExport, type ExportItem } from "#tests/helpers/wxr-export.ts";

/**
 * `npm run import:wordpress` as a newsroom runs it (issue 33, point 4), on the embedded database:
 * killed with SIGKILL in the middle, then run again, it ends with every post imported once and
 * whole (never half an article); and while another process has the database open (the server),
 * it refuses and changes nothing.
 */

const posts = 300;
let folder: string;
let file: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "hronika-import-kill-"));
  const items: ExportItem[] = Array.from({ length: posts }, (_, i) => ({
    id: i + 1,
    title: `Статия ${i + 1}`,
    creator: "avtor",
    content: `<p>Първи абзац на статия ${i + 1}.</p><h2>Подзаглавие</h2><p>Втори абзац.</p>`,
    date: "2020-01-01 08:00:00",
    comments: [1, 2, 3].map((n) => ({
      id: i * 10 + n,
      author: "Читател",
      content: `Коментар ${n}`,
      date: "2020-01-02 08:00:00",
    })),
  }));
  file = path.join(folder, "export.xml");
  await writeFile(
    file,
    wxrExport(
      { url: "https://ubit-import.example" },
      { authors: [{ id: 1, login: "avtor", displayName: "Автор" }], items },
    ),
  );
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/**
 * The command as `npm run import:wordpress` runs it (the server's bundle, node's flags and
 * environment of the script); `until` kills it when its progress says so.
 */
function runImport(dataDir: string, until?: RegExp) {
  const { DATABASE_URL: _pg, ...env } = process.env;
  const command = npmScript("import:wordpress");
  const child = spawn(process.execPath, [...command.nodeFlags, command.script, file], {
    env: { ...env, ...command.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk;
    if (until?.test(stderr)) child.kill("SIGKILL");
  });
  return exited(child).then((code) => ({ code, stdout, stderr }));
}

async function counts(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    const [row] = await queryRows<{ articles: number; whole: number; comments: number; keys: number }>(
      database.db,
      sql`select (select count(*)::int from articles) as articles,
                 (select count(*)::int from articles a where exists (select 1 from sections s where s.article_id = a.id and s.order_index = 2)) as whole,
                 (select count(*)::int from comments) as comments,
                 (select count(*)::int from wordpress_imports where kind = 'post') as keys`,
    );
    return row!;
  } finally {
    await database.close();
  }
}

describe("the import command", () => {
  it("killed in the middle and run again, imports every post once and whole", async () => {
    const dataDir = path.join(folder, "killed");
    const killed = await runImport(dataDir, /Importing: (?:[5-9]\d|[1-9]\d\d) of 300/);
    expect(killed.code).not.toBe(0);
    const midway = await counts(dataDir);
    expect(midway.articles).toBeGreaterThan(0);
    expect(midway.articles).toBeLessThan(posts);
    // Never half an article: each one there has all its sections, its comments and its key.
    expect(midway).toEqual({
      articles: midway.articles,
      whole: midway.articles,
      comments: midway.articles * 3,
      keys: midway.articles,
    });

    const again = await runImport(dataDir);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`статии: ${posts - midway.articles}`);
    expect(await counts(dataDir)).toEqual({ articles: posts, whole: posts, comments: posts * 3, keys: posts });
  }, 240_000);

  it("refuses while another process has the embedded database open, and changes nothing", async () => {
    const dataDir = path.join(folder, "busy");
    await mkdir(dataDir, { recursive: true });
    const release = await claimDataDir(path.join(dataDir, "db"));
    try {
      const refused = await runImport(dataDir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("stop it first");
      expect(refused.stderr).toContain("Nothing was changed.");
    } finally {
      await release();
    }
  }, 120_000);
});
