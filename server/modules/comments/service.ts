import { and, asc, eq, sql, type SQLWrapper } from "drizzle-orm";
import { commentLimits } from "#common/limits.ts";
import { commentServerErrors } from "#common/messages/server-errors.ts";
import type {
  CommentCreatedResponse,
  Pagination,
  PublicComment,
  PublicCommentThread,
} from "#common/schemas/articles.ts";
import type { CommentHoldReason, CommentPost } from "#common/schemas/comments.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { preparedSql } from "#server/db/prepared-statements.ts";
import { articles, comments, type CommentRow } from "#server/db/schema.ts";
import { badRequest, conflict, HttpError, notFound } from "#server/http/errors.ts";
import type { Writer } from "./moderation-state.ts";

const toPublicComment = (
  row: Pick<CommentRow, "id" | "authorName" | "content" | "createdAt" | "parentId">,
): PublicComment => ({
  id: row.id,
  author: row.authorName,
  avatar: null,
  content: row.content,
  timestamp: row.createdAt.toISOString(),
  parentId: row.parentId,
});

/**
 * A repeat of a comment the reader posted a moment ago (a double click, the form's answer reloaded,
 * the same text sent again): refused, naming the stored one, which the form without JavaScript
 * leads the reader to instead (issue 29, point 11).
 */
export class DuplicateCommentError extends HttpError {
  constructor(readonly commentId: number) {
    super(409, commentServerErrors.duplicate);
  }
}

/**
 * Stores a reader's comment (plain text) on a published article: published, or held for review
 * (`heldReason`), only a published one counted, in the same transaction. A reply goes under the
 * top-level comment of the one it answers (one level deep); that one must be published, and its
 * thread must have room (commentLimits.repliesPerThread). The same text from the same reader or
 * address on the same article and thread within commentLimits.duplicateWindowMinutes is refused
 * (DuplicateCommentError). Both checks run under the article's row lock, so two posts at once (a
 * double click 29 ms apart) are checked one after the other.
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
      if (!answered || answered.status !== "published")
        throw badRequest(commentServerErrors.parentGone, { parentId: commentServerErrors.parentGone });
      parentId = answered.parentId ?? answered.id;
    }
    const [repeat] = await queryRows<{ id: number }>(
      tx,
      sql`select id from ${comments}
           where article_id = ${articleId} and created_at > now() - make_interval(mins => ${commentLimits.duplicateWindowMinutes})
             and content = ${input.content} and parent_id is not distinct from ${parentId}::int
             and (reader_id = ${writer.readerId} or address_hash = ${writer.addressHash})
           order by created_at desc limit 1`,
    );
    if (repeat) throw new DuplicateCommentError(repeat.id);
    if (parentId !== null) {
      const [replies] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${comments} where parent_id = ${parentId}`,
      );
      if ((replies?.n ?? 0) >= commentLimits.repliesPerThread) throw conflict(commentServerErrors.threadFull);
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

/** The newest published replies of the thread `thread.id`, as a lateral subquery's body. */
const newestReplies = (columns: string) =>
  sql.raw(
    `select ${columns} from comments r where r.parent_id = thread.id and r.status = 'published' order by r.created_at desc, r.id desc limit ${commentLimits.repliesShownPerThread}`,
  );

/**
 * Every thread readers see on an article, newest first, with its page of the article's comments
 * (issue 30, point 7): a page ends once its threads' text, each with its shown replies and
 * commentOverheadChars a comment for the markup, reaches commentLimits.pageChars; a thread counts
 * at least pageChars / threadsPerPage, so no page holds more than threadsPerPage threads. One rule
 * for reading a page, counting them, and finding the page of a comment.
 */
function threadPages(articleId: SQLWrapper | number) {
  const { pageChars, commentOverheadChars, threadsPerPage } = commentLimits;
  return sql`select t.id, t.author_name, t.content, t.created_at, t.status, t.reply_count,
                    (floor((sum(t.weight) over (order by t.created_at desc, t.id desc) - t.weight) / ${sql.raw(String(pageChars))}) + 1)::int as page
               from (select thread.id, thread.author_name, thread.content, thread.created_at, thread.status, n.reply_count,
                            greatest(${sql.raw(String(Math.ceil(pageChars / threadsPerPage)))},
                                     (case when thread.status = 'hidden' then 0 else char_length(thread.content) end) + ${sql.raw(String(commentOverheadChars))} + w.chars) as weight
                       from ${comments} thread
                       cross join lateral (select count(*)::int as reply_count from ${comments} r where r.parent_id = thread.id and r.status = 'published') n
                       cross join lateral (select coalesce(sum(char_length(s.content) + ${sql.raw(String(commentOverheadChars))}), 0)::int as chars
                                             from (${newestReplies("r.content")}) s) w
                      where thread.article_id = ${articleId} and ${visibleThread("thread")}) t`;
}

type PageRow = {
  kind: "total" | "thread" | "reply";
  id: number | null;
  parent_id: number | null;
  author_name: string | null;
  content: string | null;
  created_at: string | Date | null;
  status: "published" | "hidden" | null;
  /** A thread's published replies; on the total row, the number of threads. */
  n: number | string | null;
  /** On the total row: the number of pages. */
  pages: number | string | null;
};

const rowComment = (row: {
  id: number | null;
  author_name: string | null;
  content: string | null;
  created_at: string | Date | null;
  parent_id: number | null;
}) =>
  toPublicComment({
    id: row.id!,
    authorName: row.author_name!,
    content: row.content!,
    createdAt: new Date(row.created_at!),
    parentId: row.parent_id,
  });

const oldestFirst = (a: PublicComment, b: PublicComment) => a.timestamp.localeCompare(b.timestamp) || a.id - b.id;

/**
 * One page of an article's comment threads as readers see them (issues 22 and 29): published
 * top-level comments, and hidden ones that still have published replies (as a placeholder),
 * newest first, each with its newest published replies (commentLimits.repliesShownPerThread),
 * oldest first among them, and the number of all of them. Pages are bounded in size as well as
 * in threads (threadPages). One statement, whatever the page holds. `pagination.total` counts
 * threads; `pageSize` is the most a page holds.
 */
export async function readCommentPage(
  db: Database,
  articleId: number,
  page: number,
): Promise<{ threads: PublicCommentThread[]; pagination: Pagination }> {
  // Every article page reads it: a prepared statement, planned once (issue 24).
  const statement = preparedSql<PageRow>(
    db,
    "comment_page",
    () => sql`with pages as (${threadPages(sql.placeholder("articleId"))}),
        threads as (select * from pages where page = ${sql.placeholder("page")})
        select 'total' as kind, null::int as id, null::int as parent_id, null as author_name, null as content, null::timestamptz as created_at, null as status,
               (select count(*) from pages)::int as n, (select coalesce(max(page), 1) from pages)::int as pages
        union all
        select 'thread', id, null, author_name, content, created_at, status::text, reply_count, null from threads
        union all
        select 'reply', r.id, r.parent_id, r.author_name, r.content, r.created_at, null, null, null
          from threads thread cross join lateral (${newestReplies("r.id, r.parent_id, r.author_name, r.content, r.created_at")}) r`,
  );
  const { rows } = await statement.execute({ articleId, page });
  const threads: PublicCommentThread[] = [];
  const byId = new Map<number, PublicCommentThread>();
  let total = 0;
  let totalPages = 1;
  for (const row of rows) {
    if (row.kind === "total") {
      total = Number(row.n);
      totalPages = Math.max(1, Number(row.pages));
    } else if (row.kind === "thread") {
      const comment = rowComment(row);
      const replyCount = Number(row.n);
      // A hidden comment stays only as the place of its replies: nothing of it is sent.
      const thread =
        row.status === "hidden"
          ? { ...comment, author: "", content: "", removed: true, replies: [], replyCount }
          : { ...comment, removed: false, replies: [], replyCount };
      threads.push(thread);
      byId.set(thread.id, thread);
    }
  }
  for (const row of rows) if (row.kind === "reply") byId.get(row.parent_id!)?.replies.push(rowComment(row));
  threads.sort((a, b) => oldestFirst(b, a));
  for (const thread of threads) thread.replies.sort(oldestFirst);
  return { threads, pagination: { total, page, pageSize: commentLimits.threadsPerPage, totalPages } };
}

/**
 * A page of the published replies of a thread, oldest first (its own page, issue 30 point 7), and
 * their pages; empty for a comment that is no thread of the article.
 */
export async function readThreadReplies(
  db: Database,
  articleId: number,
  threadId: number,
  page: number,
): Promise<{ replies: PublicComment[]; pagination: Pagination }> {
  const pageSize = commentLimits.threadRepliesPerPage;
  const rows = await queryRows<{
    id: number;
    parent_id: number;
    author_name: string;
    content: string;
    created_at: string | Date;
    total: number;
  }>(
    db,
    sql`select r.id, r.parent_id, r.author_name, r.content, r.created_at, count(*) over ()::int as total
          from ${comments} r
         where r.parent_id = ${threadId} and r.article_id = ${articleId} and r.status = 'published'
         order by r.created_at, r.id
         limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${comments} where parent_id = ${threadId} and article_id = ${articleId} and status = 'published'`,
    );
    total = counted?.total ?? 0;
  }
  return {
    replies: rows.map(rowComment),
    pagination: { total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) },
  };
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
 * One comment of a published article as its own page shows it (a reply or a report without
 * JavaScript, a thread's replies): a published one, or one of `readerId`'s waiting for review
 * (`held`, only its writer sees it), with the article's title and the page of the article's
 * comments its thread is on.
 */
export async function findPublicComment(
  db: Database,
  articleId: number,
  commentId: number,
  readerId: string | null = null,
): Promise<
  { comment: PublicComment; articleTitle: string; articleSlug: string | null; page: number; held: boolean } | undefined
> {
  const [row] = await queryRows<{
    id: number;
    parent_id: number | null;
    author_name: string;
    content: string;
    created_at: string | Date;
    title: string;
    slug: string | null;
    status: string;
    page: number | null;
  }>(
    db,
    sql`with pages as (${threadPages(articleId)})
        select c.id, c.parent_id, c.author_name, c.content, c.created_at, c.status, a.title, a.slug,
               (select page from pages where pages.id = coalesce(c.parent_id, c.id)) as page
          from ${comments} c
          join ${articles} a on a.id = c.article_id
         where c.id = ${commentId} and c.article_id = ${articleId} and a.status = 'published'
           and (c.status = 'published' or (c.status = 'held' and c.reader_id = ${readerId ?? ""}::text and ${readerId !== null}))`,
  );
  if (!row) return undefined;
  return {
    comment: rowComment(row),
    articleTitle: row.title,
    articleSlug: row.slug,
    page: row.page ?? 1,
    held: row.status === "held",
  };
}
