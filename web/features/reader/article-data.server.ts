import { data, type AppLoadContext } from "react-router";
import { homeTexts } from "#common/messages.ts";
import { idParam } from "#server/http/schemas.ts";
import { getArticleDetail, listPublishedArticles } from "#server/modules/articles/service.ts";

const relatedCount = 3;

/**
 * The published article of /article/{articleId} and the newest others of its main category, or a
 * 404 response that the route's error boundary shows as the failure view. The same for every
 * reader, since the page is cached (docs/decisions/0010): `liked` is always false here, and the
 * like button asks the server for this reader's after loading.
 */
export async function loadArticlePage(context: AppLoadContext, articleId: string | undefined) {
  const id = idParam.safeParse(articleId);
  const article = id.success ? await getArticleDetail(context.db, id.data, { readerId: null }) : undefined;
  if (!article) throw data(null, { status: 404 });
  const category = article.categories[0] ?? homeTexts.defaultCategory;
  const { articles } = await listPublishedArticles(context.db, { sort: "date", category, page: 1, pageSize: relatedCount + 1 });
  return { article, related: articles.filter((a) => a.id !== article.id).slice(0, relatedCount) };
}
