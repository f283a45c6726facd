import { Fragment } from "react";
import { bylineSeparator } from "#common/byline.ts";
import { authorPath } from "#common/page-paths.ts";
import type { ArticleDetail } from "#common/schemas/articles.ts";

/** The byline's people: the author, then the co-authors in their order (decision 0121). */
export function bylinePeople(article: Pick<ArticleDetail, "author" | "coAuthors">) {
  return [{ name: article.author.name, username: article.author.username }, ...article.coAuthors];
}

/**
 * Every author's name, joined the Bulgarian way ("Мария Иванова и Георги Петров"), each leading to
 * everything they wrote (issue 21); the editors' byline (an account gone) leads nowhere.
 */
export function ArticleByline({ article }: { article: Pick<ArticleDetail, "author" | "coAuthors"> }) {
  const people = bylinePeople(article);
  return people.map((person, i) => (
    <Fragment key={`${i}-${person.username ?? ""}`}>
      {person.username ? (
        <a
          href={authorPath(person.username)}
          rel="author"
          className="underline decoration-zinc-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-600 dark:decoration-zinc-600 dark:hover:text-red-300"
        >
          {person.name}
        </a>
      ) : (
        person.name
      )}
      {i < people.length - 1 && bylineSeparator(i, people.length)}
    </Fragment>
  ));
}
