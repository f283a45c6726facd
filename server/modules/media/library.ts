import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import { imageTexts } from "#common/messages/journalist.ts";
import { mediaServerTexts } from "#common/messages/media.ts";
import { isAdminRole } from "#common/roles.ts";
import {
  mediaPageSize,
  type MediaDetail,
  type MediaItem,
  type MediaList,
  type MediaListQuery,
  type MediaUpdate,
  type MediaUse,
} from "#common/schemas/media.ts";
import type { ArticleSnapshot } from "#common/schemas/revisions.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { articleAutosaves, articles, liveEntries, mediaFiles, users, type SocialCrop } from "#server/db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import { unpackSnapshot } from "#server/modules/articles/revisions.ts";
import { searchKey, searchWordsOf } from "#server/modules/search/fold.ts";
import { mediaUrlPrefix, type MediaStorage } from "./storage.ts";

/**
 * The media library (issue 34, point 3; docs/decisions/0130-media-library.md): the pictures staff
 * uploaded, found by description, credit, file name, uploader and day; each with the articles that
 * use it now, its description, credit and focal point, deleted only when no article uses it.
 */

/** The storage key of an uploaded picture's variant address (`/media/<key>-1200.webp`), or null. */
const variantAddress = new RegExp(`^${mediaUrlPrefix}(.+)-(\\d+)\\.webp$`);
export function pictureKeyOf(url: string | null | undefined): string | null {
  if (!url) return null;
  return variantAddress.exec(url.split(/[?#]/)[0]!)?.[1] ?? null;
}

/** Twin of the SQL of migration 0027: the search keys of a picture's words, space-separated and around. */
export function mediaSearchKey(...texts: (string | null | undefined)[]): string {
  const words = searchWordsOf(texts.filter(Boolean).join(" "));
  return words.length ? ` ${words.map(searchKey).join(" ")} ` : "";
}

/** The LIKE patterns of a query: each word's key, at the beginning of one of the picture's words. */
function keyPatterns(text: string): string[] {
  return [...new Set(searchWordsOf(text).map(searchKey))].slice(0, 8).map((key) => `% ${key}%`);
}

/** Midnight in Sofia of a YYYY-MM-DD day, as SQL; a malformed day is a 400. */
function sofiaDay(value: string, plusDays = 0): SQL {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) throw badRequest(mediaServerTexts.badDate);
  return sql`((${value}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Sofia')`;
}

type PictureRow = {
  id: number;
  storageKey: string;
  variants: number[];
  alt: string | null;
  credit: string | null;
  originalName: string | null;
  width: number | null;
  height: number | null;
  focalX: number;
  focalY: number;
  createdAt: Date;
  uploaderId: number | null;
  uploaderName: string | null;
  uploaderUsername: string | null;
};

const pictureColumns = {
  id: mediaFiles.id,
  storageKey: mediaFiles.storageKey,
  variants: mediaFiles.variants,
  alt: mediaFiles.alt,
  credit: mediaFiles.credit,
  originalName: mediaFiles.originalName,
  width: mediaFiles.width,
  height: mediaFiles.height,
  focalX: mediaFiles.focalX,
  focalY: mediaFiles.focalY,
  createdAt: mediaFiles.createdAt,
  uploaderId: users.id,
  uploaderName: users.name,
  uploaderUsername: users.username,
};

/** The address of a picture's variant: the largest (what articles use) or the smallest (the grid's). */
export function variantUrl(key: string, variants: readonly number[], which: "largest" | "smallest"): string {
  const widths = variants.length ? variants : [...limits.imageVariantWidths];
  const width = which === "largest" ? Math.max(...widths) : Math.min(...widths);
  return `${mediaUrlPrefix}${key}-${width}.webp`;
}

function toItem(row: PictureRow): MediaItem {
  return {
    id: row.id,
    url: variantUrl(row.storageKey, row.variants, "largest"),
    thumbUrl: variantUrl(row.storageKey, row.variants, "smallest"),
    alt: row.alt,
    credit: row.credit,
    originalName: row.originalName,
    width: row.width,
    height: row.height,
    focalX: row.focalX,
    focalY: row.focalY,
    uploader:
      row.uploaderId === null
        ? null
        : { id: row.uploaderId, name: row.uploaderName ?? row.uploaderUsername!, username: row.uploaderUsername! },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The uploaders a text names: every word's key begins a word of their name or username. */
function uploaderCondition(text: string): SQL | null {
  const patterns = keyPatterns(text);
  if (!patterns.length) return null;
  const keys = sql`(select ' ' || string_agg(hronika_search_key(w), ' ') || ' '
      from regexp_split_to_table(btrim(hronika_search_fold(concat_ws(' ', u.name, u.username))), ' ') w where w <> '')`;
  return sql`${mediaFiles.uploadedBy} in (select u.id from ${users} u where ${keys} like all (array[${sql.join(
    patterns.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[]))`;
}

/** A page of the library, newest first (40 a page). */
export async function listMedia(db: Database, query: MediaListQuery): Promise<MediaList> {
  const conditions: SQL[] = [eq(mediaFiles.kind, "image")];
  const patterns = keyPatterns(query.q);
  if (query.q.trim() && !patterns.length) return emptyPage(query.page);
  for (const pattern of patterns) conditions.push(sql`${mediaFiles.searchKey} like ${pattern}`);
  if (query.uploader.trim()) {
    const byUploader = uploaderCondition(query.uploader);
    if (!byUploader) return emptyPage(query.page);
    conditions.push(byUploader);
  }
  if (query.from.trim()) conditions.push(sql`${mediaFiles.createdAt} >= ${sofiaDay(query.from.trim())}`);
  if (query.to.trim()) conditions.push(sql`${mediaFiles.createdAt} < ${sofiaDay(query.to.trim(), 1)}`);
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(pictureColumns)
      .from(mediaFiles)
      .leftJoin(users, eq(users.id, mediaFiles.uploadedBy))
      .where(where)
      .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
      .limit(mediaPageSize)
      .offset((query.page - 1) * mediaPageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(mediaFiles)
      .where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map(toItem),
    pagination: { total, page: query.page, pageSize: mediaPageSize, totalPages: Math.ceil(total / mediaPageSize) },
  };
}

const emptyPage = (page: number): MediaList => ({
  items: [],
  pagination: { total: 0, page, pageSize: mediaPageSize, totalPages: 0 },
});

/** The picture's row, or 404 (a video is no picture of the library). */
async function pictureRow(db: Database, id: number) {
  const [row] = await db
    .select({ ...pictureColumns, sizeBytes: mediaFiles.sizeBytes, socialCrop: mediaFiles.socialCrop })
    .from(mediaFiles)
    .leftJoin(users, eq(users.id, mediaFiles.uploadedBy))
    .where(and(eq(mediaFiles.id, id), eq(mediaFiles.kind, "image")));
  if (!row) throw notFound(mediaServerTexts.notFound);
  return row;
}

/** Whether a media address is one of the picture's variants. */
const isVariantOf = (key: string) => (url: string | null | undefined) => pictureKeyOf(url) === key;

/**
 * The articles that use the picture now: as their lead picture, in a picture section or in an
 * entry of their live coverage (decision 0140), in their stored text (any status) or in someone's
 * pending changes of them. Old revisions do not count
 * (decision 0130): restoring one whose picture is gone is refused as any missing file is.
 */
export async function usesOf(db: Database, key: string): Promise<MediaUse[]> {
  // The addresses `/media/<key>-<width>.webp`, as an index range: "-" and "." are neighbours.
  const from = `${mediaUrlPrefix}${key}-`;
  const to = `${mediaUrlPrefix}${key}.`;
  const stored = await queryRows<MediaUse>(
    db,
    sql`select a.id, a.title, a.status from ${articles} a
         where a.thumbnail ~>=~ ${from} and a.thumbnail ~<~ ${to}
        union
        select a.id, a.title, a.status from sections s join ${articles} a on a.id = s.article_id
         where s.type = 'image' and s.content ~>=~ ${from} and s.content ~<~ ${to}
        union
        select a.id, a.title, a.status from ${liveEntries} e join ${articles} a on a.id = e.article_id
         where e.deleted_at is null and e.image ~>=~ ${from} and e.image ~<~ ${to}`,
  );
  const found = new Map(stored.map((use) => [use.id, use]));
  // Pending changes are packed: each is read (there are few: one per person and article being changed).
  const pending = await db
    .select({
      articleId: articleAutosaves.articleId,
      snapshot: articleAutosaves.snapshot,
      packed: articleAutosaves.packed,
    })
    .from(articleAutosaves);
  const pendingIds: number[] = [];
  for (const row of pending) {
    if (found.has(row.articleId)) continue;
    const text =
      row.snapshot !== null ? (row.snapshot as ArticleSnapshot) : row.packed ? await unpackSnapshot(row.packed) : null;
    if (!text) continue;
    const uses = isVariantOf(key);
    if (uses(text.thumbnail) || text.sections.some((s) => s.type === "image" && uses(s.content)))
      pendingIds.push(row.articleId);
  }
  if (pendingIds.length) {
    const more = await db
      .select({ id: articles.id, title: articles.title, status: articles.status })
      .from(articles)
      .where(inArray(articles.id, pendingIds));
    for (const use of more) found.set(use.id, use);
  }
  return [...found.values()].sort((a, b) => b.id - a.id);
}

/** Whether the user may change or delete the picture: who uploaded it, or an admin. */
const mayChange = (user: { id: number; role: string }, uploaderId: number | null) =>
  isAdminRole(user.role) || (uploaderId !== null && uploaderId === user.id);

export async function mediaDetail(
  db: Database,
  viewer: { id: number; role: string },
  id: number,
): Promise<MediaDetail> {
  const row = await pictureRow(db, id);
  return {
    ...toItem(row),
    sizeBytes: row.sizeBytes,
    usedBy: await usesOf(db, row.storageKey),
    canEdit: mayChange(viewer, row.uploaderId),
    socialUrl: row.socialCrop ? `${mediaUrlPrefix}${row.socialCrop.key}` : null,
  };
}

const cleanText = (value: string | null | undefined) => (value == null ? value : value.trim() || null);

/** Changes the description, credit or focal point; a new focal point asks for a new social crop. */
export async function updateMedia(
  db: Database,
  actor: Actor,
  id: number,
  input: MediaUpdate,
  onFocalChange: (tx: Database, picture: { id: number }) => Promise<void>,
): Promise<void> {
  const alt = cleanText(input.alt);
  const credit = cleanText(input.credit);
  if (alt && alt.length > limits.imageAltMax) throw badRequest(imageTexts.altTooLong(limits.imageAltMax));
  if (credit && credit.length > limits.imageCreditMax)
    throw badRequest(imageTexts.creditTooLong(limits.imageCreditMax));
  for (const value of [input.focalX, input.focalY])
    if (value !== undefined && !(Number.isFinite(value) && value >= 0 && value <= 1))
      throw badRequest(mediaServerTexts.focalOutOfRange);
  const row = await pictureRow(db, id);
  if (!mayChange(actor.user, row.uploaderId)) throw forbidden(mediaServerTexts.notYours);
  const next = {
    alt: alt === undefined ? row.alt : alt,
    credit: credit === undefined ? row.credit : credit,
    focalX: input.focalX ?? row.focalX,
    focalY: input.focalY ?? row.focalY,
  };
  const focalMoved = next.focalX !== row.focalX || next.focalY !== row.focalY;
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    await tx
      .update(mediaFiles)
      .set({ ...next, searchKey: mediaSearchKey(next.alt, next.credit, row.originalName) })
      .where(eq(mediaFiles.id, id));
    if (focalMoved) await onFocalChange(tx, { id });
  });
  const focal = focalMoved ? `, focal point ${next.focalX.toFixed(3)} ${next.focalY.toFixed(3)}` : "";
  await auditBy(db, actor, "UPDATE", "MEDIA", id, `Updated picture ${row.storageKey}${focal}`);
}

/** Deletes an unused picture: its variants and social crop from storage, then its row; a used one is a 409 naming the articles. */
export async function deleteMedia(db: Database, storage: MediaStorage, actor: Actor, id: number): Promise<void> {
  const row = await pictureRow(db, id);
  if (!mayChange(actor.user, row.uploaderId)) throw forbidden(mediaServerTexts.notYours);
  const uses = await usesOf(db, row.storageKey);
  if (uses.length) throw conflict(mediaServerTexts.usedBy(uses.map((use) => use.title)));
  // The row first: an article saved meanwhile finds no file and is refused, never left with a broken picture.
  const [gone] = await db.delete(mediaFiles).where(eq(mediaFiles.id, id)).returning();
  if (!gone) throw notFound(mediaServerTexts.notFound);
  const keys = gone.variants.map((width) => `${gone.storageKey}-${width}.webp`);
  if (gone.socialCrop) keys.push(gone.socialCrop.key);
  await Promise.all(keys.map((key) => storage.remove(key)));
  await auditBy(
    db,
    actor,
    "DELETE",
    "MEDIA",
    id,
    `Deleted picture ${gone.storageKey}${gone.alt ? ` "${gone.alt}"` : ""}`,
  );
}

/**
 * An article's save gives its pictures' descriptions and credits to the library: a picture without
 * one gets the article's (decision 0130). One statement, whatever the number of pictures.
 */
export async function fillPictureTexts(
  db: Database,
  pictures: readonly { url: string | null; alt: string | null; credit: string | null }[],
): Promise<void> {
  const wanted = new Map<string, { alt: string | null; credit: string | null }>();
  for (const picture of pictures) {
    const key = pictureKeyOf(picture.url);
    if (!key || (!picture.alt && !picture.credit) || wanted.has(key)) continue;
    wanted.set(key, { alt: picture.alt, credit: picture.credit });
  }
  if (!wanted.size) return;
  const keys = [...wanted.keys()];
  const rows = await db
    .select({
      id: mediaFiles.id,
      key: mediaFiles.storageKey,
      alt: mediaFiles.alt,
      credit: mediaFiles.credit,
      originalName: mediaFiles.originalName,
    })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.storageKey, keys), sql`(${mediaFiles.alt} is null or ${mediaFiles.credit} is null)`));
  for (const row of rows) {
    const given = wanted.get(row.key)!;
    const alt = row.alt ?? given.alt;
    const credit = row.credit ?? given.credit;
    if (alt === row.alt && credit === row.credit) continue;
    await db
      .update(mediaFiles)
      .set({ alt, credit, searchKey: mediaSearchKey(alt, credit, row.originalName) })
      .where(eq(mediaFiles.id, row.id));
  }
}

/** The focal points of pictures by their addresses, in one statement (issue 34: no query per card). */
export async function focalPointsOf(
  db: Database,
  urls: readonly (string | null | undefined)[],
): Promise<Map<string, { x: number; y: number; social: SocialCrop | null }>> {
  const keys = [...new Set(urls.map(pictureKeyOf).filter((key): key is string => key !== null))];
  if (!keys.length) return new Map();
  const rows = await db
    .select({ key: mediaFiles.storageKey, x: mediaFiles.focalX, y: mediaFiles.focalY, social: mediaFiles.socialCrop })
    .from(mediaFiles)
    .where(inArray(mediaFiles.storageKey, keys));
  return new Map(rows.map((row) => [row.key, { x: row.x, y: row.y, social: row.social }]));
}
