import { BarChart3, Eye, Heart, MessageSquare, X } from "lucide-react";
import { Link } from "react-router";
import { adminTexts } from "#common/messages/admin.ts";
import type { ArticleDetail } from "#common/schemas/articles.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { formatCount } from "../ui/number.ts";
import { Panel } from "../ui/states.tsx";
import { articlePath } from "#common/page-paths.ts";

/** The statistics view the dashboard links to (?article=id): the article's numbers above the list. */
export function ArticleStatsPanel({ article, onClear }: { article: ArticleDetail; onClear: () => void }) {
  const stats = [
    { label: adminTexts.views, value: article.stats.views, icon: Eye },
    { label: adminTexts.likes, value: article.stats.likes, icon: Heart },
    { label: adminTexts.comments, value: article.stats.comments, icon: MessageSquare },
  ];
  return (
    <Panel aria-labelledby="article-stats" className="border-amber-300 p-4 sm:p-5 dark:border-amber-700/60">
      <div className="flex items-start gap-3">
        <BarChart3 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-300">
            {adminTexts.articleStatistics}
          </p>
          <h2 id="article-stats" className="mt-0.5 font-bold break-words text-zinc-900 dark:text-zinc-50">
            {article.title}
          </h2>
        </div>
        <button
          type="button"
          onClick={onClear}
          aria-label={adminTexts.showAllArticles}
          title={adminTexts.showAllArticles}
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 dark:hover:bg-zinc-800"
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {stats.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-xl bg-zinc-50 p-3 dark:bg-zinc-800/60">
            <dt className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
              <Icon aria-hidden className="h-4 w-4" />
              {label}
            </dt>
            <dd className="mt-1 text-lg font-bold text-zinc-900 tabular-nums dark:text-zinc-50">
              {formatCount(value)}
            </dd>
          </div>
        ))}
      </dl>
      <Link to={articlePath(article)} className={buttonClasses("secondary", "md", "mt-4 w-full sm:w-auto")}>
        <Eye aria-hidden className="h-4 w-4" />
        {adminTexts.viewArticle}
      </Link>
    </Panel>
  );
}
