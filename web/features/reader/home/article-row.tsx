import type { ArticleListItem } from "#common/schemas/articles.ts";
import { ArticleImage } from "./article-image.tsx";
import { CardTitleLink, focusCardClasses } from "./card-link.tsx";
import { ArticleDate, CategoryLabel } from "./article-meta.tsx";
import { LiveBadge } from "../live-badge.tsx";

/** One article of the paged list: image, "НА ЖИВО" while its live coverage is open (issue 37), category, title, description and date. Its title is an h2, or an h3 under a list's own heading. */
export function ArticleRow({
  article,
  eager = false,
  titleLevel = 2,
}: {
  article: ArticleListItem;
  eager?: boolean;
  titleLevel?: 2 | 3;
}) {
  const Title = titleLevel === 3 ? "h3" : "h2";
  return (
    <article
      className={`group relative grid grid-cols-[6.5rem_minmax(0,1fr)] gap-4 py-4 sm:grid-cols-[12rem_minmax(0,1fr)] ${focusCardClasses}`}
    >
      <div className="aspect-[4/3] overflow-hidden rounded-lg sm:aspect-[16/10]">
        <ArticleImage
          article={article}
          width={400}
          sizes="(min-width: 640px) 192px, 104px"
          eager={eager}
          className="h-full w-full transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div className="min-w-0">
        {article.live && <LiveBadge className="mr-2 align-[0.0625rem]" />}
        <CategoryLabel article={article} />
        <Title className="mt-1 font-serif text-base leading-snug font-bold sm:text-lg">
          <CardTitleLink article={article} />
        </Title>
        <p className="mt-1 line-clamp-2 hidden text-sm text-zinc-600 sm:block dark:text-zinc-400">
          {article.description || article.preview}
        </p>
        <ArticleDate article={article} className="mt-2 block" />
      </div>
    </article>
  );
}
