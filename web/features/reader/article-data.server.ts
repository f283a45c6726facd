import { data, type AppLoadContext } from "react-router";
import { homeTexts } from "#common/messages.ts";
import { readerIdFromCookieHeader } from "#server/http/reader-cookie.ts";
import { idParam } from "#server/http/schemas.ts";
import { getArticleDetail, listPublishedArticles } from "#server/modules/articles/service.ts";

const relatedCount = 3;

/**
 * The published article of /article/{articleId} as this reader sees it (`liked` comes from the
 * reader cookie) and the newest others of its main category, or a 404 response that the
 * route's error boundary shows as the failure view.
 */
export async function loadArticlePage(context: AppLoadContext, request: Request, articleId: string | undefined) {
  const id = idParam.safeParse(articleId);
  const readerId = readerIdFromCookieHeader(request.headers.get("cookie"));
  const article = id.success ? await getArticleDetail(context.db, id.data, { readerId }) : undefined;
  if (!article) throw data(null, { status: 404 });
  const category = article.categories[0] ?? homeTexts.defaultCategory;
  const { articles } = await listPublishedArticles(context.db, { sort: "date", category, page: 1, pageSize: relatedCount + 1 });
  return { article, related: articles.filter((a) => a.id !== article.id).slice(0, relatedCount) };
}
