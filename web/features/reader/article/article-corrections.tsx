import { formatArticleDate } from "#common/dates/reader.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { ArticleDetail } from "#common/schemas/articles.ts";

/** The moment of an article's last correction or update, or null (decision 0068: only marked edits say "Обновена"). */
export function lastCorrection(article: Pick<ArticleDetail, "corrections">): string | null {
  return article.corrections.at(-1)?.createdAt ?? null;
}

/** The corrections and updates of an article, oldest first, at its end (issue 20, point 5). */
export function ArticleCorrections({ corrections }: { corrections: ArticleDetail["corrections"] }) {
  if (corrections.length === 0) return null;
  return (
    <aside
      aria-labelledby="article-corrections"
      className="mt-10 rounded-xl border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-zinc-800 dark:bg-amber-950/40 dark:text-zinc-200"
    >
      <h2 id="article-corrections" className="font-semibold text-zinc-900 dark:text-zinc-50">
        {newsroomTexts.correctionsTitle}
      </h2>
      <ul className="mt-2 space-y-2">
        {corrections.map((c) => (
          <li key={`${c.createdAt}-${c.kind}`} className="wrap-anywhere">
            <strong className="font-semibold">
              {newsroomTexts.correctionKinds[c.kind]} (
              <time dateTime={c.createdAt}>{formatArticleDate(c.createdAt)}</time>):
            </strong>{" "}
            {c.note}
          </li>
        ))}
      </ul>
    </aside>
  );
}
