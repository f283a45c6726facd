import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import { categoryTexts } from "#common/messages/admin.ts";
import type { Database } from "#server/db/client.ts";
import { articleCategories, categories } from "#server/db/schema.ts";
import { badRequest, conflict, notFound } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import { rebuildSearchDocuments } from "#server/modules/search/search-documents.ts";

export type AdminCategory = { id: number; name: string; position: number; articleCount: number };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Every change of the order runs under one transaction-scoped advisory lock and ends with the
 * positions renumbered 0..n-1, so concurrent moves, creations and deletions never leave gaps or
 * duplicates.
 */
async function withOrderLock<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hronika.categories.order'))`);
    return work(tx);
  });
}

async function orderedIds(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((r) => r.id);
}

async function writeOrder(tx: Tx, ids: number[]) {
  for (const [position, id] of ids.entries()) {
    await tx.update(categories).set({ position }).where(eq(categories.id, id));
  }
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(categoryTexts.nameRequired);
  if (trimmed.length > limits.categoryNameMax) throw badRequest(categoryTexts.nameTooLong(limits.categoryNameMax));
  return trimmed;
}

async function assertNameFree(tx: Tx | Database, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`);
  if (taken && taken.id !== exceptId) throw conflict(categoryTexts.nameTaken);
}

/** The categories in order with how many articles (published or not) are filed under each. */
export async function listAdminCategories(db: Database): Promise<AdminCategory[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      position: categories.position,
      articleCount: count(articleCategories.articleId),
    })
    .from(categories)
    .leftJoin(articleCategories, eq(articleCategories.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function createCategory(db: Database, actor: Actor, rawName: string): Promise<{ categoryId: number }> {
  const name = cleanName(rawName);
  const id = await withOrderLock(db, async (tx) => {
    await assertNameFree(tx, name);
    const ids = await orderedIds(tx);
    const [row] = await tx.insert(categories).values({ name, position: ids.length }).returning({ id: categories.id });
    return row!.id;
  });
  await auditBy(db, actor, "CREATE", "CATEGORY", id, `Created category "${name}"`);
  return { categoryId: id };
}

export async function renameCategory(db: Database, actor: Actor, id: number, rawName: string): Promise<void> {
  const name = cleanName(rawName);
  const old = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
    if (!existing) throw notFound();
    await assertNameFree(tx, name, id);
    await tx.update(categories).set({ name }).where(eq(categories.id, id));
    return existing.name;
  });
  // Category names are part of each article's search text.
  const filed = await db
    .select({ id: articleCategories.articleId })
    .from(articleCategories)
    .where(eq(articleCategories.categoryId, id));
  await rebuildSearchDocuments(
    db,
    filed.map((r) => r.id),
  );
  await auditBy(db, actor, "UPDATE", "CATEGORY", id, `Renamed category "${old}" to "${name}"`);
}

/** Deletes a category; its articles keep their other categories, the next one becoming the main. */
export async function deleteCategory(db: Database, actor: Actor, id: number): Promise<void> {
  const { name, articleIds } = await withOrderLock(db, async (tx) => {
    const [existing] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
    if (!existing) throw notFound();
    const filed = await tx
      .select({ id: articleCategories.articleId })
      .from(articleCategories)
      .where(eq(articleCategories.categoryId, id));
    await tx.delete(categories).where(eq(categories.id, id));
    // Close the gap in each article's category order (position 0 stays the main category).
    const articleIds = filed.map((f) => f.id);
    if (articleIds.length) {
      const rest = await tx
        .select()
        .from(articleCategories)
        .where(inArray(articleCategories.articleId, articleIds))
        .orderBy(asc(articleCategories.articleId), asc(articleCategories.position));
      await tx.delete(articleCategories).where(inArray(articleCategories.articleId, articleIds));
      const next = new Map<number, number>();
      const renumbered = rest.map((r) => {
        const position = next.get(r.articleId) ?? 0;
        next.set(r.articleId, position + 1);
        return { ...r, position };
      });
      if (renumbered.length) await tx.insert(articleCategories).values(renumbered);
    }
    await writeOrder(tx, await orderedIds(tx));
    return { name: existing.name, articleIds: filed.map((f) => f.id) };
  });
  await rebuildSearchDocuments(db, articleIds);
  await auditBy(db, actor, "DELETE", "CATEGORY", id, `Deleted category "${name}"`);
}

/** Moves a category one place up or down (a no-op at the ends). */
export async function moveCategory(db: Database, actor: Actor, id: number, direction: "up" | "down"): Promise<void> {
  const moved = await withOrderLock(db, async (tx) => {
    const ids = await orderedIds(tx);
    const from = ids.indexOf(id);
    if (from < 0) throw notFound();
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return false;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await writeOrder(tx, ids);
    return true;
  });
  if (moved) await auditBy(db, actor, "UPDATE", "CATEGORY", id, `Moved category ${direction}`);
}

/** Puts a category at a position (0-based, clamped to the list), shifting the others. */
export async function reorderCategory(db: Database, actor: Actor, id: number, newPosition: number): Promise<void> {
  const position = await withOrderLock(db, async (tx) => {
    const ids = await orderedIds(tx);
    const from = ids.indexOf(id);
    if (from < 0) throw notFound();
    const to = Math.max(0, Math.min(ids.length - 1, newPosition));
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    await writeOrder(tx, ids);
    return to;
  });
  await auditBy(db, actor, "UPDATE", "CATEGORY", id, `Moved category to position ${position + 1}`);
}
