import { ImagePlus } from "lucide-react";
import { Link } from "react-router";
import { journalistTexts } from "#common/messages/journalist.ts";
import type { OwnArticle } from "#common/schemas/journalist.ts";
import { StatusWithReview } from "../review-state-badge.tsx";
import { coAuthorTexts } from "#common/messages/authors.ts";
import { ArticleActions, ArticleSheet, articleDate, type ArticleHandlers } from "./article-actions.tsx";
import { articleEditPath } from "#common/page-paths.ts";

type Props = { articles: OwnArticle[] } & ArticleHandlers;

/** The table's columns; the actions' name is for screen readers only. */
const columns = [
  { label: journalistTexts.title, className: "px-4 py-3" },
  { label: journalistTexts.status, className: "hidden w-32 px-2 py-3 sm:table-cell" },
  { label: journalistTexts.publishDate, className: "w-26 px-2 py-3 sm:w-40" },
  { label: journalistTexts.views, className: "hidden w-24 px-2 py-3 text-right md:table-cell" },
  { label: journalistTexts.actions, className: "w-14 px-2 py-3 text-right sm:w-56", hidden: true },
];

/** The list view (Списък): title, status, date, views and actions; on a phone only the date part, and a sheet. */
export function MyArticlesTable({ articles, ...handlers }: Props) {
  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <table className="w-full table-fixed text-left text-sm">
        <thead className="border-b border-zinc-200 text-xs text-zinc-600 uppercase dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.className}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {articles.map((article) => (
            <tr key={article.id}>
              <td className="px-4 py-3">
                <p className="line-clamp-2 font-semibold break-words">{article.title}</p>
                {article.coAuthored && (
                  <p className="text-xs text-zinc-600 dark:text-zinc-400">{coAuthorTexts.coAuthorMark}</p>
                )}
                <div className="mt-1 sm:hidden">
                  <StatusWithReview status={article.status} review={article.review} />
                </div>
              </td>
              <td className="hidden px-2 py-3 sm:table-cell">
                <StatusWithReview status={article.status} review={article.review} />
              </td>
              <td className="px-2 py-3 text-zinc-600 tabular-nums dark:text-zinc-400">
                <span className="sm:hidden">{articleDate(article).split(",")[0]}</span>
                <span className="hidden sm:inline">{articleDate(article)}</span>
              </td>
              <td className="hidden px-2 py-3 text-right tabular-nums md:table-cell">{article.views ?? 0}</td>
              <td className="px-2 py-3 text-right">
                <ArticleActions article={article} {...handlers} />
                <ArticleSheet article={article} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The grid view (Мрежа): a card per article with its picture, and edit plus view or publish. */
export function MyArticlesGrid({ articles, ...handlers }: Props) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li
          key={article.id}
          className="flex flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
        >
          {article.thumbnail ? (
            <div className="aspect-video bg-zinc-100 dark:bg-zinc-800">
              <img
                src={article.thumbnail}
                alt=""
                width={400}
                height={225}
                loading="lazy"
                className="h-full w-full object-cover"
              />
            </div>
          ) : (
            // No picture yet (issue 29): said, with the way to add one, instead of an empty grey box.
            <Link
              to={articleEditPath(article.id)}
              aria-label={`${journalistTexts.noThumbnail}: ${article.title}`}
              className="flex aspect-video flex-col items-center justify-center gap-2 bg-gradient-to-br from-zinc-100 to-zinc-200 text-sm font-semibold text-zinc-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:from-zinc-800 dark:to-zinc-900 dark:text-zinc-400 dark:hover:text-red-300"
            >
              <ImagePlus aria-hidden className="h-8 w-8" strokeWidth={1.5} />
              <span>{journalistTexts.noThumbnail}</span>
            </Link>
          )}
          <div className="flex flex-1 flex-col gap-2 p-4">
            <StatusWithReview status={article.status} review={article.review} />
            <p className="line-clamp-2 font-semibold break-words">{article.title}</p>
            {article.coAuthored && (
              <p className="text-xs text-zinc-600 dark:text-zinc-400">{coAuthorTexts.coAuthorMark}</p>
            )}
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {articleDate(article)} · {article.views ?? 0} {journalistTexts.views.toLowerCase()}
            </p>
            <div className="mt-auto">
              <ArticleActions article={article} compact {...handlers} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
