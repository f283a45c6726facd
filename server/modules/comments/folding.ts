import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";

/**
 * Texts folded as search folds them (the SQL function hronika_search_text: lower case, official
 * Bulgarian transliteration, no accents), in their order. Banned words are matched on folded text
 * only through this function, so that every improvement of the project's folding applies to them too.
 */
export async function foldTexts(db: Database, texts: readonly string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const rows = await queryRows<{ folded: string | null }>(
    db,
    sql`select hronika_search_text(t.text) as folded
          from unnest(array[${sql.join(texts.map((text) => sql`${text}`), sql`, `)}]::text[]) with ordinality as t(text, n)
         order by t.n`,
  );
  return rows.map((row) => row.folded ?? "");
}
