import type { ArticleListItem } from "#common/schemas/articles.ts";
import { ArticleImage } from "./article-image.tsx";
import { ListDate } from "./article-meta.tsx";
import { CardTitleLink, focusCardClasses } from "./card-link.tsx";
import { heroImageSizes } from "./image-sizes.ts";
import { LiveBadge } from "../live-badge.tsx";

/**
 * The lead story (SPEC.md §2): 320 px high, the image the top 80 % (254 px inside the border), the title the bottom
 * 20 %. A headline longer than that space makes the card taller instead of being cut: readers read
 * the whole headline at every width (issue 29, point 13).
 */
export function HeroCard({ article }: { article: ArticleListItem }) {
  return (
    <article
      data-testid="hero-card"
      className={`group relative grid min-h-80 grid-rows-[15.875rem_minmax(4rem,auto)] overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900 ${focusCardClasses}`}
    >
      <div className="relative min-h-0 overflow-hidden">
        <ArticleImage
          article={article}
          width={1200}
          sizes={heroImageSizes}
          eager
          className="h-full w-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 bg-gradient-to-t from-black/75 to-transparent px-4 pt-10 pb-2.5">
          <span className="flex min-w-0 flex-wrap items-center gap-2">
            {article.live && <LiveBadge />}
            <span className="rounded bg-brand-600 px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-white">
              {article.category}
            </span>
          </span>
          <ListDate value={article.publishDate} className="text-xs font-medium text-white" />
        </div>
      </div>
      <div className="flex items-center px-4 py-1">
        <h2 className="font-serif text-lg leading-snug font-bold sm:text-xl">
          <CardTitleLink article={article} />
        </h2>
      </div>
    </article>
  );
}
