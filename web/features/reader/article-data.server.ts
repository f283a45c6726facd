import { data, type AppLoadContext } from "react-router";
import { homeTexts } from "#common/messages/reader.ts";
import { idParam } from "#server/http/schemas.ts";
import { getArticleDetail } from "#server/modules/articles/service.ts";
import type { ShareImage } from "#web/lib/seo.ts";
import { articleSharePicture } from "./article/article-meta.ts";
import { pageFromSearch } from "./home/home-url.ts";

const relatedCount = 3;

/**
 * The published article of /article/{articleId}, the page of its comments that `?page=` names
 * (issue 22: 50 threads a page, oldest first) and the newest others of its main category, or a
 * 404 response that the route's error boundary shows as the failure view (also for a page of
 * comments past the last). The same for every reader, since the page is cached
 * (docs/decisions/0010): `liked` is always false here, and the like button asks the server for
 * this reader's after loading; a reader's own held comments are asked for the same way.
 */
export async function loadArticlePage(context: AppLoadContext, articleId: string | undefined, request: Request) {
  const id = idParam.safeParse(articleId);
  const commentsPage = pageFromSearch(new URL(request.url).searchParams);
  const article = id.success
    ? await getArticleDetail(context.db, id.data, { readerId: null, commentsPage })
    : undefined;
  if (!article || commentsPage > article.commentPagination.totalPages) throw data(null, { status: 404 });
  const category = article.categories[0] ?? homeTexts.defaultCategory;
  const articles = await context.newestInCategory(category, relatedCount + 1);
  return {
    article,
    related: articles.filter((a) => a.id !== article.id).slice(0, relatedCount),
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
