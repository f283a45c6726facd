import { useMatches } from "react-router";
import { readerCommentTexts } from "#common/messages/reader.ts";
import { SiteFooter } from "#web/components/site-footer.tsx";
import { ArticleHeader } from "#web/features/reader/article/article-header.tsx";
import { loadCommentPage, postCommentPageForm } from "#web/features/reader/article/comment-page-data.server.ts";
import { CommentPage } from "#web/features/reader/article/comment-page.tsx";
import { readerFontPreloads } from "#web/features/reader/reader-fonts.ts";
import { SkipLink } from "#web/features/reader/skip-link.tsx";
import { notFoundMeta, pageTitle, siteName } from "#web/lib/meta.ts";
import { fromReaderPageData, loadReaderPageAnew, readerPageData, readerPageHandle } from "#web/islands/reader-page.ts";
import type { Route } from "./+types/article-comment";

/** A reader's page: server-rendered, its islands hydrated (decision 0088). */
export const handle = readerPageHandle;
export const clientLoader = loadReaderPageAnew;

export const links: Route.LinksFunction = () => readerFontPreloads;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return readerPageData(await loadCommentPage(context, params, request));
}

/** The reply and report forms posted without JavaScript (the server routes only that POST here). */
export async function action({ params, context, request }: Route.ActionArgs) {
  return postCommentPageForm(context, params, request);
}

/**
 * A refused form post's Retry-After (too many comments or reports) reaches the reader's browser.
 * The page may show the reader's own comment waiting for review: no shared cache keeps it.
 */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("cache-control", "private, no-store");
  return headers;
};

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const data = fromReaderPageData(loaded);
  return data
    ? [
        { title: pageTitle(matches, readerCommentTexts.commentPageTitle(data.comment.author)) },
        { name: "robots", content: "noindex" },
      ]
    : notFoundMeta(matches);
};

/** /article/{articleId}/comments/{commentId}: a comment's own page (issue 22). */
export default function ArticleComment({ loaderData, actionData }: Route.ComponentProps) {
  const name = siteName(useMatches());
  return (
    <>
      <SkipLink />
      <ArticleHeader siteName={name} />
      <CommentPage {...fromReaderPageData(loaderData)} result={actionData} />
      <SiteFooter />
    </>
  );
}
