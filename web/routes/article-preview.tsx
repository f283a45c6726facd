import { ExternalLink, FileQuestion, Pencil } from "lucide-react";
import { data, isRouteErrorResponse, Link, useMatches, useRouteError } from "react-router";
import { formatJournalistDate } from "#common/dates.ts";
import { previewTexts } from "#common/messages/journalist.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { ArticleDetail } from "#common/schemas/articles.ts";
import { ArticleSections, LeadPicture } from "#web/components/article-sections.tsx";
import { Breadcrumbs } from "#web/components/breadcrumbs.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { PageSpinner } from "#web/components/ui/spinner.tsx";
import { ArticleHeader } from "#web/features/reader/article/article-header.tsx";
import { ArticleHeading } from "#web/features/reader/article/article-heading.tsx";
import { articleBreadcrumbs } from "#web/features/reader/article/article-meta.ts";
import { ViewCount } from "#web/features/reader/article/view-count.tsx";
import { api } from "#web/lib/api.ts";
import { requireStaffSession } from "#web/lib/guards.ts";
import { pageTitle, siteName } from "#web/lib/meta.ts";
import { currentSession } from "#web/lib/session.ts";
import { settle } from "#web/lib/staff-data.ts";
import type { Route } from "./+types/article-preview";
import { adminPaths, articlePath, articleEditPath, journalistPaths } from "#common/page-paths.ts";
import { isNewsroomRole } from "#common/roles.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";

// /preview/{articleId}: an article, draft or not, as readers will see it, for its author and the
// admins only (decision 0050). Rendered in the browser with the staff token, so it never reaches
// the public page cache; the reader's own components draw it, without likes, comments or a view.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const session = await requireStaffSession(request);
  if (!/^[1-9]\d{0,15}$/.test(params.articleId)) throw data(null, { status: 404 });
  const article = await settle(api<ArticleDetail>(`/articles/${params.articleId}?editing=true`, { request }));
  if (!article.ok) throw article.error.status === 404 ? data(null, { status: 404 }) : article.error;
  // Only a journalist's own articles open here for them, and an Editor edits any (decision 0134),
  // so the builder will take the edit; an admin goes back to the admin list instead.
  return { article: article.data, mayEdit: isNewsroomRole(session.user.role), back: previewBack(session.user.role) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label={previewTexts.loading} />;
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(matches, loaded ? previewTexts.pageTitle(loaded.article.title) : previewTexts.notFound) },
  { name: "robots", content: "noindex" },
];

const bandLink = buttonClasses("secondary", "md", "h-9 px-3");

/** Back to the list the preview was opened from: My articles for a journalist, the admin list otherwise. */
const previewBack = (role: string | undefined) =>
  role === "Journalist" ? journalistPaths.articles : adminPaths.articles;

/** The band above the article: what readers see of it now, and the way back to work. */
function PreviewBand({ article, mayEdit, back }: { article: ArticleDetail; mayEdit: boolean; back: string }) {
  const draft = !article.isPublished;
  // A scheduled article is not public yet either: its band says when it will be (issue 20).
  const label =
    article.status === "scheduled"
      ? newsroomTexts.scheduledFor(formatJournalistDate(article.scheduledAt))
      : draft
        ? previewTexts.draft
        : previewTexts.published;
  return (
    <aside
      aria-label={label}
      className={`border-b ${draft ? "border-amber-300 bg-amber-50 dark:border-amber-700/60 dark:bg-amber-950/40" : "border-emerald-300 bg-emerald-50 dark:border-emerald-800/60 dark:bg-emerald-950/40"}`}
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 flex-1 basis-64 flex-wrap items-start gap-3">
          <span
            className={`mt-0.5 inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${draft ? "bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50" : "bg-emerald-200 text-emerald-950 dark:bg-emerald-800 dark:text-emerald-50"}`}
          >
            {label}
          </span>
          <p className="min-w-0 flex-1 basis-48 text-sm text-zinc-800 dark:text-zinc-100">
            {draft ? previewTexts.draftNotice : previewTexts.publishedNotice}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BackLink to={back} className={bandLink}>
            {previewTexts.back}
          </BackLink>
          {mayEdit && (
            <Link to={articleEditPath(article.id)} className={bandLink}>
              <Pencil aria-hidden className="h-4 w-4" />
              {previewTexts.edit}
            </Link>
          )}
          {!draft && (
            <Link to={articlePath(article)} className={bandLink}>
              <ExternalLink aria-hidden className="h-4 w-4" />
              {previewTexts.openPublic}
            </Link>
          )}
        </div>
      </div>
    </aside>
  );
}

export default function ArticlePreview({ loaderData, matches }: Route.ComponentProps) {
  const { article, mayEdit, back } = loaderData;
  return (
    <>
      <ArticleHeader siteName={siteName(matches)} />
      <PreviewBand article={article} mayEdit={mayEdit} back={back} />
      <main className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <div className="py-4 sm:py-5">
          <Breadcrumbs items={articleBreadcrumbs(article)} />
        </div>
        <article>
          {/* A scheduled article will carry its moment as its date (decision 0065). */}
          <ArticleHeading
            article={article.status === "scheduled" ? { ...article, publishDate: article.scheduledAt } : article}
            views={<ViewCount views={article.stats.views} />}
          />
          {article.thumbnail && (
            <LeadPicture src={article.thumbnail} alt={article.thumbnailAlt} credit={article.thumbnailCredit} />
          )}
          <ArticleSections sections={article.sections} />
        </article>
      </main>
    </>
  );
}

/** Not found (or not the caller's to see), or the article could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const name = siteName(useMatches());
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const back = previewBack(currentSession().user?.role);
  return (
    <>
      <ArticleHeader siteName={name} />
      <main className="mx-auto flex min-h-[60dvh] max-w-2xl flex-col items-center justify-center gap-5 px-6 py-16 text-center">
        <FileQuestion aria-hidden className="h-14 w-14 text-brand-600 dark:text-red-400" />
        <h1 className="font-serif text-2xl font-bold text-balance">
          {notFound ? previewTexts.notFound : previewTexts.loadFailed}
        </h1>
        <BackLink to={back} className={buttonClasses("primary")}>
          {previewTexts.back}
        </BackLink>
      </main>
    </>
  );
}
