import { and, eq } from "drizzle-orm";
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

/** Notes that a WordPress thing was imported as `localId` (null: looked at and skipped for good). */
export async function markImported(
  tx: Database,
  site: string,
  kind: ImportedKind,
  key: string | number,
  localId: number | null,
): Promise<void> {
  await tx
    .insert(wordpressImports)
    .values({ site, kind, wordpressKey: String(key), localId })
    .onConflictDoUpdate({
      target: [wordpressImports.site, wordpressImports.kind, wordpressImports.wordpressKey],
      set: { localId },
    });
}
