import { limits } from "./limits.ts";
import { removeInvisible } from "./text.ts";

/**
 * A reader's search text as it is searched (issue 19, point 4): control characters (NUL among
 * them) are spaces, invisible format characters (zero-width spaces and joiners, soft hyphens,
 * bidi marks) and halves of broken characters are dropped, spaces are collapsed, and the text is
 * cut to its first `limits.searchQueryMaxChars` characters. Whatever is left that is neither a
 * letter nor a digit (punctuation, emoji) the search itself ignores.
 */
export function cleanSearchQuery(raw: string): { text: string; cut: boolean } {
  const cleaned = removeInvisible(raw.replace(/\p{Cc}/gu, " "))
    .replace(/\s+/gu, " ")
    .trim();
  const characters = Array.from(cleaned);
  if (characters.length <= limits.searchQueryMaxChars) return { text: cleaned, cut: false };
  return { text: characters.slice(0, limits.searchQueryMaxChars).join("").trimEnd(), cut: true };
}

/** Whether a text has anything to search for: a letter or a digit. */
export function isSearchable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** The results page's date filter: published within the last day, week, month or year, or any time. */
export const searchRanges = ["any", "day", "week", "month", "year"] as const;
export type SearchRange = (typeof searchRanges)[number];

export type SearchLocation = { q: string; category?: string | null; range?: SearchRange; page?: number };

/** The shareable address of a search: /search?q=…, with category, range and page when not the default. */
export function searchHref({ q, category, range = "any", page = 1 }: SearchLocation): string {
  const params = new URLSearchParams({ q });
  if (category) params.set("category", category);
  if (range !== "any") params.set("range", range);
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}
