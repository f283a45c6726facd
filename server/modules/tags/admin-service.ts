import { asc, desc, eq, sql } from "drizzle-orm";
import { tagAdminTexts } from "#common/messages/tags.ts";
import type { AdminTag } from "#common/schemas/tags.ts";
import { cleanTagName } from "#common/tags.ts";
import type { Database } from "#server/db/client.ts";
import { articleTags, tagSlugs, tags } from "#server/db/schema.ts";
import { badRequest, conflict, notFound } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import { rebuildSearchDocuments } from "#server/modules/search/search-documents.ts";
import { tagSearchKey } from "./service.ts";

const articleCount = sql<number>`(select count(*)::int from ${articleTags} at where at.tag_id = ${tags}.id)`;

/** Every tag with how many articles (published or not) carry it, the most used first. */
export async function listAdminTags(db: Database): Promise<AdminTag[]> {
  return db
    .select({ id: tags.id, name: tags.name, slug: tags.slug, articleCount })
    .from(tags)
    .orderBy(desc(articleCount), asc(sql`lower(${tags.name})`), asc(tags.id));
}

async function articlesOf(db: Database, tagId: number): Promise<number[]> {
  const rows = await db.select({ id: articleTags.articleId }).from(articleTags).where(eq(articleTags.tagId, tagId));
  return rows.map((r) => r.id);
}

async function tagById(db: Database, id: number) {
  const [row] = await db.select({ id: tags.id, name: tags.name, slug: tags.slug }).from(tags).where(eq(tags.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * Renames a tag (decision 0119): its new name's slug becomes its address and its old slugs keep
 * answering (301); a slug another tag has, or had, is refused with 409. Its articles' search
 * documents follow.
 */
export async function renameTag(db: Database, actor: Actor, id: number, text: string): Promise<void> {
  const cleaned = cleanTagName(text);
  if (!cleaned.ok) throw badRequest(cleaned.error, { name: cleaned.error });
  const { name, slug } = cleaned.tag;
  const old = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const existing = await tagById(tx, id);
    await tx.insert(tagSlugs).values({ slug, tagId: id }).onConflictDoNothing();
    const [owner] = await tx.select({ tagId: tagSlugs.tagId }).from(tagSlugs).where(eq(tagSlugs.slug, slug));
    if (owner?.tagId !== id) throw conflict(tagAdminTexts.nameTaken);
    await tx
      .update(tags)
      .set({ name, slug, searchKey: tagSearchKey(name) })
      .where(eq(tags.id, id));
    return existing;
  });
  await rebuildSearchDocuments(db, await articlesOf(db, id));
  await auditBy(db, actor, "UPDATE", "TAG", id, `Renamed tag "${old.name}" to "${name}"`);
}

/**
 * Merges a tag into another: its articles carry the other instead (once), its addresses lead to
 * the other, and it is gone.
 */
export async function mergeTag(db: Database, actor: Actor, id: number, intoId: number): Promise<void> {
  if (id === intoId) throw badRequest(tagAdminTexts.mergeSelf, { intoId: tagAdminTexts.mergeSelf });
  const moved = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const from = await tagById(tx, id);
    const into = await tagById(tx, intoId);
    const articleIds = await articlesOf(tx, id);
    await tx.execute(sql`insert into ${articleTags} (article_id, tag_id, position)
      select at.article_id, ${intoId}, at.position from ${articleTags} at where at.tag_id = ${id}
      on conflict do nothing`);
    await tx.update(tagSlugs).set({ tagId: intoId }).where(eq(tagSlugs.tagId, id));
    await tx.delete(tags).where(eq(tags.id, id));
    return { from, into, articleIds };
  });
  await rebuildSearchDocuments(db, moved.articleIds);
  await auditBy(
    db,
    actor,
    "UPDATE",
    "TAG",
    intoId,
    `Merged tag "${moved.from.name}" into "${moved.into.name}" (${moved.articleIds.length} articles)`,
  );
}

/** Deletes a tag: its articles no longer carry it, and its addresses are 404s. */
export async function deleteTag(db: Database, actor: Actor, id: number): Promise<void> {
  const gone = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const tag = await tagById(tx, id);
    const articleIds = await articlesOf(tx, id);
    await tx.delete(tags).where(eq(tags.id, id));
    return { tag, articleIds };
  });
  await rebuildSearchDocuments(db, gone.articleIds);
  await auditBy(db, actor, "DELETE", "TAG", id, `Deleted tag "${gone.tag.name}" (${gone.articleIds.length} articles)`);
}
