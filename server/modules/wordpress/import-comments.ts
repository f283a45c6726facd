import { eq, sql } from "drizzle-orm";
import { htmlToText } from "#common/text.ts";
import { limits } from "#common/limits.ts";
import { importReportTexts } from "#common/messages/wordpress-report.ts";
import type { Database } from "#server/db/client.ts";
import { articles, comments } from "#server/db/schema.ts";
import { markImported } from "./import-keys.ts";
import type { WxrComment } from "./wxr-types.ts";

export type CommentsImported = { added: number; already: number; spam: number; trash: number; pings: number };

const isPing = (c: WxrComment) => c.type === "pingback" || c.type === "trackback";

/** A WordPress comment's moment: its GMT date, else its local one read as UTC (an hour or two off at most). */
function momentOf(comment: WxrComment, fallback: Date): Date {
  if (comment.dateGmt) return comment.dateGmt;
  const local = new Date(`${comment.date.replace(" ", "T")}Z`);
  return Number.isNaN(local.getTime()) ? fallback : local;
}

/**
 * A post's comments, in the article's transaction (issue 33): approved ones published, pending
 * ones held for moderation, spam, trash and pingbacks left out (counted for the report). A reply
 * keeps its thread: replies here are one level deep, so one to a reply answers its thread's first
 * comment. Plain text, as readers' comments are. The article's count moves with them.
 */
export async function importComments(
  tx: Database,
  site: string,
  articleId: number,
  wxrComments: readonly WxrComment[],
  known: Map<string, number | null>,
  articleDate: Date,
): Promise<CommentsImported> {
  const result: CommentsImported = { added: 0, already: 0, spam: 0, trash: 0, pings: 0 };
  /** WordPress comment id → our id of its thread's top-level comment (undefined: not imported). */
  const threadOf = new Map<number, number>();
  const byId = new Map(wxrComments.map((c) => [c.id, c]));
  // Parents before replies, whatever order the file has them in.
  const depthOf = (c: WxrComment) => {
    let depth = 0;
    for (let p = c.parentId; p !== null && depth < 1000; p = byId.get(p)?.parentId ?? null) depth++;
    return depth;
  };
  const ordered = [...wxrComments].sort((a, b) => depthOf(a) - depthOf(b) || a.id - b.id);
  let published = 0;
  for (const comment of ordered) {
    const key = `${comment.id}`;
    const before = known.get(key);
    if (before !== undefined) {
      if (before !== null) threadOf.set(comment.id, before);
      result.already++;
      continue;
    }
    if (isPing(comment)) result.pings++;
    else if (comment.approved === "spam") result.spam++;
    else if (comment.approved !== "1" && comment.approved !== "0") result.trash++;
    if (isPing(comment) || (comment.approved !== "1" && comment.approved !== "0")) {
      await markImported(tx, site, "comment", key, null);
      continue;
    }
    let ancestor = comment.parentId;
    while (ancestor !== null && !threadOf.has(ancestor)) ancestor = byId.get(ancestor)?.parentId ?? null;
    const thread = ancestor === null ? null : threadOf.get(ancestor)!;
    const status = comment.approved === "1" ? "published" : "held";
    const [row] = await tx
      .insert(comments)
      .values({
        articleId,
        authorName: comment.author.trim().slice(0, limits.commentUsernameMax) || importReportTexts.anonymous,
        content: htmlToText(comment.content).slice(0, limits.commentContentMax) || "…",
        createdAt: momentOf(comment, articleDate),
        parentId: thread,
        status,
      })
      .returning({ id: comments.id });
    threadOf.set(comment.id, thread ?? row!.id);
    await markImported(tx, site, "comment", key, row!.id);
    result.added++;
    if (status === "published") published++;
  }
  if (published)
    await tx
      .update(articles)
      .set({
        commentsCount: sql`(select count(*)::int from ${comments} c where c.article_id = ${articleId} and c.status = 'published')`,
      })
      .where(eq(articles.id, articleId));
  return result;
}
