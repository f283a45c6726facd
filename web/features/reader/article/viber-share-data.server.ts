import { data, type AppLoadContext } from "react-router";
import { idParam } from "#server/http/schemas.ts";
import { getArticleDetail } from "#server/modules/articles/service.ts";
import { articlePath } from "#common/page-paths.ts";

/** The published article the Viber page shares: its title and its public link (never text from the URL). */
export async function loadViberSharePage(context: AppLoadContext, articleId: string | undefined) {
  const id = idParam.safeParse(articleId);
  const article = id.success ? await getArticleDetail(context.db, id.data, { readerId: null }) : undefined;
  if (!article) throw data(null, { status: 404 });
  return { title: article.title, url: `${context.site.publicUrl}${articlePath(article)}` };
}
