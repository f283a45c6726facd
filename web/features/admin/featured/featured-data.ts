import { featuredTexts } from "#common/messages/admin.ts";
import type { AdminArticleList, FeaturedInput } from "#common/schemas/admin.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";
import { api, ApiError } from "#web/lib/api.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";
import { availableQuery, type FeaturedType } from "./featured-selection.ts";

export type FeaturedItem = { id: number; title: string; publishDate: string | null };
export type Selections = Record<FeaturedType, FeaturedItem[]>;

async function loadSelection(type: FeaturedType, request: Request): Promise<FeaturedItem[]> {
  try {
    const { articles } = await api<{ articles: ArticleListItem[] }>(`/admin/featured-articles?type=${type}`, {
      request,
    });
    return articles.map((a) => ({ id: a.id, title: a.title, publishDate: a.publishDate }));
  } catch (error) {
    // SPEC.md §8: a 404 on the lists is an empty list.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** The available list's search and page, in the URL. */
export function availableFilters(params: URLSearchParams) {
  const page = Number(params.get("page"));
  return { search: params.get("search") ?? "", page: Number.isInteger(page) && page >= 1 ? page : 1 };
}
export type AvailableFilters = ReturnType<typeof availableFilters>;

export function availableParams({ search, page }: AvailableFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  return params;
}

/** Both selections as saved, and a page of the published articles to choose from (SPEC.md §2 Featured articles). */
export async function loadFeatured(request: Request) {
  const { search, page } = availableFilters(new URL(request.url).searchParams);
  const [selections, available] = await Promise.all([
    settle(
      Promise.all([loadSelection("popular", request), loadSelection("secondary", request)]).then(
        ([popular, secondary]): Selections => ({ popular, secondary }),
      ),
    ),
    settle(api<AdminArticleList>(`/admin/articles?${availableQuery(search, page)}`, { request })),
  ]);
  return { selections, available };
}
export type FeaturedData = Awaited<ReturnType<typeof loadFeatured>>;

export type FeaturedIntent = { intent: "save" } & FeaturedInput;

/** Saves both ordered selections at once. */
export async function saveFeatured(request: Request) {
  const { popularArticles, secondaryArticles } = await submittedIntent<FeaturedIntent>(request);
  return change(
    () => api("/admin/featured-articles", { method: "POST", body: { popularArticles, secondaryArticles }, request }),
    {
      done: featuredTexts.saved,
      failed: withReason(featuredTexts.saveFailed),
    },
  );
}
