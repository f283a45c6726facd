import type { AppLoadContext } from "react-router";
import { limits } from "#common/limits.ts";
import { articleListQuerySchema } from "#common/schemas/articles.ts";
import { listPublishedArticles } from "#server/modules/articles/service.ts";
import { listCategories } from "#server/modules/categories/service.ts";

/** Data of /home: the newest published articles and the categories. */
export async function loadHomePage(context: AppLoadContext, url: URL) {
  const query = articleListQuerySchema.parse({
    sort: "date",
    page: url.searchParams.get("page") ?? undefined,
    pageSize: limits.apiDefaultPageSize,
  });
  const [list, categories] = await Promise.all([listPublishedArticles(context.db, query), listCategories(context.db)]);
  return { ...list, categories };
}
