export type PagerItem = number | "gap";

/**
 * The pages a pager shows (SPEC.md §9): the first, the last and the neighbours of the current
 * page, with a gap (an ellipsis) wherever pages are left out.
 */
export function pagerItems(current: number, totalPages: number): PagerItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const p of shown) {
    const previous = items.at(-1);
    if (typeof previous === "number" && p - previous > 1) items.push("gap");
    items.push(p);
  }
  return items;
}
