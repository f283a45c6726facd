import { data, type AppLoadContext } from "react-router";
import { idParam } from "#server/http/schemas.ts";
import { getArticleDetail } from "#server/modules/articles/service.ts";

/** The published article of /article/{articleId}, or a 404 response. */
export async function loadArticlePage(context: AppLoadContext, articleId: string | undefined) {
  const id = idParam.safeParse(articleId);
  const article = id.success ? await getArticleDetail(context.db, id.data) : undefined;
  if (!article) throw data({ notFound: true }, { status: 404 });
  return { article };
}
