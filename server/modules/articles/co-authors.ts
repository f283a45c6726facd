import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { limits } from "#common/limits.ts";
import { isAdminRole, isEditorRole } from "#common/roles.ts";
import { coAuthorTexts } from "#common/messages/authors.ts";
import type { CoAuthor, StaffMember } from "#common/schemas/co-authors.ts";
import type { Database } from "#server/db/client.ts";
import { articleCoAuthors, articleReviews, articles, users } from "#server/db/schema.ts";
import { badRequest, forbidden, notFound } from "#server/http/errors.ts";

/**
 * An article's co-authors (issue 32, decision 0121). The article keeps its author
 * (`articles.author_id`, who created it); its co-authors, ordered, edit, publish, hide and schedule
 * it like the author. Only the author changes the list or deletes the article. Every journalist
 * route finds "the user's article" through `writtenBy`, so the rule is in one place.
 */

/** The articles `userId` wrote: as their author or as a co-author (one condition on `articles`). */
export function writtenBy(userId: number): SQL {
  // `in (…)` rather than a correlated `exists`: inside an OR the planner hashes the user's few
  // co-authored ids once, and an ordered list still walks its index (the author page's newest).
  return or(
    eq(articles.authorId, userId),
    inArray(articles.id, sql`(select ca.article_id from ${articleCoAuthors} ca where ca.user_id = ${userId})`),
  )!;
}

/** Who works on an article in the journalist area: the account and its role. */
export type ArticleWorker = { id: number; role: string };

/**
 * The articles `user` works on in the journalist area: the ones they wrote (as author or
 * co-author), or every article for an Editor (decision 0134), and for an admin also what waits
 * for review (decision 0135); undefined is no condition.
 */
export function reachableBy(user: ArticleWorker): SQL | undefined {
  if (isEditorRole(user.role)) return undefined;
  if (isAdminRole(user.role))
    return or(
      writtenBy(user.id),
      inArray(articles.id, sql`(select r.article_id from ${articleReviews} r where r.state = 'pending')`),
    );
  return writtenBy(user.id);
}

/** The `fields` of an article `user` works on (`reachableBy`), or 404: another's is not theirs to see. */
export async function ownArticleRow<F extends SelectedFields>(
  db: Database,
  user: ArticleWorker,
  articleId: number,
  fields: F,
) {
  const [row] = await db
    .select(fields)
    .from(articles)
    .where(and(eq(articles.id, articleId), reachableBy(user)));
  if (!row) throw notFound();
  return row;
}

/** The co-authors of an article as a column of its own row, in the byline's order. */
export function coAuthorsOfRow() {
  return sql<CoAuthor[]>`coalesce((select json_agg(json_build_object('id', u.id,
    'name', coalesce(nullif(btrim(u.name), ''), u.username), 'username', u.username) order by ca.position)
    from ${articleCoAuthors} ca join ${users} u on u.id = ca.user_id where ca.article_id = ${articles}.id), '[]'::json)`;
}

/** How many co-authors an article has, as a column of its row: a list names its author "и др." (decision 0121). */
export function coAuthorCountOfRow() {
  return sql<number>`(select count(*)::int from ${articleCoAuthors} ca where ca.article_id = ${articles}.id)`;
}

/** An author's name as a list shows it: with "и др." when the article has co-authors. */
export function listedAuthorName(name: string, coAuthorCount: number): string {
  return coAuthorCount > 0 ? coAuthorTexts.andOthers(name) : name;
}

/** What `user` is to an article: its author, a co-author, an Editor of it (decision 0134), or nothing (null). */
export type ArticleRole = "author" | "coAuthor" | "editor" | null;

export async function articleRole(db: Database, articleId: number, user: ArticleWorker): Promise<ArticleRole> {
  const userId = user.id;
  const [row] = await db
    .select({
      authorId: articles.authorId,
      coAuthor: sql<boolean>`exists (select 1 from ${articleCoAuthors} ca
        where ca.article_id = ${articles}.id and ca.user_id = ${userId})`,
    })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!row) return null;
  if (row.authorId === userId) return "author";
  if (row.coAuthor) return "coAuthor";
  return isEditorRole(user.role) ? "editor" : null;
}

/**
 * The author alone may go on (delete, change the co-authors); a co-author or an Editor is told why
 * not (403), anyone else finds nothing (404).
 */
export async function requireArticleAuthor(db: Database, articleId: number, user: ArticleWorker, refusal: string) {
  const role = await articleRole(db, articleId, user);
  if (role === null) throw notFound();
  if (role !== "author") throw forbidden(refusal);
}

/** The stored co-authors' ids, in order. */
export async function coAuthorIdsOf(db: Database, articleId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: articleCoAuthors.userId })
    .from(articleCoAuthors)
    .where(eq(articleCoAuthors.articleId, articleId))
    .orderBy(asc(articleCoAuthors.position));
  return rows.map((r) => r.userId);
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Checks a new list of co-authors (at most coAuthorsMax, no one twice, not the author, existing
 * staff accounts that are active; one already on the list may stay after being deactivated, so
 * the author's saves don't fail for it) and writes it when it differs. Answers whether it changed.
 */
export async function writeCoAuthors(
  tx: Database,
  articleId: number,
  authorId: number | null,
  wanted: readonly number[],
): Promise<boolean> {
  const field = (message: string) => badRequest(message, { coAuthors: message });
  if (wanted.length > limits.coAuthorsMax) throw field(coAuthorTexts.tooMany(limits.coAuthorsMax));
  if (new Set(wanted).size !== wanted.length) throw field(coAuthorTexts.duplicate);
  if (authorId !== null && wanted.includes(authorId)) throw field(coAuthorTexts.self);
  const stored = await coAuthorIdsOf(tx, articleId);
  if (sameList(stored, wanted)) return false;
  if (wanted.length) {
    const accounts = await tx
      .select({ id: users.id, username: users.username, name: users.name, isActive: users.isActive })
      .from(users)
      .where(inArray(users.id, [...wanted]));
    const byId = new Map(accounts.map((a) => [a.id, a]));
    for (const id of wanted) {
      const account = byId.get(id);
      if (!account) throw field(coAuthorTexts.unknown);
      if (!account.isActive && !stored.includes(id))
        throw field(coAuthorTexts.inactive(account.name?.trim() || account.username));
    }
  }
  await tx.delete(articleCoAuthors).where(eq(articleCoAuthors.articleId, articleId));
  if (wanted.length)
    await tx.insert(articleCoAuthors).values(wanted.map((userId, position) => ({ articleId, userId, position })));
  return true;
}

/**
 * The staff a co-author is chosen from (decision 0121): every active account that may write in the
 * workspace (journalists, admins, the Owner), by name. Only what the byline shows, nothing more.
 */
export async function listActiveStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(sql`lower(coalesce(nullif(btrim(${users.name}), ''), ${users.username}))`, asc(users.id))
    .limit(limits.staffListMax);
  return rows.map((r) => ({ id: r.id, username: r.username, name: r.name?.trim() || r.username }));
}

/** Whether a save's co-authors differ from the stored ones (a co-author may send the list unchanged). */
export async function changesCoAuthors(db: Database, articleId: number, wanted: readonly number[]): Promise<boolean> {
  return !sameList(await coAuthorIdsOf(db, articleId), wanted);
}
