import { useEffect, useState } from "react";
import type {
  ArticleDetail,
  CommentCreatedResponse,
  PublicComment,
  PublicCommentThread,
} from "#common/schemas/articles.ts";
import type { OwnComments } from "#common/schemas/comments.ts";
import { publicApi } from "#web/lib/public-api.ts";
import { heldCommentIds, keepHeldComments, rememberHeldComment } from "./held-comments.ts";

/** A page of threads and the article's count of published comments. */
type PageComments = Pick<ArticleDetail, "comments"> & { stats: Pick<ArticleDetail["stats"], "comments"> };

/** A comment as the page shows it: held ones (the reader's own, waiting for review) are marked. */
export type ShownComment = PublicComment & { held?: boolean };
export type ShownThread = PublicCommentThread & { held?: boolean; replies: ShownComment[] };

/** A comment of the reader's own: from the answer of their post (with the count after it), or asked for after loading. */
export type OwnComment = { comment: PublicComment; held: boolean; comments?: number };

const oldestFirst = (a: PublicComment, b: PublicComment) => a.timestamp.localeCompare(b.timestamp) || a.id - b.id;

/**
 * The page's threads and count with the reader's own comments in them, each once: a new comment
 * first (threads are newest first, just under the form), a reply last under its comment (when that
 * is on this page; replies are oldest first).
 */
export function withOwnComments(
  page: PageComments,
  own: readonly OwnComment[],
): { threads: ShownThread[]; count: number } {
  const known = new Set(page.comments.flatMap((thread) => [thread.id, ...thread.replies.map((reply) => reply.id)]));
  const pending = own.filter((o) => !known.has(o.comment.id));
  const count = Math.max(page.stats.comments, ...own.map((o) => o.comments ?? 0));
  if (pending.length === 0) return { threads: page.comments, count };
  const threads: ShownThread[] = page.comments.map((thread) => ({ ...thread, replies: [...thread.replies] }));
  const byId = new Map(threads.map((thread) => [thread.id, thread]));
  for (const { comment, held } of [...pending].sort((a, b) => oldestFirst(a.comment, b.comment))) {
    const shown: ShownComment = held ? { ...comment, held } : comment;
    if (comment.parentId === null) {
      const thread: ShownThread = { ...shown, removed: false, replies: [], replyCount: 0 };
      threads.unshift(thread);
      byId.set(comment.id, thread);
    } else {
      const thread = byId.get(comment.parentId);
      if (!thread) continue;
      thread.replies.push(shown);
      if (!held) thread.replyCount += 1;
    }
  }
  for (const thread of threads) thread.replies.sort(oldestFirst);
  return { threads, count };
}

/**
 * The article's threads and count with the reader's own new comments in them: from the answers of
 * their own posts (the page data may come from the page cache, a few seconds behind, decision
 * 0010), and, where this browser has comments waiting for review, those too, asked for after
 * loading (only their writer sees them).
 */
export function useOwnComments(articleId: number, page: PageComments) {
  const [own, setOwn] = useState<OwnComment[]>([]);
  useEffect(() => {
    if (heldCommentIds(articleId).length === 0) return;
    let live = true;
    publicApi<OwnComments>(`/articles/${articleId}/own-comments`)
      .then(({ comments }) => {
        keepHeldComments(
          articleId,
          comments.map((c) => c.id),
        );
        if (live)
          setOwn((list) => [...list.filter((o) => !o.held), ...comments.map((comment) => ({ comment, held: true }))]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [articleId]);
  return {
    ...withOwnComments(page, own),
    add(created: CommentCreatedResponse) {
      if (created.held) rememberHeldComment(articleId, created.comment.id);
      setOwn((list) => [...list, { comment: created.comment, held: created.held, comments: created.comments }]);
    },
  };
}
