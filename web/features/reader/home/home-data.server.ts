import { data, type AppLoadContext } from "react-router";
import { limits } from "#common/limits.ts";
import type { ArticleListItem, FeaturedKind } from "#common/schemas/articles.ts";
import { listPublishedArticles } from "#server/modules/articles/service.ts";
import { listCategories } from "#server/modules/categories/service.ts";
import { listFeaturedArticles } from "#server/modules/featured/service.ts";
import type { HomePageData } from "./home-page-data.ts";
import { pageFromSearch, tabFromSearch } from "./home-url.ts";

/**
 * Data of /home and /category/{category}: the page of the chosen tab, the categories and the
 * featured lists. An unknown category is a 404.
 */
export async function loadHomePage(context: AppLoadContext, url: URL, categoryParam?: string): Promise<HomePageData> {
  const { db } = context;
  const categories = await loadCategories(context, categoryParam !== undefined);
  let category: string | null = null;
  if (categoryParam !== undefined) {
    const wanted = categoryParam.toLocaleLowerCase("bg");
    const match = categories.find((c) => c.name.toLocaleLowerCase("bg") === wanted);
    if (!match) throw data(null, { status: 404 });
    category = match.name;
  }
  const tab = tabFromSearch(url.searchParams);
  const listQuery = { sort: tab, category: category ?? undefined };
  const [list, popular, chosenSecondary] = await Promise.all([
    listPublishedArticles(db, { ...listQuery, page: pageFromSearch(url.searchParams), pageSize: limits.homePageSize }),
    loadFeatured(context, "popular"),
    loadFeatured(context, "secondary"),
  ]);
  // SPEC.md §9: with no secondary selection, the row shows the current list from its 4th article on.
  const secondary =
    chosenSecondary.length > 0
      ? chosenSecondary
      : (await listPublishedArticles(db, { ...listQuery, page: 1, pageSize: 3 + limits.secondaryCount })).articles.slice(3);
  return { tab, category, categories, articles: list.articles, pagination: list.pagination, popular, secondary };
}

/** SPEC.md §8: a failed categories fetch leaves only Всички (on /home; a category page needs them). */
async function loadCategories(context: AppLoadContext, required: boolean) {
  try {
    return await listCategories(context.db);
  } catch (error) {
    if (required) throw error;
    console.error("home: categories failed to load", error);
    return [];
  }
}

/** SPEC.md §8: a failed featured fetch is only logged. */
async function loadFeatured(context: AppLoadContext, kind: FeaturedKind): Promise<ArticleListItem[]> {
  try {
    return await listFeaturedArticles(context.db, kind);
  } catch (error) {
    console.error(`home: featured ${kind} articles failed to load`, error);
    return [];
  }
}
