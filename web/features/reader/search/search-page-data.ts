import type { SearchResponse } from "#common/schemas/search.ts";
import type { SearchRange } from "#common/search-query.ts";

/** What the search results page renders, loaded on the server (search-data.server.ts). */
export type SearchPageData = {
  /** The query as searched: cleaned and cut (the form shows it again). */
  q: string;
  /** The category filter, spelled as stored; null for all. */
  category: string | null;
  range: SearchRange;
  page: number;
  categories: { id: number; name: string }[];
  /** Null when there is no query yet. */
  result: SearchResponse | null;
};
