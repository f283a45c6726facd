import {
  BarChart3,
  Eye,
  FileText,
  Heart,
  MessageSquare,
  Newspaper,
  ShieldCheck,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { adminTexts } from "#common/messages/admin.ts";
import type { AdminDashboard } from "#common/schemas/admin.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { formatAdminDate } from "#common/dates.ts";
import { ActionSheet } from "#web/components/ui/action-sheet.tsx";
import { formatCount } from "../ui/number.ts";
import { Badge, EmptyState, ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import { Table } from "../ui/table.tsx";
import type { Loaded } from "#web/lib/staff-data.ts";
import { articlePath } from "#common/page-paths.ts";

type Stat = { label: string; value: number; icon: LucideIcon };

function StatCard({ label, value, icon: Icon }: Stat) {
  return (
    <li className="flex min-w-0 flex-col items-start gap-2 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-3 dark:border-zinc-800 dark:bg-zinc-900">
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-red-200">
        <Icon aria-hidden className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium break-words text-zinc-600 dark:text-zinc-400">{label}</p>
        <p className="text-xl font-bold tracking-tight text-zinc-900 tabular-nums sm:text-2xl dark:text-zinc-50">
          {formatCount(value)}
        </p>
      </div>
    </li>
  );
}

const statsLink = (id: number) => `/admin/articles?article=${id}`;

/** The admin dashboard (SPEC.md §2): totals and the newest published articles. */
export function DashboardScreen({ dashboard }: { dashboard: Loaded<AdminDashboard> }) {
  const { revalidate } = useRevalidator();
  if (!dashboard.ok) return <ErrorState message={adminTexts.dashboardLoadFailed} onRetry={revalidate} />;
  const { data } = dashboard;

  const stats: Stat[] = [
    { label: adminTexts.statTotalArticles, value: data.totalArticles, icon: Newspaper },
    { label: adminTexts.statPublished, value: data.publishedArticles, icon: FileText },
    { label: adminTexts.statJournalists, value: data.totalJournalists, icon: Users },
    ...(data.totalAdmins === null
      ? []
      : [{ label: adminTexts.statAdmins, value: data.totalAdmins, icon: ShieldCheck }]),
    { label: adminTexts.statViews, value: data.totalViews, icon: Eye },
    { label: adminTexts.statLikes, value: data.totalLikes, icon: Heart },
    { label: adminTexts.statComments, value: data.totalComments, icon: MessageSquare },
  ];

  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
        {stats.map((stat) => (
          <StatCard key={stat.label} {...stat} />
        ))}
      </ul>

      <Panel aria-labelledby="recent-articles">
        <PanelHeader id="recent-articles" title={adminTexts.recentArticles}>
          <Link
            to="/admin/articles"
            className="shrink-0 text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline dark:text-red-300"
          >
            {adminTexts.allArticles}
          </Link>
        </PanelHeader>
        {data.recentArticles.length === 0 ? (
          <EmptyState message={adminTexts.noRecentArticles} />
        ) : (
          <>
            {/* A table from 1280 px, where its columns fit beside the sidebar; cards with an action sheet below. */}
            <Table
              columns={[
                { label: adminTexts.title, className: "px-5" },
                { label: adminTexts.author, className: "w-44" },
                { label: adminTexts.publishDate, className: "w-32" },
                { label: adminTexts.views, className: "w-32 text-right" },
                { label: adminTexts.status, className: "w-28" },
                { label: adminTexts.actions, className: "w-44 px-5 text-right" },
              ]}
            >
              {data.recentArticles.map((article) => (
                <tr key={article.id} className="hover:bg-zinc-50 dark:hover:bg-zinc-800/40">
                  <td className="px-5 py-3">
                    <Link
                      to={articlePath(article)}
                      className="line-clamp-2 font-semibold break-words text-zinc-900 hover:text-brand-700 hover:underline dark:text-zinc-50 dark:hover:text-red-300"
                    >
                      {article.title}
                    </Link>
                  </td>
                  <td className="px-3 py-3">
                    <span className="flex min-w-0 items-center gap-2">
                      <UserAvatar name={article.author} src={article.authorAvatar} className="h-8 w-8 text-sm" />
                      <span className="truncate text-zinc-700 dark:text-zinc-300">{article.author}</span>
                    </span>
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-zinc-700 dark:text-zinc-300">
                    {formatAdminDate(article.publishDate)}
                  </td>
                  <td className="px-3 py-3 text-right text-zinc-700 tabular-nums dark:text-zinc-300">
                    {formatCount(article.views)}
                  </td>
                  <td className="px-3 py-3">
                    <Badge tone="green">{adminTexts.published}</Badge>
                  </td>
                  <td className="px-5 py-3 text-right">
                    <Link
                      to={statsLink(article.id)}
                      className={buttonClasses("ghost", "md", "h-9 px-3")}
                      aria-label={`${adminTexts.statistics}: ${article.title}`}
                    >
                      <BarChart3 aria-hidden className="h-4 w-4" />
                      {adminTexts.statistics}
                    </Link>
                  </td>
                </tr>
              ))}
            </Table>

            <ul className="divide-y divide-zinc-200 xl:hidden dark:divide-zinc-800">
              {data.recentArticles.map((article) => (
                <li key={article.id} className="flex items-start gap-3 px-4 py-3">
                  <UserAvatar name={article.author} src={article.authorAvatar} className="mt-0.5 h-9 w-9 text-sm" />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 font-semibold break-words text-zinc-900 dark:text-zinc-50">
                      {article.title}
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
                      <span>{article.author}</span>
                      <span aria-hidden>·</span>
                      <span>{formatAdminDate(article.publishDate)}</span>
                      <span aria-hidden>·</span>
                      <span>
                        {formatCount(article.views)} {adminTexts.views.toLowerCase()}
                      </span>
                      <Badge tone="green">{adminTexts.published}</Badge>
                    </p>
                  </div>
                  <ActionSheet
                    title={article.title}
                    actions={[
                      { label: adminTexts.viewArticle, icon: Eye, to: articlePath(article) },
                      { label: adminTexts.statistics, icon: BarChart3, to: statsLink(article.id) },
                    ]}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>
    </div>
  );
}
