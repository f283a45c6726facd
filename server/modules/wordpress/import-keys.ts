import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { wordpressImports } from "#server/db/schema.ts";

/** What a WordPress import keys (decision 0122): a picture is keyed by its address, an author by login, the rest by id. */
export type ImportedKind = "post" | "comment" | "author" | "category" | "tag" | "picture";

/** The WordPress things of one kind this site has had imported, by key: the row made of each (null: skipped). */
export async function importedOfKind(
  db: Database,
  site: string,
  kind: ImportedKind,
): Promise<Map<string, number | null>> {
  const rows = await db
    .select({ key: wordpressImports.wordpressKey, localId: wordpressImports.localId })
    .from(wordpressImports)
    .where(and(eq(wordpressImports.site, site), eq(wordpressImports.kind, kind)));
  return new Map(rows.map((r) => [r.key, r.localId]));
}

/** Which of these keys of one kind this site has had imported: the row made of each (null: skipped). */
export async function importedKeys(
  db: Database,
  site: string,
  kind: ImportedKind,
  keys: readonly string[],
): Promise<Map<string, number | null>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: wordpressImports.wordpressKey, localId: wordpressImports.localId })
    .from(wordpressImports)
    .where(
      and(
        eq(wordpressImports.site, site),
        eq(wordpressImports.kind, kind),
        inArray(wordpressImports.wordpressKey, [...keys]),
      ),
    );
  return new Map(rows.map((r) => [r.key, r.localId]));
}

/** Notes that a WordPress thing was imported as `localId` (null: looked at and skipped for good). */
export function markImported(
  tx: Database,
  site: string,
  kind: ImportedKind,
  key: string | number,
  localId: number | null,
): Promise<void> {
  return markAllImported(tx, site, [[kind, key, localId]]);
}

/** Rows of one insert at most, well within PostgreSQL's 65 535 parameters. */
const keysPerInsert = 2_000;

/** Notes many things at once (a post and its comments): each kind and key with its row, or null. */
export async function markAllImported(
  tx: Database,
  site: string,
  entries: readonly (readonly [ImportedKind, string | number, number | null])[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += keysPerInsert)
    await tx
      .insert(wordpressImports)
      .values(
        entries
          .slice(i, i + keysPerInsert)
          .map(([kind, key, localId]) => ({ site, kind, wordpressKey: String(key), localId })),
      )
      .onConflictDoUpdate({
        target: [wordpressImports.site, wordpressImports.kind, wordpressImports.wordpressKey],
        set: { localId: sql`excluded.local_id` },
      });
}
