import { asc } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { categories } from "#server/db/schema.ts";

export type CategoryListItem = { id: number; name: string };

/** The categories in their sidebar order. */
export async function listCategories(db: Database): Promise<CategoryListItem[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** Adds categories that don't exist yet (by name, regardless of case) at the end of the order. */
export async function ensureCategories(db: Database, names: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ name: categories.name, position: categories.position }).from(categories);
    const known = new Set(existing.map((c) => c.name.toLowerCase()));
    let position = existing.reduce((max, c) => Math.max(max, c.position + 1), 0);
    for (const name of names) {
      if (known.has(name.toLowerCase())) continue;
      await tx.insert(categories).values({ name, position: position++ }).onConflictDoNothing();
      known.add(name.toLowerCase());
    }
  });
}
