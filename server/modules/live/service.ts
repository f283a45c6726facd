import { and, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { limits, liveLimits } from "#common/limits.ts";
import { liveRuleTexts } from "#common/messages/live.ts";
import { isAdminRole } from "#common/roles.ts";
import type {
  JournalistLive,
  LiveCoverage,
  LiveEntry,
  LiveEntryInput,
  LiveEntryPatch,
  LiveStartInput,
  LiveState,
} from "#common/schemas/live.ts";
import { htmlToText, isBlank, trimInvisible } from "#common/text.ts";
import type { Database } from "#server/db/client.ts";
import type { PageChange } from "#server/db/content-changes.ts";
import { preparedQuery } from "#server/db/prepared-statements.ts";
import { articles, liveEntries, mediaFiles, users } from "#server/db/schema.ts";
import { badRequest, conflict, notFound } from "#server/http/errors.ts";
import { reachableBy, type ArticleWorker } from "#server/modules/articles/co-authors.ts";
import { articlePageChange, articleVisibility } from "#server/modules/articles/page-changes.ts";
import { sanitizeParagraph } from "#server/modules/articles/sanitize.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import { liveStateOf } from "./state.ts";

/**
 * An article's live coverage (issue 37, point 1; docs/decisions/0140-live-coverage.md): its state
 * on the article's row, its entries in `live_entries` (a deleted one kept as a tombstone), read by
 * readers newest first and written by the article's desk in one transaction each.
 */

// ---------------------------------------------------------------------------------------------
// Reading

/** An entry as one JSON object of the statement that reads it, with its author's byline. */
export type EntryJson = {
  id: number;
  content: string;
  image: string | null;
  imageAlt: string | null;
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
  authorName: string | null;
  authorUsername: string | null;
};

export function toEntry(row: EntryJson): LiveEntry {
  return {
    id: row.id,
    content: row.content,
    image: row.image,
    imageAlt: row.imageAlt,
    pinned: row.pinned,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    author:
      row.authorUsername === null ? null : { name: row.authorName ?? row.authorUsername, username: row.authorUsername },
  };
}

/** The entry `e` (live_entries) by `u` (its author, users) as an EntryJson. */
export const entryJson = sql`json_build_object('id', e.id, 'content', e.content, 'image', e.image,
      'imageAlt', e.image_alt, 'pinned', e.pinned, 'createdAt', e.created_at, 'updatedAt', e.updated_at,
      'authorName', coalesce(nullif(btrim(u.name), ''), u.username), 'authorUsername', u.username)`;

/**
 * The non-deleted entries of the row's article, newest first, as one JSON array column of its row:
 * `where` narrows them (the key moments), `offset` skips to a page. Read along the index
 * (article, created_at desc, id desc). The author's name is the byline's (its full name, else
 * its username), as an article's co-authors are named (co-authors.ts).
 */
function entriesOfRow(count: number, where: SQL, offset: SQL) {
  return sql<EntryJson[]>`coalesce((select json_agg(page.entry order by page.created_at desc, page.id desc) from (
    select e.id, e.created_at, ${entryJson} as entry
      from ${liveEntries} e left join ${users} u on u.id = e.author_id
     where e.article_id = ${articles}.id and e.deleted_at is null${where}
     order by e.created_at desc, e.id desc
     limit ${sql.raw(String(count))} offset ${offset}) page), '[]'::json)`;
}

/**
 * The statement of a coverage: the article's live columns, the number of its entries, its key
 * moments and one page of its entries, all as columns of the article's one row (nothing when it
 * never had a coverage, or, for readers, is not published). Prepared once per connection.
 */
/**
 * What every read of a coverage takes from the article's row: its live columns, the number of its
 * entries and its key moments (pinned, newest first).
 */
export const coverageColumns = {
  liveStartedAt: articles.liveStartedAt,
  liveEndedAt: articles.liveEndedAt,
  liveAutoEndHours: articles.liveAutoEndHours,
  liveUpdatedAt: articles.liveUpdatedAt,
  total: sql<number>`(select count(*)::int from ${liveEntries} e
    where e.article_id = ${articles}.id and e.deleted_at is null)`,
  keyMoments: entriesOfRow(liveLimits.keyMomentsMax, sql` and e.pinned`, sql`0`),
};

function coverageQuery(db: Database, readers: boolean) {
  return db
    .select({
      ...coverageColumns,
      entries: entriesOfRow(liveLimits.entriesPerPage, sql``, sql`${sql.placeholder("offset")}`),
    })
    .from(articles)
    .where(
      and(
        eq(articles.id, sql.placeholder("id")),
        isNotNull(articles.liveStartedAt),
        readers ? eq(articles.status, "published") : undefined,
      ),
    )
    .limit(1);
}

async function readCoverage(
  db: Database,
  articleId: number,
  page: number,
  readers: boolean,
): Promise<LiveCoverage | null> {
  const pageSize = liveLimits.entriesPerPage;
  const offset = (Math.max(1, Math.trunc(page)) - 1) * pageSize;
  const [row] = await preparedQuery(db, readers ? "live_coverage_published" : "live_coverage", () =>
    coverageQuery(db, readers),
  ).execute({ id: articleId, offset });
  if (!row) return null;
  return {
    live: liveStateOf(row)!,
    keyMoments: row.keyMoments.map(toEntry),
    entries: row.entries.map(toEntry),
    pagination: { total: row.total, page, pageSize, totalPages: Math.max(1, Math.ceil(row.total / pageSize)) },
  };
}

/**
 * An article's live coverage as its page shows it, or null when it never had one: its state
 * (`isLive`: started and not ended), its key moments (pinned, newest first, at most
 * liveLimits.keyMomentsMax) and page `page` of its entries, newest first. One statement, prepared.
 * The article's status is the caller's to check (the article page reads published ones only);
 * `now` is the reader's moment (decision 0111): the state is the stored one, which the
 * self-ending task (live-ending.ts) keeps within liveLimits.autoEndCheckMs of the clock.
 */
export async function readLiveCoverage(
  db: Database,
  articleId: number,
  page: number,
  _now: Date,
): Promise<LiveCoverage | null> {
  return readCoverage(db, articleId, page, false);
}

/** The coverage of a published article, for readers (GET /api/articles/{id}/live); null otherwise. */
export async function readPublishedLiveCoverage(
  db: Database,
  articleId: number,
  page: number,
): Promise<LiveCoverage | null> {
  return readCoverage(db, articleId, page, true);
}

/**
 * Who runs an article's coverage: whoever works on it in the journalist area (its author, a
 * co-author, an Editor: reachableBy), and the administrators, who manage every article.
 */
function deskReach(user: ArticleWorker): SQL | undefined {
  return isAdminRole(user.role) ? undefined : reachableBy(user);
}

/** The desk of an article's coverage: the article, and its coverage (null before its first start). */
export async function journalistLive(
  db: Database,
  user: ArticleWorker,
  articleId: number,
  page: number,
): Promise<JournalistLive> {
  const [article] = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      status: articles.status,
      liveStartedAt: articles.liveStartedAt,
    })
    .from(articles)
    .where(and(eq(articles.id, articleId), deskReach(user)));
  if (!article) throw notFound();
  const { liveStartedAt, ...shown } = article;
  return { article: shown, coverage: liveStartedAt ? await readCoverage(db, articleId, page, false) : null };
}

// ---------------------------------------------------------------------------------------------
// The rules of an entry

const refused = (field: keyof LiveEntryInput | "autoEndHours", message: string) =>
  badRequest(message, { [field]: message });

function countOf(text: string, character: string): number {
  let count = 0;
  for (let at = text.indexOf(character); at !== -1; at = text.indexOf(character, at + 1)) count++;
  return count;
}

/**
 * An entry's text as stored: the builder's paragraph HTML, sanitized as an article's paragraph is
 * (a link to anywhere an article may not link is refused, not dropped: decision 0116), with
 * something to read, at most liveLimits.entryContentMax characters and entryMarkupMax tags.
 */
export function cleanEntryContent(raw: string): string {
  // Counted before the sanitizer runs: its work is bounded by the markup it is given.
  if (countOf(raw, "<") > liveLimits.entryMarkupMax) throw refused("content", liveRuleTexts.entryMarkup);
  const { html, refusedLink } = sanitizeParagraph(raw);
  if (refusedLink) throw refused("content", liveRuleTexts.linkRefused);
  if (isBlank(htmlToText(html))) throw refused("content", liveRuleTexts.emptyEntry);
  if (html.length > liveLimits.entryContentMax)
    throw refused("content", liveRuleTexts.entryTooLong(liveLimits.entryContentMax));
  return html;
}

/** A picture of the media library: the address of one of its variants, `/media/<key>-<width>.webp`. */
const libraryAddress = /^\/media\/([^?#]+)-(\d+)\.webp$/;

/**
 * An entry's picture and its alternative text, checked for their shape (null: no picture): the
 * text is required with a picture and at most limits.imageAltMax characters; whether the library
 * holds the picture is `assertLibraryPicture`'s to say.
 */
export function cleanEntryPicture(
  image: string | null | undefined,
  alt: string | null | undefined,
): { image: string; imageAlt: string } | null {
  const url = image?.trim() || null;
  if (url === null) return null;
  const text = trimInvisible(alt ?? "");
  if (text === "") throw refused("imageAlt", liveRuleTexts.imageAltRequired);
  if (text.length > limits.imageAltMax) throw refused("imageAlt", liveRuleTexts.imageAltTooLong(limits.imageAltMax));
  if (!libraryAddress.test(url)) throw refused("image", liveRuleTexts.imageNotFromLibrary);
  return { image: url, imageAlt: text };
}

/** The picture is one of the media library's (decision 0130): a picture uploaded, in a width it was made in. */
async function assertLibraryPicture(db: Database, url: string): Promise<void> {
  const [, key, width] = libraryAddress.exec(url)!;
  const [row] = await db
    .select({ variants: mediaFiles.variants })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.storageKey, key!), eq(mediaFiles.kind, "image")));
  const widths: readonly number[] = row?.variants.length ? row.variants : limits.imageVariantWidths;
  if (!row || !widths.includes(Number(width))) throw refused("image", liveRuleTexts.imageNotFromLibrary);
}

// ---------------------------------------------------------------------------------------------
// Writing: each write one transaction, under the article's row lock

/** The article's row, locked for this transaction, if `user` runs its coverage; else 404. */
async function lockArticle(tx: Database, user: ArticleWorker, articleId: number) {
  const [row] = await tx
    .select({
      id: articles.id,
      title: articles.title,
      status: articles.status,
      liveStartedAt: articles.liveStartedAt,
      liveEndedAt: articles.liveEndedAt,
    })
    .from(articles)
    .where(and(eq(articles.id, articleId), deskReach(user)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

const liveColumns = {
  liveStartedAt: articles.liveStartedAt,
  liveEndedAt: articles.liveEndedAt,
  liveAutoEndHours: articles.liveAutoEndHours,
  liveUpdatedAt: articles.liveUpdatedAt,
};

/**
 * What an entry's write changes for readers (decision 0140): the article's own pages, no list (its
 * card does not show entries); nothing while it is not published.
 */
function entryPageChange(articleId: number, status: string): PageChange {
  return status === "published"
    ? { pages: "articles", articleIds: [articleId], categories: [], ownPagesOnly: true }
    : { pages: "none" };
}

/**
 * What a start or an end changes for readers: the article's pages and every list that shows its
 * card ("НА ЖИВО"), as an edit of the article does (decision 0104); nothing while it is not published.
 */
async function badgePageChange(tx: Database, articleId: number, status: string): Promise<PageChange> {
  if (status !== "published") return { pages: "none" };
  const visibility = await articleVisibility(tx, articleId);
  return articlePageChange(articleId, visibility, visibility);
}

export type LiveWrite<T> = T & { pages: PageChange };

/**
 * Opens an article's coverage, reopens an ended one (it starts anew: its self-ending counts from
 * now) or, on an open one, changes the hours after which it ends itself.
 */
export async function startLive(
  db: Database,
  actor: Actor,
  articleId: number,
  input: LiveStartInput,
  now: Date,
): Promise<LiveWrite<{ state: LiveState }>> {
  const hours = input.autoEndHours;
  if (!(liveLimits.autoEndHourChoices as readonly number[]).includes(hours))
    throw refused("autoEndHours", liveRuleTexts.autoEndHours);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const article = await lockArticle(tx, actor.user, articleId);
    const opens = article.liveStartedAt === null || article.liveEndedAt !== null;
    const [row] = await tx
      .update(articles)
      .set(opens ? { liveStartedAt: now, liveEndedAt: null, liveAutoEndHours: hours } : { liveAutoEndHours: hours })
      .where(eq(articles.id, articleId))
      .returning(liveColumns);
    const verb = article.liveStartedAt === null ? "Started" : opens ? "Reopened" : "Changed the self-ending of";
    await auditBy(
      tx,
      actor,
      "UPDATE",
      "ARTICLE",
      articleId,
      `${verb} the live coverage of article "${article.title}" (ends itself after ${hours} h without entries)`,
    );
    return {
      state: liveStateOf(row!)!,
      pages: opens ? await badgePageChange(tx, articleId, article.status) : entryPageChange(articleId, article.status),
    };
  });
}

/** Ends an article's open coverage (409 when it has none open); its entries stay on the page. */
export async function endLive(
  db: Database,
  actor: Actor,
  articleId: number,
  now: Date,
): Promise<LiveWrite<{ state: LiveState }>> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const article = await lockArticle(tx, actor.user, articleId);
    if (article.liveStartedAt === null) throw conflict(liveRuleTexts.notLive);
    if (article.liveEndedAt !== null) throw conflict(liveRuleTexts.ended);
    const [row] = await tx
      .update(articles)
      .set({ liveEndedAt: now })
      .where(eq(articles.id, articleId))
      .returning(liveColumns);
    await auditBy(tx, actor, "UPDATE", "ARTICLE", articleId, `Ended the live coverage of article "${article.title}"`);
    return { state: liveStateOf(row!)!, pages: await badgePageChange(tx, articleId, article.status) };
  });
}

/** One entry with its author's byline, as the API answers it. */
async function readEntry(tx: Database, entryId: number): Promise<LiveEntry> {
  const [row] = await tx
    .select({
      id: liveEntries.id,
      content: liveEntries.content,
      image: liveEntries.image,
      imageAlt: liveEntries.imageAlt,
      pinned: liveEntries.pinned,
      createdAt: liveEntries.createdAt,
      updatedAt: liveEntries.updatedAt,
      authorName: sql<string | null>`coalesce(nullif(btrim(${users.name}), ''), ${users.username})`,
      authorUsername: users.username,
    })
    .from(liveEntries)
    .leftJoin(users, eq(users.id, liveEntries.authorId))
    .where(eq(liveEntries.id, entryId));
  return toEntry({ ...row!, createdAt: row!.createdAt.toISOString(), updatedAt: row!.updatedAt.toISOString() });
}

/** The coverage's entries and key moments now (deleted ones not counted). */
async function entryCounts(tx: Database, articleId: number): Promise<{ entries: number; pinned: number }> {
  const [row] = await tx
    .select({
      entries: sql<number>`count(*)::int`,
      pinned: sql<number>`(count(*) filter (where ${liveEntries.pinned}))::int`,
    })
    .from(liveEntries)
    .where(and(eq(liveEntries.articleId, articleId), isNull(liveEntries.deletedAt)));
  return row!;
}

/** Every write of an entry moves the coverage's `liveUpdatedAt` (the page's dateModified). */
async function touchCoverage(tx: Database, articleId: number, now: Date) {
  await tx.update(articles).set({ liveUpdatedAt: now }).where(eq(articles.id, articleId));
}

/** Posts an entry on an open coverage (409 when it is not open), in one step: text, picture, key moment. */
export async function addLiveEntry(
  db: Database,
  actor: Actor,
  articleId: number,
  input: LiveEntryInput,
  now: Date,
): Promise<LiveWrite<{ entry: LiveEntry }>> {
  const content = cleanEntryContent(input.content);
  const picture = cleanEntryPicture(input.image, input.imageAlt);
  const pinned = input.pinned ?? false;
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const article = await lockArticle(tx, actor.user, articleId);
    if (article.liveStartedAt === null) throw conflict(liveRuleTexts.notLive);
    if (article.liveEndedAt !== null) throw conflict(liveRuleTexts.ended);
    if (picture) await assertLibraryPicture(tx, picture.image);
    const counts = await entryCounts(tx, articleId);
    if (counts.entries >= liveLimits.entriesMax) throw conflict(liveRuleTexts.tooManyEntries(liveLimits.entriesMax));
    if (pinned && counts.pinned >= liveLimits.keyMomentsMax)
      throw refused("pinned", liveRuleTexts.tooManyKeyMoments(liveLimits.keyMomentsMax));
    const [row] = await tx
      .insert(liveEntries)
      .values({
        articleId,
        authorId: actor.user.id,
        content,
        image: picture?.image ?? null,
        imageAlt: picture?.imageAlt ?? null,
        pinned,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: liveEntries.id });
    await touchCoverage(tx, articleId, now);
    await auditBy(
      tx,
      actor,
      "UPDATE",
      "ARTICLE",
      articleId,
      `Posted live entry ${row!.id} on article "${article.title}"`,
    );
    return { entry: await readEntry(tx, row!.id), pages: entryPageChange(articleId, article.status) };
  });
}

/** An entry of the article that is not deleted, locked; 404 otherwise. */
async function lockEntry(tx: Database, articleId: number, entryId: number) {
  const [row] = await tx
    .select({
      id: liveEntries.id,
      content: liveEntries.content,
      image: liveEntries.image,
      imageAlt: liveEntries.imageAlt,
      pinned: liveEntries.pinned,
    })
    .from(liveEntries)
    .where(and(eq(liveEntries.id, entryId), eq(liveEntries.articleId, articleId), isNull(liveEntries.deletedAt)))
    .for("update");
  if (!row) throw notFound(liveRuleTexts.entryNotFound);
  return row;
}

/**
 * Changes an entry (what the patch sends; the rest stays), also after the coverage ended: its
 * text, its picture (null removes it) and alternative text, whether it is a key moment.
 */
export async function editLiveEntry(
  db: Database,
  actor: Actor,
  articleId: number,
  entryId: number,
  patch: LiveEntryPatch,
  now: Date,
): Promise<LiveWrite<{ entry: LiveEntry }>> {
  const content = patch.content === undefined ? undefined : cleanEntryContent(patch.content);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const article = await lockArticle(tx, actor.user, articleId);
    const entry = await lockEntry(tx, articleId, entryId);
    const picture = cleanEntryPicture(
      patch.image === undefined ? entry.image : patch.image,
      patch.imageAlt === undefined ? entry.imageAlt : patch.imageAlt,
    );
    if (picture && picture.image !== entry.image) await assertLibraryPicture(tx, picture.image);
    const pinned = patch.pinned ?? entry.pinned;
    if (pinned && !entry.pinned && (await entryCounts(tx, articleId)).pinned >= liveLimits.keyMomentsMax)
      throw refused("pinned", liveRuleTexts.tooManyKeyMoments(liveLimits.keyMomentsMax));
    await tx
      .update(liveEntries)
      .set({
        content: content ?? entry.content,
        image: picture?.image ?? null,
        imageAlt: picture?.imageAlt ?? null,
        pinned,
        updatedAt: now,
      })
      .where(eq(liveEntries.id, entryId));
    await touchCoverage(tx, articleId, now);
    await auditBy(
      tx,
      actor,
      "UPDATE",
      "ARTICLE",
      articleId,
      `Changed live entry ${entryId} of article "${article.title}"`,
    );
    return { entry: await readEntry(tx, entryId), pages: entryPageChange(articleId, article.status) };
  });
}

/**
 * Deletes an entry, also after the coverage ended: its row stays as a tombstone (deletedAt, no
 * text, no picture), so that readers' open pages can learn it is gone (issue 37, point 2).
 */
export async function deleteLiveEntry(
  db: Database,
  actor: Actor,
  articleId: number,
  entryId: number,
  now: Date,
): Promise<LiveWrite<object>> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const article = await lockArticle(tx, actor.user, articleId);
    await lockEntry(tx, articleId, entryId);
    await tx
      .update(liveEntries)
      .set({ deletedAt: now, updatedAt: now, content: "", image: null, imageAlt: null, pinned: false })
      .where(eq(liveEntries.id, entryId));
    await touchCoverage(tx, articleId, now);
    await auditBy(
      tx,
      actor,
      "UPDATE",
      "ARTICLE",
      articleId,
      `Deleted live entry ${entryId} of article "${article.title}"`,
    );
    return { pages: entryPageChange(articleId, article.status) };
  });
}
