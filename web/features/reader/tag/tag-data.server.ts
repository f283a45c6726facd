import { data, redirect, type AppLoadContext } from "react-router";
import type { TagPage } from "#common/schemas/tags.ts";
import { getTagPage } from "#server/modules/tags/service.ts";
import { pageFromSearch } from "../home/home-url.ts";
import { tagPageHref } from "./tag-meta.ts";

/**
 * Data of /tag/{slug} (issue 32, decision 0119): the tag and a page of its published articles. A
 * renamed or merged tag's old slug answers 301 to its page (the page cache never keeps a 301); no
 * such tag (never, or deleted) and a page past the last are a 404.
 */
export async function loadTagPage(context: AppLoadContext, url: URL, slug: string | undefined): Promise<TagPage> {
  const page = pageFromSearch(url.searchParams);
  const found = slug === undefined ? undefined : await getTagPage(context.db, slug, page);
  if (!found || (page > 1 && page > found.pagination.totalPages)) throw data(null, { status: 404 });
  if (found.tag.slug !== slug) throw redirect(tagPageHref(found.tag.slug, page), 301);
  const { tagId: _id, ...tagPage } = found;
  return tagPage;
}
