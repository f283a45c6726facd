import type { ArticleDetail } from "#common/schemas/articles.ts";
import { createStore } from "#web/islands/store.ts";
import { publicApi } from "#web/lib/public-api.ts";

/**
 * What the article page's islands learn after the page was rendered and tell each other
 * (decision 0088): the comment count the comments island shows (with the reader's own), and the
 * article as fetched again after a like or a comment (SPEC.md §4: "after a like the article is
 * re-fetched"; "on success the page reloads"), from the API, never the page cache's copy.
 */
export const shownCommentCount = createStore<number | undefined>(undefined);
export const refetchedArticle = createStore<ArticleDetail | undefined>(undefined);

/** Fetches the article again for every island that shows part of it; a failure leaves the page as it is. */
export async function refetchArticle(articleId: number) {
  try {
    refetchedArticle.set(await publicApi<ArticleDetail>(`/articles/${articleId}`));
  } catch (error) {
    console.warn("article refetch failed", error);
  }
}
