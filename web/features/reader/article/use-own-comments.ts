import { useState } from "react";
import type { ArticleDetail, CommentCreatedResponse, PublicComment } from "#common/schemas/articles.ts";

type PageComments = Pick<ArticleDetail, "comments" | "stats">;

const newestFirst = (a: PublicComment, b: PublicComment) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id;

/** The page's comments and count with the reader's own posts in them, each once. */
export function withOwnComments(page: PageComments, own: readonly CommentCreatedResponse[]): { comments: PublicComment[]; count: number } {
  const known = new Set(page.comments.map((c) => c.id));
  const pending = own.map((o) => o.comment).filter((c) => !known.has(c.id));
  return {
    comments: pending.length === 0 ? page.comments : [...pending, ...page.comments].sort(newestFirst),
    count: Math.max(page.stats.comments, ...own.map((o) => o.comments)),
  };
}

/**
 * The article's comments and count with the reader's own new comments in them, taken from the
 * answers of their own posts. The page data may come from the page cache, a few seconds behind
 * (docs/decisions/0010): the reader's comment stays on the page until that data has it too.
 */
export function useOwnComments(page: PageComments) {
  const [own, setOwn] = useState<CommentCreatedResponse[]>([]);
  return {
    ...withOwnComments(page, own),
    add: (created: CommentCreatedResponse) => setOwn((list) => [...list, created]),
  };
}
