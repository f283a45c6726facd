import { z } from "./zod.ts";
import { limits } from "../limits.ts";
import { searchRanges } from "../search-query.ts";
import { articleListItemSchema } from "./articles.ts";

/**
 * GET /api/search (issues 3 and 19): the matches of a query, exact ones first, title matches first
 * within them, then newest first, a page at a time (by default the home search's 15), optionally
 * within a category and a period. A query longer than 200 characters is cut, one of nothing but
 * punctuation finds nothing: both answer 200 and say so in `query`. Only a query longer than any
 * search box sends is refused.
 */
export const searchQuerySchema = z.object({
  q: z.string().max(limits.searchQueryInputMax).default(""),
  category: z.string().trim().min(1).max(limits.categoryNameMax).optional(),
  range: z.enum(searchRanges).default("any"),
  page: z.coerce.number().int().min(1).max(limits.searchMaxResults).default(1),
  pageSize: z.coerce.number().int().min(1).max(limits.apiMaxPageSize).default(limits.homeSearchMaxResults),
  /** With each result's snippet (the results page has them; the as-you-type list does not ask). */
  snippets: z.enum(["true", "false"]).default("false"),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Where a result's text matched: the text around the query's words, the words marked. */
export const snippetSchema = z.array(z.object({ text: z.string(), mark: z.boolean() }));
export type Snippet = z.infer<typeof snippetSchema>;

export const searchResultSchema = articleListItemSchema.extend({ snippet: snippetSchema.optional() });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  articles: z.array(searchResultSchema),
  /** All matches: exact up to `limits.searchMaxResults`, the database's estimate above. */
  total: z.number(),
  totalIsEstimate: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  /** Pages of results that can be read (the first `limits.searchMaxResults` results). */
  totalPages: z.number(),
  query: z.object({
    /** What was searched: the query cleaned and cut. */
    text: z.string(),
    /** Its words, folded; none when it has no letters or digits. */
    words: z.array(z.string()),
    /** Whether the query was longer than `limits.searchQueryMaxChars` and cut. */
    cut: z.boolean(),
    /** Words past the first `limits.searchMaxWords`, not searched. */
    ignoredWords: z.number(),
    /** No article has every word: these are the closest matches, with the most of the words (issue 29). */
    closest: z.boolean(),
    /** The query's words no article has (folded). */
    unmatched: z.array(z.string()),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
