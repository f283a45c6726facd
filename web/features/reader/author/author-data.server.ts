import { data, type AppLoadContext } from "react-router";
import type { AuthorPage } from "#common/schemas/authors.ts";
import { getAuthorPage } from "#server/modules/authors/service.ts";
import { pageFromSearch } from "../home/home-url.ts";

/**
 * Data of /author/{username} (issue 21): the author and a page of their published articles. No
 * such author (unknown, or nothing published) and a page past the last are a 404.
 */
export async function loadAuthorPage(
  context: AppLoadContext,
  url: URL,
  username: string | undefined,
): Promise<AuthorPage> {
  const page = pageFromSearch(url.searchParams);
  const found = username === undefined ? undefined : await getAuthorPage(context.db, username, page);
  if (!found || (page > 1 && page > found.pagination.totalPages)) throw data(null, { status: 404 });
  return found;
}
