import { and, eq, exists, sql } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { Author, AuthorPage } from "#common/schemas/authors.ts";
import { isStorableText } from "#common/text.ts";
import type { Database } from "#server/db/client.ts";
import { articles, users } from "#server/db/schema.ts";
import { listPublishedArticles } from "#server/modules/articles/service.ts";

/** An author found by username: their public face and their account's id. */
export type FoundAuthor = Author & { id: number };

/**
 * The author of /author/{username} (issue 21, decision 0070): a staff account, active or not, with
 * at least one published article, found by its username regardless of case. Anyone else (no such
 * account, nothing published yet) is no author page, so the page can't be used to list staff.
 */
export async function findAuthor(db: Database, username: string): Promise<FoundAuthor | undefined> {
  if (username.length > limits.usernameMax || !isStorableText(username)) return undefined;
  const published = db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.authorId, users.id), eq(articles.status, "published")));
  const [row] = await db
    .select({ id: users.id, username: users.username, name: users.name, avatar: users.avatar, bio: users.bio })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, exists(published)))
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

/** The authors with published articles, for the sitemap: username and newest publication. */
export async function listAuthorsForSitemap(db: Database): Promise<{ username: string; lastPublished: Date | null }[]> {
  return db
    .select({
      username: users.username,
      lastPublished: sql<Date | null>`max(${articles.publishDate})`.mapWith(articles.publishDate),
    })
    .from(users)
    .innerJoin(articles, and(eq(articles.authorId, users.id), eq(articles.status, "published")))
    .groupBy(users.id, users.username)
    .orderBy(users.username);
}
