import { count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import { redirectRuleTexts } from "#common/messages/redirects.ts";
import { articlePath, parseArticleSegment } from "#common/page-paths.ts";
import {
  normalizeRedirectPath,
  normalizeRedirectTarget,
  readableRedirectPath,
  redirectPathMax,
  redirectSearchText,
} from "#common/redirect-paths.ts";
import type { AdminRedirect, AdminRedirectList, RedirectInput, RedirectListQuery } from "#common/schemas/redirects.ts";
import type { Database } from "#server/db/client.ts";
import { articles, redirects, users } from "#server/db/schema.ts";
import { badRequest, HttpError, notFound } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import { foldSearchText } from "#server/modules/search/fold.ts";
import { isLiveAddress, type ServerAddresses } from "./live-addresses.ts";

/** What the rules of a new redirect need to know of the site. */
export type RedirectSite = {
  /** This site's public address: a full URL as a redirect's target must be of it. */
  publicUrl: string;
  serverAddresses: ServerAddresses;
};

/** The article's current address, as `'/article/' || id || '-' || slug` in SQL (the search reads it). */
const articleAddress = sql<string>`'/article/' || ${articles.id} || coalesce('-' || ${articles.slug}, '')`;

const rowColumns = {
  id: redirects.id,
  fromPath: redirects.fromPath,
  toPath: redirects.toPath,
  origin: redirects.origin,
  createdAt: redirects.createdAt,
  createdBy: users.username,
  articleId: articles.id,
  articleTitle: articles.title,
  articleSlug: articles.slug,
  articleStatus: articles.status,
};

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function toAdminRedirect(row: Row): AdminRedirect {
  const article =
    row.articleId === null
      ? null
      : { id: row.articleId, title: row.articleTitle ?? "", published: row.articleStatus === "published" };
  return {
    id: row.id,
    from: row.fromPath,
    to: row.toPath ?? articlePath({ id: row.articleId ?? 0, slug: row.articleSlug }),
    article,
    origin: row.origin === "import" ? "import" : "manual",
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

function selectRows(db: Database) {
  return db
    .select(rowColumns)
    .from(redirects)
    .leftJoin(articles, eq(articles.id, redirects.articleId))
    .leftJoin(users, eq(users.id, redirects.createdBy));
}

/**
 * What `q` finds: the text in the old or the new address, as typed or as the table spells it
 * (`новини` is `/%d0%bd…`), regardless of case, or in the title of the article it leads to.
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim().slice(0, limits.searchQueryMaxChars);
  if (!text) return undefined;
  // The table spells letters beyond ASCII as the bytes of their case: "политика" finds "/category/Политика"
  // by its spellings in lower case, in capitals and with a capital first.
  const cased = [text, text.toLocaleLowerCase("bg"), text.toLocaleUpperCase("bg"), capitalized(text)];
  const spellings = [...new Set(cased.flatMap((s) => [s.toLowerCase(), redirectSearchText(s).toLowerCase()]))];
  const within = (column: SQL | typeof redirects.fromPath) =>
    spellings.map((spelling) => sql`strpos(lower(${column}), ${spelling}) > 0`);
  const folded = foldSearchText(text);
  return or(
    ...within(redirects.fromPath),
    ...within(sql`coalesce(${redirects.toPath}, ${articleAddress})`),
    ...(folded ? [sql`strpos(hronika_search_fold(${articles.title}), ${folded}) > 0`] : []),
  );
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase("bg") + text.slice(1).toLocaleLowerCase("bg");

/** A page of the redirects, newest first, with the pager's totals (the screen "Пренасочвания"). */
export async function listRedirects(db: Database, query: RedirectListQuery): Promise<AdminRedirectList> {
  const where = searchCondition(query.q);
  const pageSize = limits.redirectsPageSize;
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(where)
      // Ids are given in the order of adding (an import's all share one moment): the primary key's order.
      .orderBy(desc(redirects.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(redirects).leftJoin(articles, eq(articles.id, redirects.articleId)).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    redirects: rows.map(toAdminRedirect),
    pagination: { total, page: query.page, pageSize, totalPages: Math.ceil(total / pageSize) },
  };
}

/** A refusal at its field (`from`, `to`): 400, or 409 for an old address that already has a redirect. */
const refused = (field: "from" | "to", text: string, status = 400) => new HttpError(status, text, { [field]: text });

/** An address as typed, checked: its key or target, or the reason it is none. */
function readAddress(text: string, field: "from" | "to", publicUrl: string): string | HttpError {
  const trimmed = text.trim();
  if (!trimmed) return refused(field, field === "from" ? redirectRuleTexts.fromRequired : redirectRuleTexts.toRequired);
  if (trimmed.length > redirectPathMax) return refused(field, redirectRuleTexts.tooLong(redirectPathMax));
  const address = field === "from" ? normalizeRedirectPath(trimmed) : normalizeRedirectTarget(trimmed, publicUrl);
  if (address !== null) return address;
  if (field === "to" && normalizeRedirectPath(trimmed) !== null) return refused(field, redirectRuleTexts.otherSite);
  // Short to type, too long once its letters are encoded (400 Cyrillic letters are 3600 characters).
  const long = redirectSearchText(trimmed).length > redirectPathMax;
  return refused(field, long ? redirectRuleTexts.tooLong(redirectPathMax) : redirectRuleTexts.notAnAddress);
}

/** The article an address names as a whole (`/article/12`, `/article/12-any-slug`, no query), or null. */
function articleNamed(target: string): number | null {
  if (target.includes("?") || !target.startsWith("/article/")) return null;
  return parseArticleSegment(target.slice("/article/".length))?.id ?? null;
}

/**
 * Adds a redirect by hand (issue 33): `from` an old address (a path or a full URL of any site),
 * `to` a page of this site (a path, or a full URL of this site); an article's address, in any
 * spelling, makes a redirect to the article, which follows its slug. Refused at the field: what is
 * no address, a `from` that is a live page here (it would never be used), a redirect to itself,
 * and a chain either way (a `to` that is itself redirected, a `from` another redirect leads to);
 * 409 for a `from` that already has one.
 */
export async function addRedirect(
  db: Database,
  actor: Actor,
  input: RedirectInput,
  site: RedirectSite,
): Promise<AdminRedirect> {
  const from = readAddress(input.from, "from", site.publicUrl);
  const to = readAddress(input.to, "to", site.publicUrl);
  const problems = [from, to].filter((read) => read instanceof HttpError);
  if (problems.length > 0) {
    const fields = Object.assign({}, ...problems.map((problem) => problem.fields));
    throw badRequest(problems[0]!.message, fields);
  }
  const fromKey = from as string;
  const target = to as string;
  if (await isLiveAddress(db, fromKey, site.serverAddresses)) throw refused("from", redirectRuleTexts.livePage);
  if (normalizeRedirectPath(target) === fromKey) throw refused("to", redirectRuleTexts.toSelf);
  const articleId = articleNamed(target);
  if (articleId !== null) {
    const [article] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId));
    if (!article) throw refused("to", redirectRuleTexts.noSuchArticle);
  }
  const [onward] = await db
    .select({ id: redirects.id })
    .from(redirects)
    .where(eq(redirects.fromPath, normalizeRedirectPath(target) ?? target));
  if (onward) throw refused("to", redirectRuleTexts.toRedirected);
  const [leadingHere] = await db
    .select({ fromPath: redirects.fromPath })
    .from(redirects)
    .where(eq(redirects.toPath, fromKey))
    .limit(1);
  if (leadingHere) throw refused("from", redirectRuleTexts.fromIsTarget(readableRedirectPath(leadingHere.fromPath)));

  const [added] = await db
    .insert(redirects)
    .values({
      fromPath: fromKey,
      ...(articleId !== null ? { articleId } : { toPath: target }),
      origin: "manual",
      createdBy: actor.user.id,
    })
    .onConflictDoNothing()
    .returning({ id: redirects.id });
  if (!added) throw refused("from", redirectRuleTexts.fromTaken, 409);
  const [row] = await selectRows(db).where(eq(redirects.id, added.id));
  const redirect = toAdminRedirect(row!);
  await auditBy(db, actor, "CREATE", "REDIRECT", added.id, `Added redirect ${describe(redirect)}`);
  return redirect;
}

/** Deletes a redirect: its old address is a 404 again (or the page that has it since). */
export async function deleteRedirect(db: Database, actor: Actor, id: number): Promise<void> {
  const [row] = await selectRows(db).where(eq(redirects.id, id));
  if (!row) throw notFound();
  await db.delete(redirects).where(eq(redirects.id, id));
  await auditBy(db, actor, "DELETE", "REDIRECT", id, `Deleted redirect ${describe(toAdminRedirect(row))}`);
}

/** A redirect in the audit log's words: both addresses as people read them, and its article. */
function describe(redirect: AdminRedirect): string {
  const article = redirect.article ? ` (article ${redirect.article.id})` : "";
  return `${readableRedirectPath(redirect.from)} → ${readableRedirectPath(redirect.to)}${article}`;
}
