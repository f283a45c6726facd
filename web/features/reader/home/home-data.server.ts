import { data, redirect, type AppLoadContext } from "react-router";
import { limits } from "#common/limits.ts";
import { imageVariant } from "#common/media.ts";
import { searchHref } from "#common/search-query.ts";
import type { FeaturedKind } from "#common/schemas/articles.ts";
import { listPublishedRows, toListItem, type ListItemRow } from "#server/modules/articles/service.ts";
import { listCategories } from "#server/modules/categories/service.ts";
import { featuredRows } from "#server/modules/featured/service.ts";
import { sharePicture } from "../article-data.server.ts";
import type { HomePageData } from "./home-page-data.ts";
import { pageFromSearch, tabFromSearch } from "./home-url.ts";

/**
 * Data of /home and /category/{category}: the page of the chosen tab, the categories and the
 * featured lists. An unknown category, or a page past the last, is a 404. Each list is one statement, its items' categories
 * and leads read with it (issue 7: few statements per page).
 */
export async function loadHomePage(context: AppLoadContext, url: URL, categoryParam?: string): Promise<HomePageData> {
  // A search asked of the list (/home?q=, /category/{name}?q=) is the results page's (issue 19).
  const q = url.searchParams.get("q");
  if (q !== null) throw redirect(searchHref({ q, category: categoryParam ?? null }));
  const { db } = context;
  const [categories, featured] = await Promise.all([
    loadCategories(context, categoryParam !== undefined),
    loadFeatured(context),
  ]);
  let category: string | null = null;
  if (categoryParam !== undefined) {
    const wanted = categoryParam.toLocaleLowerCase("bg");
    const match = categories.find((c) => c.name.toLocaleLowerCase("bg") === wanted);
    if (!match) throw data(null, { status: 404 });
    category = match.name;
  }
  const tab = tabFromSearch(url.searchParams);
  const page = pageFromSearch(url.searchParams);
  // SPEC.md §9: with no secondary selection, the row shows the current list from its 4th article on.
  const fallbackFrom = 3;
  const list = await listPublishedRows(
    db,
    { sort: tab, category: category ?? undefined, page, pageSize: limits.homePageSize },
    featured.secondary.length > 0 ? 0 : fallbackFrom + limits.secondaryCount,
  );
  // A page past the last is no page (an empty 200 would be indexed); page 1 of an empty list is the empty state.
  if (page > 1 && page > list.pagination.totalPages) throw data(null, { status: 404 });
  const secondaryRows = featured.secondary.length > 0 ? featured.secondary : list.leadingRows.slice(fallbackFrom);
  const articles = list.rows.map(toListItem);
  const lead = articles.find((article) => article.image && article.mediaType === "image");
  return {
    tab,
    category,
    categories,
    articles,
    pagination: list.pagination,
    popular: featured.popular.map(toListItem),
    secondary: secondaryRows.map(toListItem),
    shareImage: lead?.image
      ? await sharePicture(context, { url: imageVariant(lead.image, 1200), alt: lead.imageAlt || lead.title })
      : null,
  };
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
async function loadFeatured(context: AppLoadContext): Promise<Record<FeaturedKind, ListItemRow[]>> {
  try {
    return await featuredRows(context.db, context.now());
  } catch (error) {
    console.error("home: featured articles failed to load", error);
    return { popular: [], secondary: [] };
  }
}
