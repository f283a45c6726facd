import { homeTexts } from "#common/messages/reader.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";
import { ArticleImage } from "./article-image.tsx";
import { CardTitleLink, focusCardClasses } from "./card-link.tsx";
import { secondaryImageSizes } from "./image-sizes.ts";
import { ArticleDate, CategoryLabel } from "./article-meta.tsx";
import { LiveBadge } from "../live-badge.tsx";

/** The row of up to four secondary cards. */
export function SecondaryRow({ articles, className = "" }: { articles: ArticleListItem[]; className?: string }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="secondary-title" className={className}>
      <h2 id="secondary-title" className="mb-4 border-b-2 border-brand-600 pb-2 text-sm font-black tracking-wider">
        {homeTexts.secondaryTitle}
      </h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-6 lg:grid-cols-4">
        {articles.map((article) => (
          <li key={article.id} className={`group relative min-w-0 rounded-lg ${focusCardClasses}`}>
            <div className="aspect-[16/10] overflow-hidden rounded-lg">
              <ArticleImage
                article={article}
                width={400}
                sizes={secondaryImageSizes}
                className="h-full w-full transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
              />
            </div>
            {article.live ? (
              <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
                <LiveBadge />
                <CategoryLabel article={article} />
              </p>
            ) : (
              <CategoryLabel article={article} className="mt-2 block" />
            )}
            <h3 className="mt-1 font-serif text-sm leading-snug font-bold sm:text-base">
              <CardTitleLink article={article} />
            </h3>
            <ArticleDate article={article} className="mt-1 block" />
          </li>
        ))}
      </ul>
    </section>
  );
}
