import { and, eq, exists, or, sql } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { Author, AuthorPage } from "#common/schemas/authors.ts";
import { isStorableText } from "#common/text.ts";
import type { Database } from "#server/db/client.ts";
import { articleCoAuthors, articles, users } from "#server/db/schema.ts";
import { listPublishedArticles } from "#server/modules/articles/service.ts";

/** An author found by username: their public face and their account's id. */
export type FoundAuthor = Author & { id: number };

/**
 * The author of /author/{username} (issue 21, decision 0070): a staff account, active or not, with
 * at least one published article, found by its username regardless of case. Anyone else (no such
 * account, nothing published yet) is no author page, so the page can't be used to list staff.
 * A co-author of a published article is its author too (decision 0121).
 */
export async function findAuthor(db: Database, username: string): Promise<FoundAuthor | undefined> {
  if (username.length > limits.usernameMax || !isStorableText(username)) return undefined;
  const published = db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.authorId, users.id), eq(articles.status, "published")));
  const coWritten = db
    .select({ id: articleCoAuthors.articleId })
    .from(articleCoAuthors)
    .innerJoin(articles, eq(articles.id, articleCoAuthors.articleId))
    .where(and(eq(articleCoAuthors.userId, users.id), eq(articles.status, "published")));
  const [row] = await db
    .select({ id: users.id, username: users.username, name: users.name, avatar: users.avatar, bio: users.bio })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, or(exists(published), exists(coWritten))))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    username: row.username,
    name: row.name?.trim() || row.username,
    avatar: row.avatar,
    bio: row.bio,
  };
}

/** An author and one page of their published articles, newest first; undefined for no author. A page past the last is empty. */
export async function getAuthorPage(db: Database, username: string, page: number): Promise<AuthorPage | undefined> {
  const author = await findAuthor(db, username);
  if (!author) return undefined;
  const list = await listPublishedArticles(db, {
    sort: "date",
    authorId: author.id,
    page,
    pageSize: limits.authorPageSize,
  });
  const { id: _id, ...face } = author;
  return { author: face, ...list };
}

/** The authors with published articles (written or co-written), for the sitemap: username and newest publication. */
export async function listAuthorsForSitemap(db: Database): Promise<{ username: string; lastPublished: Date | null }[]> {
  const lastPublished = sql<Date | null>`max(${articles.publishDate})`.mapWith(articles.publishDate);
  const published = eq(articles.status, "published");
  const [written, coWritten] = await Promise.all([
    db
      .select({ username: users.username, lastPublished })
      .from(users)
      .innerJoin(articles, and(eq(articles.authorId, users.id), published))
      .groupBy(users.id, users.username),
    db
      .select({ username: users.username, lastPublished })
      .from(articleCoAuthors)
      .innerJoin(users, eq(users.id, articleCoAuthors.userId))
      .innerJoin(articles, and(eq(articles.id, articleCoAuthors.articleId), published))
      .groupBy(users.id, users.username),
  ]);
  const newest = new Map<string, Date | null>();
  for (const { username, lastPublished: at } of [...written, ...coWritten]) {
    const known = newest.get(username);
    if (known === undefined || (at && (!known || at > known))) newest.set(username, at);
  }
  return [...newest]
    .map(([username, at]) => ({ username, lastPublished: at }))
    .sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0));
}
