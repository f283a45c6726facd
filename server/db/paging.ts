import { asc, desc, type AnyColumn, type SQL } from "drizzle-orm";

/** One key of a list's order; the last key must make the order total (the id). */
export type OrderKey = { by: SQL | AnyColumn; desc: boolean };

/** ORDER BY of the keys, or of their exact reverse (NULLs included: DESC puts them first, ASC last). */
export function orderByKeys(keys: readonly OrderKey[], reversed = false): SQL[] {
  return keys.map((k) => (k.desc !== reversed ? desc(k.by) : asc(k.by)));
}

export type PageWindow = { offset: number; limit: number; reversed: boolean };

/**
 * Which rows of a list of `total` rows to read for a page. A database walks an offset row by
 * row, so a page in the second half of the list is read from its end, in the reverse order, with
 * the smaller offset: the last pages (which the pager always links) cost as little as the first.
 * Null for a page past the end.
 */
export function pageWindow(total: number, page: number, pageSize: number): PageWindow | null {
  const offset = (page - 1) * pageSize;
  if (offset >= total) return null;
  const limit = Math.min(pageSize, total - offset);
  if (offset <= total - offset - limit) return { offset, limit, reversed: false };
  return { offset: total - offset - limit, limit, reversed: true };
}

/** Reads one page through `read`, in the list's order whichever end it was read from. */
export async function readPage<T>(
  total: number,
  page: number,
  pageSize: number,
  read: (window: PageWindow) => Promise<T[]>,
): Promise<T[]> {
  const window = pageWindow(total, page, pageSize);
  if (!window) return [];
  const rows = await read(window);
  return window.reversed ? rows.reverse() : rows;
}
