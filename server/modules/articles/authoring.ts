import { auditMoment, sofiaDay } from "#common/dates.ts";
import { htmlToText } from "#common/text.ts";
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { coAuthorTexts } from "#common/messages/authors.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import {
  articleSaveError,
  articleSizeError,
  draftSaveError,
  isPictureSection,
  type ArticleInput,
} from "#common/schemas/article-input.ts";
import type { ArticleSnapshot, RevisionChanges, RevisionKind, SavedArticle } from "#common/schemas/revisions.ts";
import type { OwnArticle, OwnArticleQuery, JournalistDashboard, DailyViews } from "#common/schemas/journalist.ts";
import type { Database } from "#server/db/client.ts";
import {
  articleAutosaves,
  articleCategories,
  articleCorrections,
  articleDailyViews,
  articleReviews,
  articles,
  categories,
  sections,
} from "#server/db/schema.ts";
import { badRequest, forbidden, notFound, payloadTooLarge } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import { isMediaKey, mediaUrlPrefix, type MediaStorage } from "#server/modules/media/storage.ts";
import { writeSearchDocument } from "#server/modules/search/search-documents.ts";
import { articleSearchCondition } from "#server/modules/search/service.ts";
import type { PageChange } from "#server/db/content-changes.ts";
import { articlePageChange, articleVisibility } from "./page-changes.ts";
import { editConflictSince, statusSetByOther } from "./edit-conflicts.ts";
import { publishState, type PublishState } from "./publish-state.ts";
import { changesText, revisionChanges } from "./revision-changes.ts";
import {
  latestSnapshot,
  recordRevision,
  recordStateRevision,
  scheduleChanges,
  sectionContentColumns,
  storedSnapshot,
} from "./revisions.ts";
import { sanitizeParagraph } from "./sanitize.ts";
import { assignFirstSlug, changeSlug } from "./slugs.ts";
import { articleTagsInput, articleTagsOf, setArticleTags } from "#server/modules/tags/service.ts";
import {
  articleRole,
  type ArticleWorker,
  changesCoAuthors,
  ownArticleRow,
  requireArticleAuthor,
  writeCoAuthors,
  writtenBy,
} from "./co-authors.ts";
import { articleTotals } from "./list-queries.ts";
import { fillPictureTexts } from "#server/modules/media/library.ts";
import { reviewErrors } from "#common/messages/reviews.ts";
import { assertPublishesAlone, unseenDecisions } from "#server/modules/reviews/policy.ts";
import type { ReviewState } from "#common/schemas/reviews.ts";

export type CleanArticle = {
  title: string;
  description: string;
  thumbnail: string | null;
  thumbnailAlt: string | null;
  thumbnailCredit: string | null;
  categoryIds: number[];
  /** The categories' names as stored, in the article's order. */
  categoryNames: string[];
  sections: {
    type: "heading" | "paragraph" | "image";
    content: string;
    caption: string | null;
    alt: string | null;
    credit: string | null;
  }[];
};

/** Trimmed text, or null for none. */
const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/** The stored file behind a media URL of this server's uploads, e.g. /media/images/…-1200.webp. */
async function isUploadedMedia(storage: MediaStorage, url: string): Promise<boolean> {
  if (!url.startsWith(mediaUrlPrefix)) return false;
  let key: string;
  try {
    key = decodeURIComponent(url.slice(mediaUrlPrefix.length).split(/[?#]/)[0]!);
  } catch {
    return false; // a malformed escape
  }
  // A key that escapes the storage is no file of it; a store that fails answers 503, not "not uploaded".
  return isMediaKey(key) && (await storage.exists(key));
}

/**
 * A paragraph's HTML as stored; a link to anywhere the rule does not allow (`javascript:`, …) is
 * refused with the section named (decision 0116), so nothing of the save is stored.
 */
function paragraphContent(html: string, position: number): string {
  const paragraph = sanitizeParagraph(html);
  if (paragraph.refusedLink) {
    const message = builderTexts.linkRefused(position);
    throw badRequest(message, { [`sections.${position - 1}.content`]: message });
  }
  return paragraph.html;
}

/**
 * Checks an article against SPEC.md §5 and the limits (`full`), or a draft's rule (a title and the
 * limits, decision 0064), and returns it ready to store.
 */
export async function cleanArticle(
  db: Database,
  storage: MediaStorage,
  input: Pick<
    ArticleInput,
    "title" | "categories" | "sections" | "thumbnail" | "thumbnailAlt" | "thumbnailCredit" | "description"
  >,
  rules: "full" | "draft" = "full",
): Promise<CleanArticle> {
  const tooLarge = articleSizeError(input);
  if (tooLarge) throw payloadTooLarge(tooLarge);
  const error = rules === "full" ? articleSaveError(input) : draftSaveError(input);
  if (error) throw badRequest(error);

  const names = [...new Map(input.categories.map((n) => [n.trim().toLowerCase(), n.trim()])).values()].filter(Boolean);
  const known = names.length
    ? await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(
          inArray(
            sql`lower(${categories.name})`,
            names.map((n) => n.toLowerCase()),
          ),
        )
    : [];
  const byName = new Map(known.map((c) => [c.name.toLowerCase(), c]));
  const chosen = names.map((name) => {
    const category = byName.get(name.toLowerCase());
    if (category === undefined) throw badRequest(builderTexts.unknownCategory(name));
    return category;
  });

  const thumbnail = input.thumbnail?.trim() || null;
  const mediaUrls = [
    thumbnail,
    ...input.sections.filter((s) => s.type === "image").map((s) => s.content.trim()),
  ].filter((u): u is string => !!u);
  for (const url of mediaUrls)
    if (!(await isUploadedMedia(storage, url))) throw badRequest(builderTexts.mediaNotUploaded);

  const cleanSections = input.sections.map((s, i) => {
    const type = s.type as CleanArticle["sections"][number]["type"];
    const content = type === "paragraph" ? paragraphContent(s.content, i + 1) : s.content.trim();
    const media = type === "image";
    // A video has no alternative text (its caption and credit describe it).
    return {
      type,
      content,
      caption: media ? textOrNull(s.caption) : null,
      alt: isPictureSection(s) ? textOrNull(s.alt) : null,
      credit: media ? textOrNull(s.credit) : null,
    };
  });
  // Sanitizing can empty a paragraph that held only markup (e.g. a lone <img>).
  if (rules === "full" && cleanSections.some((s) => s.type === "paragraph" && htmlToText(s.content) === "")) {
    throw badRequest(builderTexts.sectionContentRequired);
  }

  const thumbnailAlt = thumbnail ? textOrNull(input.thumbnailAlt) : null;
  const thumbnailCredit = thumbnail ? textOrNull(input.thumbnailCredit) : null;
  // The media library keeps what the article says of its pictures where it has nothing (decision 0130).
  await fillPictureTexts(db, [
    { url: thumbnail, alt: thumbnailAlt, credit: thumbnailCredit },
    ...cleanSections.filter((s) => s.type === "image").map((s) => ({ url: s.content, alt: s.alt, credit: s.credit })),
  ]);
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    thumbnail,
    thumbnailAlt,
    thumbnailCredit,
    categoryIds: chosen.map((c) => c.id),
    categoryNames: chosen.map((c) => c.name),
    sections: cleanSections,
  };
}

type SectionRow = CleanArticle["sections"][number];
/** Changed sections written one by one at most; more are written as one replacement. */
const sectionUpdatesMax = 20;
const sameSection = (a: SectionRow, b: SectionRow) =>
  a.type === b.type && a.content === b.content && a.caption === b.caption && a.alt === b.alt && a.credit === b.credit;

/**
 * Writes the article's categories and sections, and its search document. Only the sections that
 * changed are written (issue 30, point 8): an autosave usually changes one paragraph of many, and
 * on the embedded database, which vacuums every 15 minutes, every section written again is the
 * whole old text left behind as dead rows.
 */
async function writeParts(
  tx: Database,
  articleId: number,
  article: CleanArticle & { tagNames: readonly string[] },
  options: { existing: boolean },
) {
  if (options.existing) await tx.delete(articleCategories).where(eq(articleCategories.articleId, articleId));
  if (article.categoryIds.length) {
    await tx
      .insert(articleCategories)
      .values(article.categoryIds.map((categoryId, position) => ({ articleId, categoryId, position })));
  }
  const stored = options.existing
    ? await tx
        .select({ id: sections.id, ...sectionContentColumns })
        .from(sections)
        .where(eq(sections.articleId, articleId))
        .orderBy(asc(sections.orderIndex))
    : [];
  const changed = article.sections.flatMap((section, i) =>
    stored[i] && !sameSection(stored[i], section) ? [{ id: stored[i].id, section }] : [],
  );
  if (changed.length > sectionUpdatesMax) {
    // Most of it is new (a restore, a paste): one statement each way beats hundreds of updates.
    if (stored.length) await tx.delete(sections).where(eq(sections.articleId, articleId));
    if (article.sections.length)
      await tx.insert(sections).values(article.sections.map((s, orderIndex) => ({ articleId, orderIndex, ...s })));
  } else {
    const gone = stored.slice(article.sections.length).map((s) => s.id);
    if (gone.length) await tx.delete(sections).where(inArray(sections.id, gone));
    for (const { id, section } of changed) await tx.update(sections).set(section).where(eq(sections.id, id));
    const added = article.sections
      .slice(stored.length)
      .map((s, i) => ({ articleId, orderIndex: stored.length + i, ...s }));
    if (added.length) await tx.insert(sections).values(added);
  }
  await writeSearchDocument(tx, articleId, article);
}

/** Where a save puts the article: its status, and the moment for a scheduled one. */
type Target = { status: "published" } | { status: "draft" } | { status: "scheduled"; at: Date };

/** The target of a save: scheduledAt, else isPublished, else the status the article has (SPEC.md: isPublished only when given). */
function saveTarget(
  input: Pick<ArticleInput, "isPublished" | "scheduledAt">,
  current: { status: string; scheduledAt: Date | null } | null,
  now: Date,
): Target {
  if (input.scheduledAt !== undefined) {
    if (input.isPublished === true) throw badRequest(newsroomTexts.scheduleAndPublish);
    return { status: "scheduled", at: futureMoment(input.scheduledAt, now) };
  }
  if (input.isPublished !== undefined) return { status: input.isPublished ? "published" : "draft" };
  if (current?.status === "scheduled" && current.scheduledAt) return { status: "scheduled", at: current.scheduledAt };
  return { status: current?.status === "draft" ? "draft" : "published" };
}

/** A publish moment that is still ahead of `now`, or 400. */
export function futureMoment(iso: string, now: Date): Date {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime()))
    throw badRequest(newsroomTexts.scheduleInvalid, { scheduledAt: newsroomTexts.scheduleInvalid });
  if (at.getTime() <= now.getTime())
    throw badRequest(newsroomTexts.scheduleInPast, { scheduledAt: newsroomTexts.scheduleInPast });
  return at;
}

const statePublished = (target: Target, previous: Date | null, now: Date) =>
  publishState(
    target.status === "scheduled" ? { scheduledAt: target.at } : target.status === "published",
    previous,
    now,
  );

/** The snapshot a revision keeps of a cleaned article: what the builder edits, with category names. */
/** The article's own columns a save writes, beside its state and times. */
function headColumns(article: CleanArticle) {
  const { title, description, thumbnail, thumbnailAlt, thumbnailCredit } = article;
  return { title, description, thumbnail, thumbnailAlt, thumbnailCredit };
}

function snapshotOf(article: CleanArticle, categoryNames: string[]): ArticleSnapshot {
  const { categoryIds: _ids, categoryNames: _names, ...text } = article;
  return { ...text, categories: categoryNames };
}

/** A revision's kind for a write that moves the status from one to another (or a schedule to another moment). */
function transitionKind(
  from: { status: string; scheduledAt: Date | null },
  to: PublishState,
  plain: RevisionKind,
): RevisionKind {
  if (to.status === "scheduled" && from.scheduledAt?.getTime() !== to.scheduledAt?.getTime()) return "schedule";
  if (from.status === to.status) return plain;
  if (to.status === "published") return "publish";
  return from.status === "scheduled" ? "unschedule" : "unpublish";
}

/** The mark of a correction or update, checked (decision 0068): only on a published article that stays published. */
/** The mark readers see with an edit of a published article, checked (decision 0068); null for none. */
export function correctionMark(change: ArticleInput["change"], before: string, target: { status: string }) {
  if (!change) return null;
  if (before !== "published" || target.status !== "published") throw badRequest(newsroomTexts.markOnlyPublished);
  const note = change.note.trim();
  if (!note) throw badRequest(newsroomTexts.noteRequired, { "change.note": newsroomTexts.noteRequired });
  if (note.length > limits.correctionNoteMax)
    throw badRequest(newsroomTexts.noteTooLong(limits.correctionNoteMax), {
      "change.note": newsroomTexts.noteTooLong(limits.correctionNoteMax),
    });
  return { kind: change.kind, note };
}

const savedAnswer = (
  articleId: number,
  row: { version: number; status: string; scheduledAt: Date | null; slug: string | null },
  now: Date,
): SavedArticle => ({
  articleId,
  slug: row.slug,
  version: row.version,
  status: row.status as SavedArticle["status"],
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  savedAt: now.toISOString(),
});

/** A new article of the signed-in user: published at once as SPEC.md's builder does, kept as a draft, or scheduled. */
export async function createArticle(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  input: ArticleInput,
  now: Date,
): Promise<SavedArticle & { pages: PageChange }> {
  const target = saveTarget(input, null, now);
  if (input.change) throw badRequest(newsroomTexts.markOnlyPublished);
  if (target.status !== "draft") await assertPublishesAlone(db, actor.user, null, reviewErrors.publishingNeedsReview);
  const article = await cleanArticle(db, storage, input, target.status === "draft" ? "draft" : "full");
  const wantedTags = articleTagsInput(input.tags);
  const state = statePublished(target, null, now);
  const {
    id: articleId,
    slug,
    tagSlugs,
  } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({
        authorId: actor.user.id,
        ...headColumns(article),
        ...state,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: articles.id });
    const id = row!.id;
    const tagged = await setArticleTags(tx as unknown as Database, id, wantedTags);
    const tagNames = tagged.after.map((t) => t.name);
    await writeParts(tx as unknown as Database, id, { ...article, tagNames }, { existing: false });
    if (input.coAuthors?.length) await writeCoAuthors(tx as unknown as Database, id, actor.user.id, input.coAuthors);
    const snapshot = snapshotOf(article, article.categoryNames);
    await recordStateRevision(tx as unknown as Database, {
      articleId: id,
      version: 1,
      kind: "create",
      actor,
      snapshot,
      state,
      now,
    });
    // Its address (issue 32): the author's slug, or at publication the title's.
    const slug =
      input.slug !== undefined
        ? await changeSlug(tx as unknown as Database, id, input.slug)
        : await assignFirstSlug(tx as unknown as Database, id);
    return { id, slug, tagSlugs: tagged.after.map((t) => t.slug) };
  });
  await audit(db, actor, "CREATE", articleId, `Created article "${article.title}"${auditStatus(state)}`);
  const pages = articlePageChange(articleId, null, {
    status: state.status,
    categories: article.categoryNames,
    tags: tagSlugs,
  });
  return { ...savedAnswer(articleId, { version: 1, ...state, slug }, now), pages };
}

/** What an audit line adds about where a write left the article: scheduled for a moment, or a draft. */
const auditStatus = (state: { status: string; scheduledAt: Date | string | null }) =>
  state.status === "scheduled" && state.scheduledAt
    ? ` (scheduled for ${auditMoment(new Date(state.scheduledAt))})`
    : state.status === "draft"
      ? " (draft)"
      : "";

/** The user's own article (as its author or a co-author; any for an Editor), or 404: another user's article is not theirs to see. */
const ownArticle = (db: Database, user: ArticleWorker, articleId: number) =>
  ownArticleRow(db, user, articleId, {
    id: articles.id,
    title: articles.title,
    status: articles.status,
    authorId: articles.authorId,
    publishDate: articles.publishDate,
    scheduledAt: articles.scheduledAt,
  });

/** The article's row, locked for this transaction, with what a write compares and keeps. */
async function lockArticle(tx: Database, articleId: number) {
  const [row] = await tx
    .select({
      id: articles.id,
      title: articles.title,
      status: articles.status,
      version: articles.version,
      authorId: articles.authorId,
      publishDate: articles.publishDate,
      scheduledAt: articles.scheduledAt,
      modifiedAt: articles.modifiedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(eq(articles.id, articleId))
    .for("update");
  if (!row) throw notFound();
  return row;
}

export type SaveKind = "save" | "autosave" | "restore";

/**
 * Saves the user's own article (SPEC.md §7 PUT), as one revision (decision 0066). A draft keeps
 * the draft rules (a title and the limits); anything readers will see, the full rules of SPEC.md
 * §5. The version the editor started from, when sent, must still be the stored one (409
 * edit_conflict otherwise, decision 0067). The text's change after the first publication moves
 * `modifiedAt` (NewsArticle dateModified), and a marked one adds a correction or update for
 * readers (decision 0068). An explicit save ends the user's pending changes of the article.
 */
export async function updateArticle(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  articleId: number,
  input: ArticleInput,
  options: { kind?: SaveKind; now: Date; restoredFrom?: number },
): Promise<SavedArticle & { newRevision: boolean; pages: PageChange }> {
  const kind = options.kind ?? "save";
  const { now } = options;
  const existing = await ownArticle(db, actor.user, articleId);
  // Co-authors are an explicit save's, like the address; only the author changes them (decision 0121).
  const coAuthors = kind === "save" ? input.coAuthors : undefined;
  if (
    coAuthors !== undefined &&
    existing.authorId !== actor.user.id &&
    (await changesCoAuthors(db, articleId, coAuthors))
  )
    throw forbidden(coAuthorTexts.onlyAuthorChanges);
  let target = saveTarget(input, existing, now);
  // With review on, a journalist's published text changes, and a draft goes out, by approval alone.
  if (existing.status !== "draft" || target.status !== "draft")
    await assertPublishesAlone(
      db,
      actor.user,
      articleId,
      existing.status !== "draft" ? reviewErrors.changesNeedReview : reviewErrors.publishingNeedsReview,
    );
  const article = await cleanArticle(db, storage, input, target.status === "draft" ? "draft" : "full");
  const wantedTags = articleTagsInput(input.tags);
  const result = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    // The article row's lock makes two simultaneous saves take turns: one whole version wins,
    // never a mix of both sets of sections; the second, if it names its version, is refused.
    const row = await lockArticle(tx, articleId);
    if (input.version !== undefined && input.version !== row.version)
      throw await editConflictSince(tx, row, input.version, actor.user.id, now);
    // A save that names no version has not seen a status someone else set (an admin's hiding):
    // it keeps it; publishing again is an act of its own (issue 29, point 1).
    if (
      input.version === undefined &&
      target.status !== row.status &&
      (await statusSetByOther(tx, articleId, actor.user.id))
    ) {
      target =
        row.status === "scheduled" && row.scheduledAt
          ? { status: "scheduled", at: row.scheduledAt }
          : { status: row.status === "draft" ? "draft" : "published" };
      if (target.status !== "draft") {
        const invalid = articleSaveError(input);
        if (invalid) throw badRequest(invalid);
      }
    }
    const mark = correctionMark(input.change, row.status, target);
    const before = await latestSnapshot(tx, row);
    const snapshot = snapshotOf(article, article.categoryNames);
    const state = statePublished(target, row.publishDate, now);
    const changes: RevisionChanges = {
      ...revisionChanges(before, snapshot),
      ...scheduleChanges(state),
      ...(options.restoredFrom ? { restoredFrom: options.restoredFrom } : {}),
    };
    const version = row.version + 1;
    // Readers' dateModified: a change of the text once it has been public (a typo fix included).
    const modifiedAt = changesText(changes) && row.publishDate ? now : row.modifiedAt;
    await tx
      .update(articles)
      .set({
        ...headColumns(article),
        ...state,
        version,
        modifiedAt,
        updatedAt: now,
      })
      .where(eq(articles.id, articleId));
    const tagged = await setArticleTags(tx, articleId, wantedTags);
    await writeParts(tx, articleId, { ...article, tagNames: tagged.after.map((t) => t.name) }, { existing: true });
    if (coAuthors !== undefined && existing.authorId === actor.user.id)
      await writeCoAuthors(tx, articleId, existing.authorId, coAuthors);
    const newRevision = await recordRevision(tx, {
      articleId,
      version,
      kind: transitionKind(row, state, kind),
      actor,
      snapshot,
      before,
      published: state.status === "published",
      changes,
      now,
    });
    if (mark)
      await tx
        .insert(articleCorrections)
        .values({ articleId, kind: mark.kind, note: mark.note, version, userId: actor.user.id, createdAt: now });
    if (kind !== "autosave") await discardPendingOf(tx, articleId, actor.user.id);
    // Its address (issue 32): changed only by an explicit save that names one; made at publication.
    const slug =
      kind === "save" && input.slug !== undefined
        ? await changeSlug(tx, articleId, input.slug)
        : await assignFirstSlug(tx, articleId);
    const pages = articlePageChange(
      articleId,
      { status: row.status, categories: before.categories, tags: tagged.before.map((t) => t.slug) },
      { status: state.status, categories: article.categoryNames, tags: tagged.after.map((t) => t.slug) },
    );
    return { ...savedAnswer(articleId, { version, ...state, slug }, now), newRevision, pages };
  });
  // A run of autosaves is one revision, and one line of the audit log.
  if (result.newRevision) {
    const what =
      kind === "autosave"
        ? "Autosaved"
        : kind === "restore"
          ? `Restored version ${options.restoredFrom} of`
          : "Updated";
    await audit(db, actor, "UPDATE", articleId, `${what} article "${article.title}"${auditStatus(result)}`);
  }
  return result;
}

/** Removes a person's pending changes of an article (pending-changes.ts keeps them). */
export async function discardPendingOf(tx: Database, articleId: number, userId: number): Promise<boolean> {
  const gone = await tx
    .delete(articleAutosaves)
    .where(and(eq(articleAutosaves.articleId, articleId), eq(articleAutosaves.userId, userId)))
    .returning({ articleId: articleAutosaves.articleId });
  return gone.length > 0;
}

/** The first rule of SPEC.md §5 the stored article breaks (before it goes public), or null. */
export async function storedArticleError(tx: Database, articleId: number): Promise<string | null> {
  const snapshot = await storedSnapshot(tx, articleId);
  return snapshot ? articleSaveError(snapshot) : null;
}

export type StatusTarget = boolean | { scheduledAt: string };

/**
 * Publishes, hides or schedules an article (decision 0065): in the journalist area by a `worker`
 * it reaches (its author, a co-author: decision 0121; an Editor: decision 0134), or by an admin;
 * one revision, the version moved on. An article goes public (now or at its moment) only when it
 * keeps SPEC.md §5's rules; a draft on the server may still be unfinished.
 */
export async function changeArticleStatus(
  db: Database,
  actor: Actor,
  articleId: number,
  to: StatusTarget,
  options: { worker?: ArticleWorker; version?: number; now: Date },
): Promise<PageChange> {
  const { now } = options;
  const target: Target =
    typeof to === "object"
      ? { status: "scheduled", at: futureMoment(to.scheduledAt, now) }
      : { status: to ? "published" : "draft" };
  if (options.worker && target.status !== "draft")
    await assertPublishesAlone(db, options.worker, articleId, reviewErrors.publishingNeedsReview);
  const done = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const row = await lockArticle(tx, articleId);
    if (
      options.worker !== undefined &&
      row.authorId !== options.worker.id &&
      (await articleRole(tx, articleId, options.worker)) === null
    )
      throw notFound();
    if (options.version !== undefined && options.version !== row.version)
      throw await editConflictSince(tx, row, options.version, actor.user.id, now);
    const unchanged =
      row.status === target.status &&
      (target.status !== "scheduled" || row.scheduledAt?.getTime() === target.at.getTime());
    if (unchanged) return null;
    if (target.status !== "draft") {
      const invalid = await storedArticleError(tx, articleId);
      if (invalid) throw badRequest(invalid);
    }
    const snapshot = await latestSnapshot(tx, row);
    const state = statePublished(target, row.publishDate, now);
    const version = row.version + 1;
    await tx
      .update(articles)
      .set({ ...state, version, updatedAt: now })
      .where(eq(articles.id, articleId));
    await recordStateRevision(tx, {
      articleId,
      version,
      kind: transitionKind(row, state, "save"),
      actor,
      snapshot,
      state,
      now,
    });
    await assignFirstSlug(tx, articleId);
    const tagSlugs = (await articleTagsOf(tx, articleId)).map((t) => t.slug);
    const pages = articlePageChange(
      articleId,
      { status: row.status, categories: snapshot.categories, tags: tagSlugs },
      { status: state.status, categories: snapshot.categories, tags: tagSlugs },
    );
    return { title: row.title, state, pages };
  });
  if (!done) return { pages: "none" };
  const verb =
    done.state.status === "published"
      ? "Published"
      : done.state.status === "scheduled"
        ? `Scheduled for ${auditMoment(done.state.scheduledAt!)}`
        : "Unpublished";
  await auditBy(db, actor, "UPDATE", "ARTICLE", articleId, `${verb} article "${done.title}"`);
  return done.pages;
}

/** Publishes or hides the user's own (or co-authored) article; the first publish date is kept. */
export function setOwnArticlePublished(
  db: Database,
  actor: Actor,
  articleId: number,
  publish: boolean,
  now: Date,
): Promise<PageChange> {
  return changeArticleStatus(db, actor, articleId, publish, { worker: actor.user, now });
}

/** Deletes the user's own article (its author alone: decision 0121); answers what that did to the public pages. */
export async function deleteOwnArticle(db: Database, actor: Actor, articleId: number): Promise<PageChange> {
  await requireArticleAuthor(db, articleId, actor.user, coAuthorTexts.onlyAuthorDeletes);
  const existing = await ownArticle(db, actor.user, articleId);
  const before = await articleVisibility(db, articleId);
  await db.delete(articles).where(eq(articles.id, articleId));
  await audit(db, actor, "DELETE", articleId, `Deleted article "${existing.title}"`);
  return articlePageChange(articleId, before, null);
}

function audit(db: Database, actor: Actor, action: "CREATE" | "UPDATE" | "DELETE", articleId: number, details: string) {
  return auditBy(db, actor, action, "ARTICLE", articleId, details);
}

/** A list row of the user's articles; `coAuthored` when they are not its author (decision 0121). */
const ownColumns = (userId: number) => ({
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  status: articles.status,
  thumbnail: articles.thumbnail,
  views: articles.viewsCount,
  likes: articles.likesCount,
  comments: articles.commentsCount,
  publishDate: articles.publishDate,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  scheduledAt: articles.scheduledAt,
  coAuthored: sql<boolean>`(${articles.authorId} is distinct from ${userId})`,
  review: sql<ReviewState | null>`(select r.state from ${articleReviews} r where r.article_id = ${articles.id})`,
});

function toOwnArticle(row: {
  id: number;
  slug: string | null;
  title: string;
  status: "draft" | "published" | "scheduled";
  thumbnail: string | null;
  views: number;
  likes: number;
  comments: number;
  publishDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
  scheduledAt: Date | null;
  coAuthored: boolean;
  review: ReviewState | null;
}): OwnArticle {
  return {
    ...row,
    publishDate: row.publishDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
  };
}

/**
 * The user's own articles, filtered by status, searched as the readers' search finds (any
 * spelling, other inflections, typos; drafts too) and sorted (SPEC.md §7, issue 19).
 */
export async function listOwnArticles(db: Database, userId: number, query: OwnArticleQuery): Promise<OwnArticle[]> {
  const conditions: SQL[] = [writtenBy(userId)];
  if (query.status) conditions.push(eq(articles.status, query.status));
  const search = await articleSearchCondition(db, query.search);
  if (search === false) return [];
  if (search) conditions.push(search);
  const direction = query.sortOrder === "asc" ? asc : desc;
  const order =
    query.sortBy === "title"
      ? [direction(sql`lower(${articles.title})`), direction(articles.id)]
      : query.sortBy === "views"
        ? [direction(articles.viewsCount), direction(articles.id)]
        : [direction(articles.listedAt), direction(articles.id)];
  const rows = await db
    .select(ownColumns(userId))
    .from(articles)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(1000);
  return rows.map(toOwnArticle);
}

/**
 * The journalist dashboard (SPEC.md §3): totals over the user's articles and the 5 newest; a
 * co-authored article counts for each of its authors (decision 0121).
 */
export async function journalistDashboard(db: Database, userId: number): Promise<JournalistDashboard> {
  const mine = writtenBy(userId);
  const [totals, recent, reviewNotices] = await Promise.all([
    articleTotals(db, mine),
    db
      .select(ownColumns(userId))
      .from(articles)
      .where(mine)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(5),
    unseenDecisions(db, userId),
  ]);
  return { ...totals, recentArticles: recent.map(toOwnArticle), reviewNotices };
}

/** Views of the user's (and co-authored) articles per day for the last `days` days, today last, zeros included. */
export async function ownDailyViews(db: Database, userId: number, days: number, now: Date): Promise<DailyViews> {
  const dayList = Array.from({ length: days }, (_, i) =>
    sofiaDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000)),
  );
  const rows = await db
    .select({ day: articleDailyViews.day, views: sql<number>`sum(${articleDailyViews.views})::int` })
    .from(articleDailyViews)
    .innerJoin(articles, eq(articles.id, articleDailyViews.articleId))
    .where(and(writtenBy(userId), gte(articleDailyViews.day, dayList[0]!)))
    .groupBy(articleDailyViews.day);
  const byDay = new Map(rows.map((r) => [r.day, r.views]));
  return { days: dayList.map((day) => ({ day, views: byDay.get(day) ?? 0 })) };
}
