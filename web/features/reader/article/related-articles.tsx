import { tagReaderTexts } from "#common/messages/tags.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";
import { ArticleImage } from "../home/article-image.tsx";
import { ListDate } from "../home/article-meta.tsx";
import { LiveBadge } from "../live-badge.tsx";
import { articlePath } from "#common/page-paths.ts";

/** Up to four articles to read next (issue 32): those sharing its tags first, then its main category's newest. */
export function RelatedArticles({ articles }: { articles: ArticleListItem[] }) {
  if (articles.length === 0) return null;
  return (
    <aside aria-labelledby="related-title" className="mt-14 border-t-4 border-brand-600 pt-5">
      <h2 id="related-title" className="font-serif text-2xl font-bold">
        {tagReaderTexts.related}
      </h2>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 sm:gap-6">
        {articles.map((item) => (
          <li key={item.id}>
            <a href={articlePath(item)} className="group grid grid-cols-[7.5rem_1fr] items-start gap-4 sm:block">
              <div className="aspect-[16/10] overflow-hidden rounded-lg bg-zinc-100 dark:bg-zinc-900">
                <ArticleImage
                  article={item}
                  inTitleLink
                  width={400}
                  sizes="(min-width: 816px) 348px, (min-width: 640px) calc(50vw - 36px), 120px"
                  className="h-full w-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
              </div>
              <div>
                {item.live && <LiveBadge className="mb-1 sm:mt-3 sm:mb-0" />}
                <p className="font-serif text-base font-bold leading-snug group-hover:underline sm:mt-3 sm:text-lg">
                  {item.title}
                </p>
                <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
                  <ListDate value={item.publishDate} dayFormat="article" />
                </p>
              </div>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
