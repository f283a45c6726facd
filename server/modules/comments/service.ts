import { and, asc, eq, sql } from "drizzle-orm";
import { commentLimits } from "#common/limits.ts";
import { commentServerErrors } from "#common/messages.ts";
import type { CommentCreatedResponse, Pagination, PublicComment, PublicCommentThread } from "#common/schemas/articles.ts";
import type { CommentHoldReason, CommentPost } from "#common/schemas/comments.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { preparedSql } from "#server/db/prepared-statements.ts";
import { articles, comments, type CommentRow } from "#server/db/schema.ts";
import { badRequest, notFound } from "#server/http/errors.ts";
import type { Writer } from "./moderation-state.ts";

const toPublicComment = (row: Pick<CommentRow, "id" | "authorName" | "content" | "createdAt" | "parentId">): PublicComment => ({
  id: row.id,
  author: row.authorName,
  avatar: null,
  content: row.content,
  timestamp: row.createdAt.toISOString(),
  parentId: row.parentId,
});

/**
 * Stores a reader's comment (plain text) on a published article: published, or held for review
 * (`heldReason`), only a published one counted, in the same transaction. A reply goes under the
 * top-level comment of the one it answers (one level deep); that one must be published.
 */
export async function addComment(
  db: Database,
  articleId: number,
  input: CommentPost,
  writer: Writer & { heldReason: CommentHoldReason | null },
): Promise<CommentCreatedResponse> {
  const held = writer.heldReason !== null;
  return db.transaction(async (tx) => {
    // Counting first locks the article row, so a concurrent unpublish or delete can't slip in
    // between, and a moderator's decision (which locks articles first too) waits its turn.
    const [counted] = await tx
      .update(articles)
      .set({ commentsCount: sql`${articles.commentsCount} + ${held ? 0 : 1}` })
      .where(and(eq(articles.id, articleId), eq(articles.status, "published")))
      .returning({ comments: articles.commentsCount });
    if (!counted) throw notFound();
    let parentId: number | null = null;
    if (input.parentId !== undefined) {
      const [answered] = await tx
        .select({ id: comments.id, parentId: comments.parentId, status: comments.status })
        .from(comments)
        .where(and(eq(comments.id, input.parentId), eq(comments.articleId, articleId)));
      if (!answered || answered.status !== "published") throw badRequest(commentServerErrors.parentGone, { parentId: commentServerErrors.parentGone });
      parentId = answered.parentId ?? answered.id;
    }
    const [row] = await tx
      .insert(comments)
      .values({
        articleId,
        parentId,
        authorName: input.username,
        content: input.content,
        readerId: writer.readerId,
        addressHash: writer.addressHash,
        status: held ? "held" : "published",
        heldReason: writer.heldReason,
      })
      .returning();
    return { comment: toPublicComment(row!), comments: counted.comments, held };
  });
}

/** The threads readers see: published top-level comments, and hidden ones that keep published replies. */
const visibleThread = (alias: string) =>
  sql.raw(
    `${alias}.parent_id is null and (${alias}.status = 'published' or (${alias}.status = 'hidden' and exists (select 1 from comments r where r.parent_id = ${alias}.id and r.status = 'published')))`,
  );

type ThreadRow = {
  id: number;
  parent_id: number | null;
  author_name: string;
  content: string;
  created_at: string | Date;
  status: "published" | "hidden";
  total: number | string | null;
};

/**
 * One page of an article's comment threads as readers see them, oldest first (issue 22, point 5):
 * published top-level comments, and hidden ones that still have published replies (as a
 * placeholder), each with its published replies, oldest first. One statement, whatever the page
 * holds. `pagination.total` counts threads.
 */
export async function readCommentPage(db: Database, articleId: number, page: number): Promise<{ threads: PublicCommentThread[]; pagination: Pagination }> {
  const pageSize = commentLimits.threadsPerPage;
  // Every article page reads it: a prepared statement, planned once (issue 24).
  const statement = preparedSql<ThreadRow>(db, "comment_page", () => sql`with threads as (
          select c.id, c.author_name, c.content, c.created_at, c.status, count(*) over () as total
            from ${comments} c
           where c.article_id = ${sql.placeholder("articleId")} and ${visibleThread("c")}
           order by c.created_at, c.id
           limit ${pageSize} offset ${sql.placeholder("offset")})
        select * from (
          select id, null::int as parent_id, author_name, content, created_at, status, total from threads
          union all
          (select r.id, r.parent_id, r.author_name, r.content, r.created_at, r.status, null
             from ${comments} r
            where r.parent_id in (select id from threads) and r.status = 'published'
            order by r.created_at, r.id
            limit ${commentLimits.repliesPerPage})
        ) page
        -- The threads first, then the replies, each oldest first.
        order by page.parent_id is not null, page.created_at, page.id`);
  const { rows } = await statement.execute({ articleId, offset: (page - 1) * pageSize });
  const threads: PublicCommentThread[] = [];
  const byId = new Map<number, PublicCommentThread>();
  let total = 0;
  for (const row of rows) {
    const comment = toPublicComment({
      id: row.id,
      authorName: row.author_name,
      content: row.content,
      createdAt: new Date(row.created_at),
      parentId: row.parent_id,
    });
    if (row.parent_id === null) {
      total = Number(row.total);
      // A hidden comment stays only as the place of its replies: nothing of it is sent.
      const thread = row.status === "hidden" ? { ...comment, author: "", content: "", removed: true, replies: [] } : { ...comment, removed: false, replies: [] };
      threads.push(thread);
      byId.set(row.id, thread);
    } else {
      byId.get(row.parent_id)?.replies.push(comment);
    }
  }
  if (threads.length === 0 && page > 1) total = await countThreads(db, articleId);
  return { threads, pagination: { total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) } };
}

async function countThreads(db: Database, articleId: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${comments} c where c.article_id = ${articleId} and ${visibleThread("c")}`,
  );
  return row?.total ?? 0;
}

/** The comments of this reader (cookie) on this article that wait for review: only they see them. */
export async function listOwnHeldComments(db: Database, articleId: number, readerId: string): Promise<PublicComment[]> {
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.readerId, readerId), eq(comments.articleId, articleId), eq(comments.status, "held")))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(50);
  return rows.map(toPublicComment);
}

/** Whether an article is published (its comments are public). */
export async function isPublishedArticle(db: Database, articleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.status, "published")));
  return row !== undefined;
}

/**
 * One published comment of a published article, as its own page shows it (a reply or a report
 * without JavaScript): the comment, the article's title, and the page of the article's comments
 * its thread is on.
 */
export async function findPublicComment(
  db: Database,
  articleId: number,
  commentId: number,
): Promise<{ comment: PublicComment; articleTitle: string; page: number } | undefined> {
  const [row] = await queryRows<{ id: number; parent_id: number | null; author_name: string; content: string; created_at: string | Date; title: string; before: number }>(
    db,
    sql`select c.id, c.parent_id, c.author_name, c.content, c.created_at, a.title,
               (select count(*)::int from ${comments} t
                 where t.article_id = c.article_id and ${visibleThread("t")}
                   and (t.created_at, t.id) < (th.created_at, th.id)) as before
          from ${comments} c
          join ${articles} a on a.id = c.article_id
          join ${comments} th on th.id = coalesce(c.parent_id, c.id)
         where c.id = ${commentId} and c.article_id = ${articleId} and c.status = 'published' and a.status = 'published'`,
  );
  if (!row) return undefined;
  return {
    comment: toPublicComment({ id: row.id, authorName: row.author_name, content: row.content, createdAt: new Date(row.created_at), parentId: row.parent_id }),
    articleTitle: row.title,
    page: Math.floor(row.before / commentLimits.threadsPerPage) + 1,
  };
}
