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

/** One post's comments to import, into its article. */
export type PostComments = {
  articleId: number;
  comments: readonly WxrComment[];
  /** Its comments imported before, by WordPress id: their rows (null: left out). */
  known: ReadonlyMap<string, number | null>;
  /** When a comment without a date was written. */
  articleDate: Date;
  /** The article's count has its published comments already (a new article). */
  counted: boolean;
};

/** What of one post's comments is new, and where each new one kept goes: its nearest kept ancestor. */
function planOf(post: PostComments) {
  const result: CommentsImported = { ...noComments, keys: [] };
  const byId = new Map(post.comments.map((c) => [c.id, c]));
  const fresh = post.comments.filter((c) => {
    if (post.known.has(`${c.id}`)) return (result.already++, false);
    if (isPing(c)) result.pings++;
    else if (c.approved === "spam") result.spam++;
    else if (!isKept(c)) result.trash++;
    return true;
  });
  const kept = fresh.filter(isKept);
  /** The nearest ancestor that is, or will be, a comment here: its WordPress id, or null. */
  const keptAncestor = (c: WxrComment): number | null => {
    for (let p = c.parentId, hops = 0; p !== null && hops < 1000; p = byId.get(p)?.parentId ?? null, hops++) {
      const parent = byId.get(p);
      if (post.known.get(`${p}`) || (parent && isKept(parent) && !post.known.has(`${p}`))) return p;
    }
    return null;
  };
  return { post, result, fresh, kept, ancestors: new Map(kept.map((c) => [c.id, keptAncestor(c)])) };
}

/**
 * Posts' comments, in their articles' transaction (issue 33): approved ones published, pending
 * ones held for moderation, spam, trash and pingbacks left out (counted for the report). A reply
 * keeps its thread: replies here are one level deep, so one to a reply joins its thread's first
 * comment, and one whose parent was left out goes up to the nearest one kept. Plain text, as
 * readers' comments are. Written in a few statements whatever their number, for all the posts
 * at once: the threads' first comments, then the replies (their keys are the caller's to write,
 * in `keys`).
 */
export async function importComments(tx: Database, posts: readonly PostComments[]): Promise<CommentsImported[]> {
  const plans = posts.map(planOf);
  // An ancestor imported before is a row already: its thread is its own parent, or itself.
  const knownAncestorRows = plans.flatMap(({ post, ancestors }) =>
    [...ancestors.values()].flatMap((p) => (p !== null && post.known.get(`${p}`)) || []),
  );
  const threadOfRow = new Map(
    knownAncestorRows.length
      ? (
          await tx
            .select({ id: comments.id, parentId: comments.parentId })
            .from(comments)
            .where(inArray(comments.id, [...new Set(knownAncestorRows)]))
        ).map((r) => [r.id, r.parentId ?? r.id])
      : [],
  );
  const rowOf = (post: PostComments, c: WxrComment, parentId: number | null) => ({
    articleId: post.articleId,
    authorName: c.author.trim().slice(0, limits.commentUsernameMax) || importReportTexts.anonymous,
    content: htmlToText(c.content).slice(0, limits.commentContentMax) || "…",
    createdAt: momentOf(c, post.articleDate),
    parentId,
    status: c.approved === "1" ? ("published" as const) : ("held" as const),
  });
  const localOf = plans.map(() => new Map<number, number>());

  const firsts = plans.flatMap((plan, p) =>
    plan.kept.filter((c) => plan.ancestors.get(c.id) === null).map((c) => ({ p, c })),
  );
  (
    await insertAll(
      tx,
      firsts.map(({ p, c }) => rowOf(plans[p]!.post, c, null)),
    )
  ).forEach((id, i) => localOf[firsts[i]!.p]!.set(firsts[i]!.c.id, id));
  const threadOf = (p: number, wordpressId: number): number | null => {
    const { post, ancestors } = plans[p]!;
    const row = post.known.get(`${wordpressId}`);
    if (row) return threadOfRow.get(row) ?? row;
    const ancestor = ancestors.get(wordpressId);
    return ancestor === null || ancestor === undefined ? (localOf[p]!.get(wordpressId) ?? null) : threadOf(p, ancestor);
  };
  const replies = plans.flatMap((plan, p) =>
    plan.kept.filter((c) => plan.ancestors.get(c.id) !== null).map((c) => ({ p, c })),
  );
  const replyRows = replies.map(({ p, c }) => rowOf(plans[p]!.post, c, threadOf(p, plans[p]!.ancestors.get(c.id)!)));
  (await insertAll(tx, replyRows)).forEach((id, i) => localOf[replies[i]!.p]!.set(replies[i]!.c.id, id));

  for (const [p, { post, result, fresh, kept }] of plans.entries()) {
    result.keys = fresh.map((c) => [`${c.id}`, localOf[p]!.get(c.id) ?? null]);
    result.added = kept.length;
    result.published = kept.filter((c) => c.approved === "1").length;
    if (result.published && !post.counted)
      await tx
        .update(articles)
        .set({
          commentsCount: sql`(select count(*)::int from ${comments} c where c.article_id = ${post.articleId} and c.status = 'published')`,
        })
        .where(eq(articles.id, post.articleId));
  }
  return plans.map((plan) => plan.result);
}
