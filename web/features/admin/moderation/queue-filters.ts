import { commentLimits } from "#common/limits.ts";
import { moderationTabs, type ModerationTab } from "#common/schemas/comments.ts";

/** The moderation queue's filters as they live in the screen's URL (issue 22, point 2). */
export type QueueFilters = {
  tab: ModerationTab;
  /** An article's id, or "". */
  article: string;
  search: string;
  dateFrom: string;
  dateTo: string;
  page: number;
};

/** The queue opens on what needs a look first: the comments held for review. */
export const defaultQueueFilters: QueueFilters = {
  tab: "held",
  article: "",
  search: "",
  dateFrom: "",
  dateTo: "",
  page: 1,
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from search params, leaving out what the API would refuse. */
export function parseQueueFilters(params: URLSearchParams): QueueFilters {
  const tab = params.get("tab");
  const page = Number(params.get("page"));
  const date = (key: string) => (isoDate.test(params.get(key) ?? "") ? params.get(key)! : "");
  const article = params.get("article") ?? "";
  return {
    tab: (moderationTabs as readonly string[]).includes(tab ?? "") ? (tab as ModerationTab) : defaultQueueFilters.tab,
    article: /^[1-9]\d{0,9}$/.test(article) ? article : "",
    search: (params.get("search") ?? "").slice(0, 200),
    dateFrom: date("dateFrom"),
    dateTo: date("dateTo"),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** Writes the filters as search params, defaults left out so URLs stay short. */
export function queueFiltersToParams(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaultQueueFilters) as (keyof QueueFilters)[]) {
    const value = filters[key];
    if (value !== defaultQueueFilters[key] && value !== "") params.set(key, String(value));
  }
  return params;
}

/** A change of filters: anything but the page sends the list back to its first page. */
export function changeQueueFilters(filters: QueueFilters, change: Partial<QueueFilters>): QueueFilters {
  return { ...filters, ...change, page: "page" in change ? change.page! : 1 };
}

/** Whether anything but the tab narrows the list (the empty state says so). */
export const hasQueueFilters = (filters: QueueFilters) =>
  Boolean(filters.article || filters.search.trim() || filters.dateFrom || filters.dateTo);

/** The query of GET /api/admin/comments for these filters. */
export function queueQuery(filters: QueueFilters, pageSize: number = commentLimits.moderationPageSize): string {
  const params = new URLSearchParams({ tab: filters.tab });
  if (filters.article) params.set("article_id", filters.article);
  if (filters.search.trim()) params.set("search", filters.search.trim());
  if (filters.dateFrom) params.set("dateFrom", filters.dateFrom);
  if (filters.dateTo) params.set("dateTo", filters.dateTo);
  params.set("page", String(filters.page));
  params.set("pageSize", String(pageSize));
  return params.toString();
}
