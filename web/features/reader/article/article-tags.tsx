import { tagReaderTexts } from "#common/messages/tags.ts";
import { tagPath } from "#common/page-paths.ts";
import type { ArticleDetail } from "#common/schemas/articles.ts";

/** The article's tags (issue 32), each a link to its page, after the text. */
export function ArticleTags({ tags }: { tags: ArticleDetail["tags"] }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label={tagReaderTexts.articleTags} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.slug} className="min-w-0">
            <a
              href={tagPath(tag.slug)}
              className="inline-block max-w-full rounded-full border border-zinc-300 px-3 py-1 text-sm font-medium wrap-anywhere text-zinc-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-zinc-700 dark:text-zinc-200 dark:hover:border-red-300 dark:hover:text-red-300"
            >
              <span aria-hidden className="text-zinc-500 dark:text-zinc-400">
                #
              </span>
              {tag.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
