import { featuredTexts } from "#common/messages/admin.ts";
import { limits } from "#common/limits.ts";

export type FeaturedType = "popular" | "secondary";

/** SPEC.md §5 Featured: popular at most 3, secondary at most 4. */
export const featuredLimits: Record<FeaturedType, number> = {
  popular: limits.popularCount,
  secondary: limits.secondaryCount,
};
export const featuredSectionNames: Record<FeaturedType, string> = {
  popular: featuredTexts.popularSection,
  secondary: featuredTexts.secondarySection,
};

export type AddResult<T> = { ok: true; items: T[] } | { ok: false; items: T[]; error: string };

/** Appends an article unless it is already chosen; over the limit it answers SPEC's message. */
export function addFeatured<T extends { id: number }>(items: readonly T[], item: T, type: FeaturedType): AddResult<T> {
  if (items.some((x) => x.id === item.id)) return { ok: false, items: [...items], error: featuredTexts.duplicate };
  const max = featuredLimits[type];
  if (items.length >= max)
    return { ok: false, items: [...items], error: featuredTexts.overLimit(max, featuredSectionNames[type]) };
  return { ok: true, items: [...items, item] };
}

export function removeFeatured<T extends { id: number }>(items: readonly T[], id: number): T[] {
  return items.filter((x) => x.id !== id);
}

/** Whether two selections differ (order counts). */
export function selectionChanged(a: readonly { id: number }[], b: readonly { id: number }[]): boolean {
  return a.length !== b.length || a.some((x, i) => x.id !== b[i]?.id);
}

/** The query of the available list: published articles, searched and paged (SPEC.md §7). */
export function availableQuery(search: string, page: number, pageSize: number = limits.adminPageSize): string {
  const params = new URLSearchParams({ status: "published", page: String(page), pageSize: String(pageSize) });
  const trimmed = search.trim();
  if (trimmed) params.set("search", trimmed);
  return params.toString();
}
