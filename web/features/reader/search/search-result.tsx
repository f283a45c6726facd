import type { SearchResult } from "#common/schemas/search.ts";
import { ArticleImage } from "../home/article-image.tsx";
import { ArticleDate, CategoryLabel } from "../home/article-meta.tsx";
import { CardTitleLink, focusCardClasses } from "../home/card-link.tsx";

/** The query's words in a snippet. */
export const markClasses = "rounded-sm bg-amber-200 px-0.5 text-zinc-950 dark:bg-amber-300/25 dark:text-amber-50";

/** One result: category, date, title (the whole card is its link), the text around the query's words, and the image. */
export function SearchResultCard({ article, eager = false }: { article: SearchResult; eager?: boolean }) {
  return (
    <article
      className={`group relative grid grid-cols-[minmax(0,1fr)_5.5rem] gap-4 py-5 sm:grid-cols-[minmax(0,1fr)_10rem] ${focusCardClasses}`}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <CategoryLabel article={article} />
          <span aria-hidden className="text-zinc-400">
            ·
          </span>
          <ArticleDate article={article} />
        </p>
        <h2 className="mt-1 font-serif text-lg leading-snug font-bold sm:text-xl">
          <CardTitleLink article={article} />
        </h2>
        {article.snippet && article.snippet.length > 0 && (
          <p className="mt-1.5 line-clamp-4 text-sm leading-relaxed wrap-anywhere text-zinc-700 dark:text-zinc-300">
            {article.snippet.map((part, i) =>
              part.mark ? (
                <mark key={i} className={markClasses}>
                  {part.text}
                </mark>
              ) : (
                part.text
              ),
            )}
          </p>
        )}
      </div>
      <div className="aspect-[4/3] self-start overflow-hidden rounded-lg">
        <ArticleImage
          article={article}
          width={400}
          sizes="(min-width: 640px) 160px, 88px"
          eager={eager}
          className="h-full w-full"
        />
      </div>
    </article>
  );
}
