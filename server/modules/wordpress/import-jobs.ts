import { rm } from "node:fs/promises";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { wxrErrorText } from "#common/messages/wordpress-import.ts";
import { importPanelTexts } from "#common/messages/wordpress-report.ts";
import type { WordpressImportRun } from "#common/schemas/wordpress-import.ts";
import type { Database } from "#server/db/client.ts";
import { anyPageChange, type ContentChanges } from "#server/db/content-changes.ts";
import { wordpressImportRuns } from "#server/db/schema.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import type { MediaStorage } from "#server/modules/media/storage.ts";
import { importWordpress, type ImportProgress } from "./import-run.ts";
import type { ImportReport } from "./import-report.ts";
import { WxrError } from "./wxr-reader.ts";

/** A run whose progress has not moved for this long ended with its process (a restart, a crash). */
const staleAfterMs = 3 * 60_000;
/** Progress is written at most this often, and at least this often while the run lives. */
const progressEveryMs = 1_000;
const heartbeatMs = 30_000;

export type ImportJobDeps = { db: Database; storage: MediaStorage; now: () => Date; changes: ContentChanges };

/** A run's row as the panel shows it. */
function runOf(row: typeof wordpressImportRuns.$inferSelect): WordpressImportRun {
  return {
    id: row.id,
    fileName: row.fileName,
    dryRun: row.dryRun,
    state: row.state as WordpressImportRun["state"],
    progress: (row.progress as ImportProgress | null) ?? null,
    report: (row.report as ImportReport | null) ?? null,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** Marks runs whose process ended while they ran as failed: their posts so far stay, a new run resumes. */
async function endAbandonedRuns(db: Database, now: Date) {
  await db
    .update(wordpressImportRuns)
    .set({ state: "failed", error: importPanelTexts.interrupted, endedAt: now })
    .where(
      and(
        eq(wordpressImportRuns.state, "running"),
        lt(
          sql`coalesce((${wordpressImportRuns.progress}->>'at')::timestamptz, ${wordpressImportRuns.startedAt})`,
          new Date(now.getTime() - staleAfterMs),
        ),
      ),
    );
}

/** The newest run, or null when there has been none. */
export async function latestImportRun(db: Database, now: Date): Promise<WordpressImportRun | null> {
  await endAbandonedRuns(db, now);
  const [row] = await db.select().from(wordpressImportRuns).orderBy(desc(wordpressImportRuns.id)).limit(1);
  return row ? runOf(row) : null;
}

/** Why a run failed, as the panel says it. */
function failureText(error: unknown): string {
  if (error instanceof WxrError) return wxrErrorText(error.code, error.line);
  return importPanelTexts.failed(error instanceof Error ? error.message : String(error));
}

/**
 * Starts importing an uploaded export in this process (one run at a time: null when another
 * runs), answers its run. The file is removed when the run ends.
 */
export async function startImportRun(
  deps: ImportJobDeps,
  actor: Actor,
  upload: { file: string; fileName: string; dryRun: boolean },
): Promise<WordpressImportRun | null> {
  await endAbandonedRuns(deps.db, deps.now());
  const [row] = await deps.db
    .insert(wordpressImportRuns)
    .values({ fileName: upload.fileName, dryRun: upload.dryRun, startedBy: actor.user.id, startedAt: deps.now() })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  void runImport(deps, actor, row.id, upload);
  return runOf(row);
}

async function runImport(deps: ImportJobDeps, actor: Actor, runId: number, upload: { file: string; dryRun: boolean }) {
  const { db } = deps;
  let latest = null as ImportProgress | null;
  let written = 0;
  const write = async () => {
    written = deps.now().getTime();
    await db
      .update(wordpressImportRuns)
      .set({ progress: { ...latest, at: deps.now().toISOString() } })
      .where(eq(wordpressImportRuns.id, runId));
  };
  const heartbeat = setInterval(() => void write().catch(() => undefined), heartbeatMs);
  heartbeat.unref();
  try {
    const report = await importWordpress({
      db,
      storage: deps.storage,
      now: deps.now,
      file: upload.file,
      dryRun: upload.dryRun,
      onProgress: (progress) => {
        latest = progress;
        if (deps.now().getTime() - written >= progressEveryMs) void write().catch(() => undefined);
      },
    });
    clearInterval(heartbeat);
    await db
      .update(wordpressImportRuns)
      .set({ state: "done", report, progress: { ...latest, at: deps.now().toISOString() }, endedAt: deps.now() })
      .where(eq(wordpressImportRuns.id, runId));
    if (!upload.dryRun) {
      const n = report.imported;
      await auditBy(
        db,
        actor,
        "CREATE",
        "ADMIN",
        runId,
        `Imported a WordPress export (${report.site}): ${n.articles} articles, ${n.comments} comments, ${n.authors} authors, ${n.redirects} redirects`,
      );
      await deps.changes.announce(anyPageChange);
    }
  } catch (error) {
    clearInterval(heartbeat);
    await db
      .update(wordpressImportRuns)
      .set({ state: "failed", error: failureText(error), endedAt: deps.now() })
      .where(eq(wordpressImportRuns.id, runId))
      .catch(() => undefined);
  } finally {
    await rm(upload.file, { force: true });
  }
}
