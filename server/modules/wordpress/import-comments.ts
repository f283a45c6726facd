import { eq, inArray, sql } from "drizzle-orm";
import { htmlToText } from "#common/text.ts";
import { limits } from "#common/limits.ts";
import { importReportTexts } from "#common/messages/wordpress-report.ts";
import type { Database } from "#server/db/client.ts";
import { articles, comments } from "#server/db/schema.ts";
import type { WxrComment } from "./wxr-types.ts";

export type CommentsImported = {
  added: number;
  published: number;
  already: number;
  spam: number;
  trash: number;
  pings: number;
  /** Each new WordPress comment's key with its row (null: left out), for the import's keys. */
  keys: [string, number | null][];
};

export const noComments: CommentsImported = {
  added: 0,
  published: 0,
  already: 0,
  spam: 0,
  trash: 0,
  pings: 0,
  keys: [],
};

const isPing = (c: WxrComment) => c.type === "pingback" || c.type === "trackback";
const isKept = (c: WxrComment) => !isPing(c) && (c.approved === "1" || c.approved === "0");
/** Rows of one insert at most, well within PostgreSQL's 65 535 parameters. */
const rowsPerInsert = 1_000;

/** A WordPress comment's moment: its GMT date, else its local one read as UTC (an hour or two off at most). */
function momentOf(comment: WxrComment, fallback: Date): Date {
  if (comment.dateGmt) return comment.dateGmt;
  const local = new Date(`${comment.date.replace(" ", "T")}Z`);
  return Number.isNaN(local.getTime()) ? fallback : local;
}

/** How many of a new post's comments readers will see, before anything is written. */
export function publishedCommentCount(wxrComments: readonly WxrComment[]): number {
  return wxrComments.filter((c) => isKept(c) && c.approved === "1").length;
}

async function insertAll(tx: Database, rows: (typeof comments.$inferInsert)[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += rowsPerInsert)
    ids.push(
      ...(
        await tx
          .insert(comments)
          .values(rows.slice(i, i + rowsPerInsert))
          .returning({ id: comments.id })
      ).map((r) => r.id),
    );
  return ids;
}

/**
 * A post's comments, in the article's transaction (issue 33): approved ones published, pending
 * ones held for moderation, spam, trash and pingbacks left out (counted for the report). A reply
 * keeps its thread: replies here are one level deep, so one to a reply joins its thread's first
 * comment, and one whose parent was left out goes up to the nearest one kept. Plain text, as
 * readers' comments are. Written in a few statements whatever their number: the threads' first
 * comments, then the replies (their keys are the caller's to write, in `keys`). `counted`: the
 * article's count has them already.
 */
export async function importComments(
  tx: Database,
  site: string,
  articleId: number,
  wxrComments: readonly WxrComment[],
  known: ReadonlyMap<string, number | null>,
  options: { articleDate: Date; counted: boolean },
): Promise<CommentsImported> {
  const { articleDate, counted } = options;
  const result: CommentsImported = { ...noComments, keys: [] };
  const byId = new Map(wxrComments.map((c) => [c.id, c]));
  const fresh = wxrComments.filter((c) => {
    if (known.has(`${c.id}`)) return (result.already++, false);
    if (isPing(c)) result.pings++;
    else if (c.approved === "spam") result.spam++;
    else if (!isKept(c)) result.trash++;
    return true;
  });
  const kept = fresh.filter(isKept);
  if (fresh.length === 0) return result;

  /** The nearest ancestor that is, or will be, a comment here: its WordPress id, or null. */
  const keptAncestor = (c: WxrComment): number | null => {
    for (let p = c.parentId, hops = 0; p !== null && hops < 1000; p = byId.get(p)?.parentId ?? null, hops++) {
      const parent = byId.get(p);
      if (known.get(`${p}`) || (parent && isKept(parent) && !known.has(`${p}`))) return p;
    }
    return null;
  };
  const ancestors = new Map(kept.map((c) => [c.id, keptAncestor(c)]));
  // An ancestor imported before is a row already: its thread is its own parent, or itself.
  const knownAncestorRows = [...new Set([...ancestors.values()].filter((p) => p !== null && known.get(`${p}`)))].map(
    (p) => known.get(`${p}`)!,
  );
  const threadOfRow = new Map(
    knownAncestorRows.length
      ? (
          await tx
            .select({ id: comments.id, parentId: comments.parentId })
            .from(comments)
            .where(inArray(comments.id, knownAncestorRows))
        ).map((r) => [r.id, r.parentId ?? r.id])
      : [],
  );
  const rowOf = (c: WxrComment, parentId: number | null) => ({
    articleId,
    authorName: c.author.trim().slice(0, limits.commentUsernameMax) || importReportTexts.anonymous,
    content: htmlToText(c.content).slice(0, limits.commentContentMax) || "…",
    createdAt: momentOf(c, articleDate),
    parentId,
    status: c.approved === "1" ? ("published" as const) : ("held" as const),
  });

  const localOf = new Map<number, number>();
  const firsts = kept.filter((c) => ancestors.get(c.id) === null);
  (
    await insertAll(
      tx,
      firsts.map((c) => rowOf(c, null)),
    )
  ).forEach((id, i) => localOf.set(firsts[i]!.id, id));
  const threadOf = (wordpressId: number): number | null => {
    const row = known.get(`${wordpressId}`);
    if (row) return threadOfRow.get(row) ?? row;
    const ancestor = ancestors.get(wordpressId);
    return ancestor === null || ancestor === undefined ? (localOf.get(wordpressId) ?? null) : threadOf(ancestor);
  };
  const replies = kept.filter((c) => ancestors.get(c.id) !== null);
  const replyRows = replies.map((c) => rowOf(c, threadOf(ancestors.get(c.id)!)));
  (await insertAll(tx, replyRows)).forEach((id, i) => localOf.set(replies[i]!.id, id));

  result.keys = fresh.map((c) => [`${c.id}`, localOf.get(c.id) ?? null]);
  result.added = kept.length;
  result.published = kept.filter((c) => c.approved === "1").length;
  if (result.published && !counted)
    await tx
      .update(articles)
      .set({
        commentsCount: sql`(select count(*)::int from ${comments} c where c.article_id = ${articleId} and c.status = 'published')`,
      })
      .where(eq(articles.id, articleId));
  return result;
}
