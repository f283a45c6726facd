import { TrendingUp } from "lucide-react";
import { homeTexts } from "#common/messages/reader.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";
import { ArticleImage } from "./article-image.tsx";
import { CardTitleLink, focusCardClasses } from "./card-link.tsx";
import { ArticleDate } from "./article-meta.tsx";
import { LiveBadge } from "../live-badge.tsx";

/** НАБИРАЩИ ПОПУЛЯРНОСТ: up to three articles, numbered. */
export function TrendingPanel({ articles, className = "" }: { articles: ArticleListItem[]; className?: string }) {
  return (
    <section
      aria-labelledby="trending-title"
      className={`rounded-xl border border-zinc-200 bg-zinc-50 p-4 dark:border-zinc-800 dark:bg-zinc-900 ${className}`}
    >
      <h2
        id="trending-title"
        className="flex items-center gap-2 border-b-2 border-brand-600 pb-2 text-sm font-black tracking-wider"
      >
        <TrendingUp aria-hidden className="h-4 w-4 text-brand-600 dark:text-red-400" />
        {homeTexts.trending}
      </h2>
      {articles.length === 0 ? (
        <p className="py-6 text-center text-sm text-zinc-600 dark:text-zinc-400">{homeTexts.noPopular}</p>
      ) : (
        <ol className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {articles.map((article, i) => (
            <li key={article.id} className={`group relative flex gap-3 py-3 ${focusCardClasses}`}>
              <span
                aria-hidden
                className="w-6 shrink-0 font-serif text-3xl leading-none font-black text-brand-600 dark:text-red-400"
              >
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                {article.live && <LiveBadge className="mb-1" />}
                <h3 className="text-sm leading-snug font-bold">
                  <CardTitleLink article={article} />
                </h3>
                <ArticleDate article={article} className="mt-1 block" />
              </div>
              <div className="aspect-square w-16 shrink-0 overflow-hidden rounded-md">
                <ArticleImage article={article} width={400} sizes="64px" className="h-full w-full" />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
