export type PagerItem = number | "gap";

/**
 * Up to `max` page numbers centred on the current page, shifted to stay within 1..total
 * (SPEC.md §9, featured articles' pager).
 */
export function centredPages(current: number, total: number, max = 5): number[] {
  if (total <= 0) return [];
  const count = Math.min(max, total);
  let first = Math.max(1, current - Math.floor(count / 2));
  first = Math.min(first, total - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/**
 * The first page, the last, and the pages next to the current one, with a gap (an ellipsis) where
 * pages are left out (SPEC.md §9); a gap of a single page shows that page instead. A current page
 * outside 1..total counts as the nearest end.
 */
export function pagesWithGaps(requested: number, total: number): PagerItem[] {
  if (total < 1) return [];
  const current = Math.min(Math.max(requested, 1), total);
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === "number" && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) items.push("gap");
    items.push(page);
  }
  return items;
}
