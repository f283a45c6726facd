// Issue 30, points 1 and 8: what the largest save a journalist may send costs the server and its
// readers. A draft of 4 sections × 99 000 characters of random words (inside the size rule) is
// autosaved again and again through the API, each time with new words, while a reader asks for an
// article every 50 ms; reported: the save's time, the reader's waits (from the moment each ask was
// due), how long the search vocabulary's upkeep takes to catch up, the WAL and the database
// folder's growth per save (PGlite) and what the revisions keep.
//
//   npx tsx scripts/bench/giant-save.ts [--saves 4] [--distinct]          (PGlite in a new folder)
//   DATABASE_URL=postgres://… npx tsx scripts/bench/giant-save.ts          (a new database in it)
//
// `npm run bench` runs it too, on its seeded database once the server has stopped
// (`measureGiantSave`, docs/PERFORMANCE.md). Words: by default each save draws ~10 000 new words
// among its ~46 000 (as the probe); --distinct makes every word of every save a new one.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase, queryRows } from "#server/db/client.ts";
import { createLocalContentChanges } from "#server/db/content-changes.ts";
import { createTokenService } from "#server/modules/auth/tokens.ts";
import { createLocalStorage } from "#server/modules/media/storage.ts";
import { createUser } from "#server/modules/users/service.ts";
import { folderBytes } from "./folder-size.ts";
import type { MeasurementContext, MeasurementRow } from "./measurements.ts";
import { createRunDatabase } from "./postgres.ts";
import { seededRandom } from "./seeded-random.ts";

const letters = "абвгдежзийклмнопрстуфхцчшщъьюя";
const random = seededRandom(12345);
const randomWord = () =>
  Array.from({ length: 4 + Math.floor(random() * 8) }, () => letters[Math.floor(random() * letters.length)]).join("");

/** A vocabulary the "usual" saves draw from: most of their words repeat, ~10 000 are new each time. */
const common = Array.from({ length: 40_000 }, randomWord);

function giantSections(distinct: boolean): { type: "paragraph"; content: string }[] {
  const fresh = Array.from({ length: 10_000 }, randomWord);
  const word = () =>
    distinct
      ? randomWord()
      : random() < 0.2
        ? fresh[Math.floor(random() * fresh.length)]!
        : common[Math.floor(random() * common.length)]!;
  return Array.from({ length: 4 }, () => {
    let text = "";
    while (text.length < 98_990) text += word() + " ";
    return { type: "paragraph" as const, content: `<p>${text.slice(0, 98_990)}</p>` };
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

type Target = { databaseUrl?: string; dataDir?: string };

export type GiantSaveResult = Awaited<ReturnType<typeof runGiantSaves>>;

/**
 * Runs the saves on the database of `target` (an existing one: the bench's, with its content), or
 * on a new one (PGlite in a new folder, or a new database on DATABASE_URL's server).
 */
export async function runGiantSaves(options: { saves: number; distinct: boolean; target?: Target }) {
  const { saves } = options;
  const dataDir = options.target?.dataDir ?? (await mkdtemp(path.join(tmpdir(), "hronika-giant-save-")));
  const ownFolder = !options.target?.dataDir;
  const adminUrl = options.target ? undefined : process.env.DATABASE_URL;
  const run = adminUrl ? await createRunDatabase(adminUrl) : null;
  const url = options.target?.databaseUrl ?? run?.url;
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, "db") });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const tokens = createTokenService("giant-save-bench-secret-that-is-long-enough-0123456789");
  const app = await buildApp({
    config,
    db: database.db,
    tokens,
    media: createLocalStorage(path.join(dataDir, "uploads")),
    changes: createLocalContentChanges(),
    databaseKind: database.kind,
  });
  await app.ready();
  try {
    const user = (await createUser(database.db, {
      username: `giant${Date.now()}`,
      password: "correct-horse-battery",
      role: "Journalist",
      isActive: true,
      name: "Голям Текст",
    }))!;
    const token = await tokens.sign({ userId: user.id, userType: "journalist", version: user.tokenVersion });
    const as = { authorization: `Bearer ${token}` };
    const article = (n: number) => ({
      title: `Статия ${n}`,
      categories: [],
      sections: [{ type: "paragraph", content: `<p>Обикновен текст номер ${n} за читателите.</p>` }],
    });
    let readerId = 0;
    for (let n = 0; n < 20; n++) {
      const created = await app.inject({
        method: "POST",
        url: "/api/journalist/articles",
        headers: as,
        payload: article(n),
      });
      readerId = created.json().articleId;
    }
    const draft = await app.inject({
      method: "POST",
      url: "/api/journalist/articles",
      headers: as,
      payload: { ...article(99), isPublished: false },
    });
    const draftId = draft.json().articleId as number;
    let version = draft.json().version as number;

    const dbDir = path.join(dataDir, "db");
    const walDir = path.join(dbDir, "pg_wal");
    const walBefore = url ? 0 : await folderBytes(walDir);
    const dbBefore = url ? 0 : await folderBytes(dbDir);
    let reading = true;
    const saveWindows: [number, number][] = [];
    const reads: { start: number; ms: number }[] = [];
    // A reader who asks every 50 ms: each ask is timed from the moment it was due, so a server too
    // busy to even start it (its event loop held) counts, not only one slow to answer.
    const reader = (async () => {
      let due = performance.now();
      while (reading) {
        await sleep(Math.max(0, due - performance.now()));
        const answer = await app.inject({ method: "GET", url: `/api/articles/${readerId}` });
        if (answer.statusCode !== 200) throw new Error(`reader: ${answer.statusCode}`);
        reads.push({ start: due, ms: performance.now() - due });
        due = Math.max(due + 50, performance.now());
      }
    })();
    // (0 on a database from before issue 30, which has no backlog: the script measures both.)
    const backlog = async () =>
      (
        await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from search_words_backlog`).catch(
          () => [{ n: 0 }],
        )
      )[0]!.n;

    const saveTimes: number[] = [];
    const started = performance.now();
    for (let i = 0; i < saves; i++) {
      const sections = giantSections(options.distinct);
      const start = performance.now();
      const answer = await app.inject({
        method: "PUT",
        url: `/api/journalist/articles/${draftId}/autosave`,
        headers: as,
        payload: { title: "Голяма чернова", categories: [], sections, version },
      });
      saveWindows.push([start, performance.now()]);
      saveTimes.push(performance.now() - start);
      if (answer.statusCode !== 200) throw new Error(`autosave: ${answer.statusCode} ${answer.body}`);
      version = answer.json().version;
      await sleep(1_000);
    }
    // The vocabulary's upkeep works in the background (decision 0100): how long until it has caught up.
    while ((await backlog()) > 0) await sleep(250);
    const caughtUp = performance.now() - started;
    reading = false;
    await reader;
    const walAfter = url ? 0 : await folderBytes(walDir);
    const dbAfter = url ? 0 : await folderBytes(dbDir);
    const [words] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from search_words`);
    const [documentWords] = await queryRows<{ n: number }>(
      database.db,
      sql`select length(body)::int as n from article_search where article_id = ${draftId}`,
    );
    const [revisionBytes] = await queryRows<{ n: number }>(
      database.db,
      sql`select coalesce(sum(coalesce(octet_length(packed), 0) + coalesce(pg_column_size(snapshot), 0)), 0)::int as n from article_revisions where article_id = ${draftId}`,
    ).catch(() =>
      queryRows<{ n: number }>(
        database.db,
        sql`select coalesce(sum(pg_column_size(snapshot)), 0)::int as n from article_revisions where article_id = ${draftId}`,
      ),
    );
    const during = reads
      .filter((r) => saveWindows.some(([a, b]) => r.start < b && r.start + r.ms > a))
      .map((r) => r.ms);
    const all = reads.map((r) => r.ms);
    return {
      database: database.kind,
      saves,
      words: options.distinct ? "every word new" : "~10 000 new words a save",
      documentWords: documentWords?.n ?? 0,
      saveMs: { median: Math.round(percentile(saveTimes, 50)), max: Math.round(Math.max(...saveTimes)) },
      readerMs: {
        duringSaves: {
          n: during.length,
          p50: Math.round(percentile(during, 50)),
          max: Math.round(Math.max(0, ...during)),
        },
        wholeRun: {
          n: all.length,
          p50: Math.round(percentile(all, 50)),
          p99: Math.round(percentile(all, 99)),
          max: Math.round(Math.max(0, ...all)),
        },
      },
      vocabularyCaughtUpAfterS: Math.round(caughtUp / 100) / 10,
      walMbPerSave: url ? null : Math.round((walAfter - walBefore) / saves / 1e5) / 10,
      databaseFolderMbPerSave: url ? null : Math.round((dbAfter - dbBefore) / saves / 1e5) / 10,
      revisionKbStored: Math.round((revisionBytes?.n ?? 0) / 1000),
      searchWords: words?.n ?? 0,
    };
  } finally {
    await app.close();
    await database.close();
    await run?.drop();
    if (ownFolder) await rm(dataDir, { recursive: true, force: true });
  }
}

/** The bench's rows (npm run bench, with the server stopped): on its own seeded database. */
export async function measureGiantSave(context: MeasurementContext): Promise<MeasurementRow[]> {
  const result = await runGiantSaves({
    saves: 4,
    distinct: false,
    target: { databaseUrl: context.databaseUrl, dataDir: context.dataDir },
  });
  const name = `autosave of 4 × 99 000 characters of random words (${result.documentWords} words kept of ~30 000)`;
  return [
    {
      name: `${name}: the save`,
      value: `median ${result.saveMs.median} ms, max ${result.saveMs.max} ms`,
      target: "< 1 000 ms",
      met: result.saveMs.max < 1_000,
    },
    {
      name: `${name}: a reader every 50 ms meanwhile`,
      value: `longest ${result.readerMs.duringSaves.max} ms`,
      target: "< 1 000 ms",
      met: result.readerMs.duringSaves.max < 1_000,
    },
    {
      name: `${name}: vocabulary caught up, WAL, folder`,
      value: `${result.vocabularyCaughtUpAfterS} s; ${result.walMbPerSave ?? "—"} MB WAL and ${result.databaseFolderMbPerSave ?? "—"} MB of folder a save`,
      target: "—",
      met: null,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { saves: { type: "string", default: "4" }, distinct: { type: "boolean", default: false } },
  });
  runGiantSaves({ saves: Number(values.saves), distinct: values.distinct }).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
