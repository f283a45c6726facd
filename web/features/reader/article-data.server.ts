import { data, type AppLoadContext } from "react-router";
import { readerIdFromCookieHeader } from "#server/http/reader-cookie.ts";
import { idParam } from "#server/http/schemas.ts";
import { getArticleDetail } from "#server/modules/articles/service.ts";

/**
 * The published article of /article/{articleId} as this reader sees it (`liked` comes from the
 * reader cookie), or a 404 response that the route's error boundary shows as the failure view.
 */
export async function loadArticlePage(context: AppLoadContext, request: Request, articleId: string | undefined) {
  const id = idParam.safeParse(articleId);
  const readerId = readerIdFromCookieHeader(request.headers.get("cookie"));
  const article = id.success ? await getArticleDetail(context.db, id.data, { readerId }) : undefined;
  if (!article) throw data(null, { status: 404 });
  return { article };
}
