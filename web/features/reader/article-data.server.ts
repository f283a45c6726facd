import { data, redirect, type AppLoadContext } from "react-router";
import { listPage } from "#common/list-params.ts";
import { articlePath, liveEntriesParam, parseArticleSegment } from "#common/page-paths.ts";
import { homeTexts } from "#common/messages/reader.ts";
import { getArticleDetail } from "#server/modules/articles/service.ts";
import { readLiveCoverage } from "#server/modules/live/service.ts";
import type { ShareImage } from "#web/lib/seo.ts";
import { articleSharePicture } from "./article/article-meta.ts";
import { pageFromSearch } from "./home/home-url.ts";

/**
 * The published article of /article/{id}-{slug} (issue 32, decision 0113): at any other spelling
 * of its address (`/article/{id}`, an old slug, any slug) a 301 to the canonical one, which the
 * page cache never keeps (page-entry.ts), so an article's page is cached once. Its page of
 * comments that `?page=` names (issue 22: 50 threads a page, oldest first), or a 404 response that the route's error boundary shows as the failure view (also for a page of
 * comments past the last), and its related articles (issue 32: shared tags first, then its main
 * category). Its live coverage (issue 37), if it ever had one: the key moments and the page of
 * entries that `?entries=` names, newest first (a page past the last is a 404 too), as of the
 * app's clock. The same for every reader, since the page is cached
 * (docs/decisions/0010): `liked` is always false here, and the like button asks the server for
 * this reader's after loading; a reader's own held comments are asked for the same way.
 */
export async function loadArticlePage(context: AppLoadContext, articleId: string | undefined, request: Request) {
  const address = parseArticleSegment(articleId);
  const url = new URL(request.url);
  const commentsPage = pageFromSearch(url.searchParams);
  const entriesPage = listPage(url.searchParams.get(liveEntriesParam));
  const article = address
    ? await getArticleDetail(context.db, address.id, { readerId: null, commentsPage })
    : undefined;
  if (!article) throw data(null, { status: 404 });
  if (address!.slug !== (article.slug ?? "")) throw redirect(`${articlePath(article)}${url.search}`, 301);
  if (commentsPage > article.commentPagination.totalPages) throw data(null, { status: 404 });
  const now = context.now();
  const coverage = article.live ? await readLiveCoverage(context.db, article.id, entriesPage, now) : null;
  if (entriesPage > 1 && entriesPage > (coverage?.pagination.totalPages ?? 0)) throw data(null, { status: 404 });
  const related = await context.relatedArticles({
    id: article.id,
    category: article.categories[0] ?? homeTexts.defaultCategory,
    tagSlugs: article.tags.map((tag) => tag.slug),
  });
  return {
    article,
    related,
    // The moment the entries' times are said as of ("21:45" today, with the date before).
    live: coverage ? { coverage, now: now.toISOString() } : null,
    shareImage: await sharePicture(context, articleSharePicture(article)),
  };
}

/** A link preview's picture with its size, where the upload's record knows it (issue 29). */
export async function sharePicture(
  context: AppLoadContext,
  picture: { url: string; alt: string | null } | null,
): Promise<ShareImage | null> {
  if (!picture) return null;
  const size = await context.imageSize(picture.url);
  return { ...picture, ...size };
}
