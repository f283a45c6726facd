import { redirect } from "react-router";
import { formatAdminDateTime } from "#common/dates.ts";
import { adminTexts } from "#common/messages/admin.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import { isAdminRole, isEditorRole } from "#common/roles.ts";
import type { AdminArticleList } from "#common/schemas/admin.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import type { ArticleDetail } from "#common/schemas/articles.ts";
import { api } from "#web/lib/api.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";
import { articleFiltersToParams, articleListQuery, parseArticleFilters } from "./article-filters.ts";

type Category = { id: number; name: string };
type Author = Pick<PublicUser, "id" | "name" | "username">;

/**
 * The admin article list's data (SPEC.md §2 Admin articles), for the filters in the URL: the page
 * of articles, the categories and authors to filter by, and the article a statistics link points
 * at (?article=id), whose title then narrows the list.
 */
export async function loadArticles(request: Request, user: PublicUser) {
  const url = new URL(request.url);
  const filters = parseArticleFilters(url.searchParams);
  const stats = filters.article ? await settle(api<ArticleDetail>(`/articles/${filters.article}`, { request })) : null;
  if (stats?.ok && !filters.search)
    throw redirect(`${url.pathname}?${articleFiltersToParams({ ...filters, search: stats.data.title, page: 1 })}`);
  // The Editor (decision 0134) files and filters by what the journalist area lists: the categories, the active staff.
  const [list, categories, authors] = await Promise.all([
    settle(api<AdminArticleList>(`/admin/articles?${articleListQuery(filters)}`, { request })),
    settle(api<Category[]>(isAdminRole(user.role) ? "/admin/categories" : "/journalist/categories", { request })),
    isAdminRole(user.role)
      ? settle(api<Author[]>("/admin/users?role=Journalist", { request }))
      : isEditorRole(user.role)
        ? settle(api<Author[]>("/journalist/staff", { request }))
        : null,
  ]);
  // A page past the end (the last article of the last page deleted) shows the last page.
  const totalPages = list.ok ? list.data.pagination.totalPages : 0;
  if (totalPages > 0 && filters.page > totalPages)
    throw redirect(`${url.pathname}?${articleFiltersToParams({ ...filters, page: totalPages })}`);
  return {
    list,
    stats: stats?.ok ? stats.data : null,
    categories: categories.ok ? categories.data.map((c) => ({ value: c.name, label: c.name })) : [],
    authors:
      authors === null
        ? null
        : authors.ok
          ? authors.data.map((a) => ({ value: String(a.id), label: a.name?.trim() || a.username }))
          : [],
  };
}
export type ArticlesData = Awaited<ReturnType<typeof loadArticles>>;

export type ArticleIntent =
  | { intent: "status"; id: number; publish: boolean }
  | { intent: "delete"; id: number }
  // Issue 20: admins schedule any article, and cancel a schedule (back to draft).
  | { intent: "schedule"; id: number; publishAt: string }
  | { intent: "unschedule"; id: number };

/** Publishing, hiding and deleting from the list (SPEC.md §4: the list shows the change after success). */
export async function changeArticle(request: Request) {
  const intent = await submittedIntent<ArticleIntent>(request);
  if (intent.intent === "status") {
    return change(
      () =>
        api(`/admin/articles/${intent.id}/status`, { method: "PATCH", body: { isPublished: intent.publish }, request }),
      {
        done: intent.publish ? adminTexts.articlePublished : adminTexts.articleUnpublished,
        failed: withReason(adminTexts.articleStatusFailed),
      },
    );
  }
  if (intent.intent === "schedule") {
    return change(
      () =>
        api(`/admin/articles/${intent.id}/schedule`, { method: "PUT", body: { publishAt: intent.publishAt }, request }),
      {
        done: newsroomTexts.scheduled(formatAdminDateTime(intent.publishAt)),
        failed: withReason(newsroomTexts.scheduleFailed),
      },
    );
  }
  if (intent.intent === "unschedule") {
    return change(() => api(`/admin/articles/${intent.id}/schedule`, { method: "DELETE", request }), {
      done: newsroomTexts.unscheduled,
      failed: withReason(newsroomTexts.unscheduleFailed),
    });
  }
  return change(() => api(`/admin/articles/${intent.id}`, { method: "DELETE", request }), {
    done: adminTexts.articleDeleted,
    failed: adminTexts.articleDeleteFailed,
  });
}
