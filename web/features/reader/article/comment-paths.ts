import { articlePath, type ArticleAddress } from "#common/page-paths.ts";

/** The comments block of the article page, and its address on a page of comments. */
export const commentsAnchor = "comments";

/** A comment's place in the article page (`#comment-{id}`). */
export const commentAnchor = (commentId: number) => `comment-${commentId}`;

/** The address of a page of an article's comments (page 1 is the article's own address). */
export const commentsPageHref = (article: ArticleAddress, page: number) =>
  `${articlePath(article)}${page > 1 ? `?page=${page}` : ""}#${commentsAnchor}`;

/** A comment's own page: a reply or a report without JavaScript, and a thread's replies (web/routes/article-comment.tsx). */
export const commentPagePath = (article: ArticleAddress, commentId: number) =>
  `${articlePath(article)}/comments/${commentId}`;
