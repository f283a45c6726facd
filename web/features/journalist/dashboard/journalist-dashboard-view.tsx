import { Eye, FileText, MessageSquare, Newspaper, Pencil, PenLine, UserPen, UserRound } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { authorTexts } from "#common/messages/authors.ts";
import { journalistTexts } from "#common/messages/journalist.ts";
import { staffShellTexts, staffTexts } from "#common/messages/staff.ts";
import { ActionSheet } from "#web/components/ui/action-sheet.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { articleDate } from "../articles/article-actions.tsx";
import { StatusWithReview } from "../review-state-badge.tsx";
import { reviewAuthorTexts } from "#common/messages/reviews.ts";
import { LoadFailure } from "../load-failure.tsx";
import type { JournalistDashboardData } from "./dashboard-data.ts";
import { ViewsChart } from "./views-chart.tsx";
import { articlePath, articleEditPath } from "#common/page-paths.ts";

const card = "rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900";

/**
 * SPEC.md §2 Journalist dashboard: greeting, four numbers, quick actions, recent articles, a chart;
 * once something is published, the way to the journalist's own author page (issue 21).
 */
export function JournalistDashboardView({
  name,
  authorPage,
  data: { dashboard, views },
}: {
  name: string;
  authorPage: string;
  data: JournalistDashboardData;
}) {
  const { revalidate } = useRevalidator();
  // The author page is there once an article is published.
  const shortcuts = [
    { to: "/journalist/create", icon: PenLine, label: journalistTexts.createArticle, primary: true },
    { to: "/journalist/articles", icon: Newspaper, label: journalistTexts.viewArticles },
    ...(dashboard.ok && dashboard.data.publishedArticles > 0
      ? [{ to: authorPage, icon: UserRound, label: authorTexts.myAuthorPage }]
      : []),
    { to: "/journalist/profile", icon: UserPen, label: authorTexts.myProfile },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase dark:text-red-400">
            {staffTexts.dashboard}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {staffShellTexts.welcome(name)}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {shortcuts.map(({ to, icon: Icon, label, primary }) => (
            <Link key={to} to={to} className={buttonClasses(primary ? "primary" : "secondary")}>
              <Icon aria-hidden className="h-4 w-4" />
              {label}
            </Link>
          ))}
        </div>
      </div>

      {dashboard.ok && dashboard.data.reviewNotices > 0 && (
        // The desk decided on the person's reviews (decision 0135): said until they open the article.
        <p role="status" className={`${card} flex flex-wrap items-center justify-between gap-3 p-4`}>
          <span className="font-semibold">{reviewAuthorTexts.reviewNotices(dashboard.data.reviewNotices)}</span>
          <Link to="/journalist/articles" className={buttonClasses("secondary", "md")}>
            {journalistTexts.viewArticles}
          </Link>
        </p>
      )}
      {!dashboard.ok && (
        <LoadFailure message={apiErrorMessage(dashboard.error, journalistTexts.statsFailed)} onRetry={revalidate} />
      )}
      {dashboard.ok && (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[
              { label: journalistTexts.totalArticles, value: dashboard.data.totalArticles, icon: FileText },
              { label: journalistTexts.publishedArticles, value: dashboard.data.publishedArticles, icon: Newspaper },
              { label: journalistTexts.allTimeViews, value: dashboard.data.totalViews, icon: Eye },
              { label: journalistTexts.totalComments, value: dashboard.data.totalComments, icon: MessageSquare },
            ].map(({ label, value, icon: Icon }) => (
              <div key={label} className={`${card} p-4 sm:p-5`}>
                <dt className="flex min-w-0 items-center gap-2 text-xs text-zinc-600 sm:text-sm dark:text-zinc-400">
                  <Icon aria-hidden className="h-4 w-4 shrink-0" />
                  {label}
                </dt>
                <dd className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl">{value.toLocaleString("bg-BG")}</dd>
              </div>
            ))}
          </dl>

          {views.ok && <ViewsChart days={views.data.days} allTime={dashboard.data.totalViews} />}

          <section aria-labelledby="recent-articles" className={card}>
            <div className="flex items-center justify-between gap-3 border-b border-zinc-200 px-5 py-4 dark:border-zinc-800">
              <h2 id="recent-articles" className="text-base font-bold">
                {journalistTexts.recentArticles}
              </h2>
              <Link
                to="/journalist/articles"
                className="text-sm font-semibold text-brand-600 hover:underline dark:text-red-400"
              >
                {journalistTexts.allArticles}
              </Link>
            </div>
            {dashboard.data.recentArticles.length === 0 ? (
              <div className="p-8 text-center">
                <p className="text-zinc-600 dark:text-zinc-400">{journalistTexts.emptyDashboard}</p>
                <Link to="/journalist/create" className={buttonClasses("primary", "md", "mt-4")}>
                  {journalistTexts.createArticle}
                </Link>
              </div>
            ) : (
              <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
                {dashboard.data.recentArticles.slice(0, 5).map((article) => (
                  <li key={article.id} className="flex items-center gap-x-4 gap-y-2 px-5 py-3 sm:flex-wrap">
                    <div className="min-w-0 flex-1 sm:basis-64">
                      <p className="truncate font-semibold">{article.title}</p>
                      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
                        <StatusWithReview status={article.status} review={article.review} />
                        <span className="inline-flex items-center gap-1">
                          <Eye aria-hidden className="h-4 w-4" />
                          <span className="sr-only">{journalistTexts.views}: </span>
                          {article.views ?? 0}
                        </span>
                        <span>{articleDate(article)}</span>
                      </p>
                    </div>
                    <ActionSheet
                      title={article.title}
                      className="sm:hidden"
                      actions={[
                        { label: journalistTexts.edit, icon: Pencil, to: articleEditPath(article.id) },
                        ...(article.status === "published"
                          ? [{ label: journalistTexts.view, icon: Eye, to: articlePath(article) }]
                          : []),
                      ]}
                    />
                    <div className="hidden gap-2 sm:flex">
                      <Link to={articleEditPath(article.id)} className={buttonClasses("secondary", "md", "h-9 px-3")}>
                        <Pencil aria-hidden className="h-4 w-4" />
                        {journalistTexts.edit}
                      </Link>
                      {article.status === "published" && (
                        <Link to={articlePath(article)} className={buttonClasses("ghost", "md", "h-9 px-3")}>
                          <Eye aria-hidden className="h-4 w-4" />
                          {journalistTexts.view}
                        </Link>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
