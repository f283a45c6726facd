import { useState } from "react";
import type { ArticleDetail, CommentCreatedResponse, PublicComment } from "#common/schemas/articles.ts";

const newestFirst = (a: PublicComment, b: PublicComment) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id;

/**
 * The article's comments and count with the reader's own new comments in them, taken from the
 * answers of their own posts. The page data may come from the page cache, a few seconds behind
 * (docs/decisions/0010): the reader's comment stays on the page until that data has it too.
 */
export function useOwnComments(article: Pick<ArticleDetail, "comments" | "stats">) {
  const [own, setOwn] = useState<CommentCreatedResponse[]>([]);
  const known = new Set(article.comments.map((c) => c.id));
  const pending = own.map((o) => o.comment).filter((c) => !known.has(c.id));
  return {
    comments: pending.length === 0 ? article.comments : [...pending, ...article.comments].sort(newestFirst),
    count: Math.max(article.stats.comments, ...own.map((o) => o.comments)),
    add: (created: CommentCreatedResponse) => setOwn((list) => [...list, created]),
  };
}
