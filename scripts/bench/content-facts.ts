// Reads what the benchmark needs to know about the loaded content straight from the database of
// DATA_DIR / DATABASE_URL (before the server starts: the embedded database has one owner at a
// time), and writes it as JSON to the file named by the first argument.
//   tsx scripts/bench/content-facts.ts /tmp/facts.json
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { openDatabase, queryRows } from "#server/db/client.ts";

export type ContentFacts = {
  /** Every published article, by id (the cold-article scenario reads each once). */
  publishedIds: number[];
  /** The published article with the most sections, then the most text: the breaking story everyone reads. */
  hotArticleId: number;
  /** The newest published articles, newest first. */
  newestIds: number[];
  categories: string[];
  authorIds: number[];
  /** `select version()`. */
  serverVersion: string;
};

async function main() {
  const out = process.argv[2];
  if (!out) throw new Error("usage: content-facts.ts <output.json>");
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "db") },
  );
  try {
    const ids = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from articles where status = 'published' order by id`,
    );
    const [hot] = await queryRows<{ id: number }>(
      handle.db,
      sql`select s.article_id as id from sections s join articles a on a.id = s.article_id
           where a.status = 'published' group by s.article_id
           order by count(*) desc, sum(length(s.content)) desc, s.article_id limit 1`,
    );
    const newest = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from articles where status = 'published' order by publish_date desc nulls last, id desc limit 5`,
    );
    const categories = await queryRows<{ name: string }>(handle.db, sql`select name from categories order by position`);
    const authors = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from users where role = 'Journalist' order by id`,
    );
    const [version] = await queryRows<{ version: string }>(handle.db, sql`select version()`);
    if (!hot || ids.length === 0) throw new Error("no published articles: the content did not load");
    const facts: ContentFacts = {
      publishedIds: ids.map((row) => row.id),
      hotArticleId: hot.id,
      newestIds: newest.map((row) => row.id),
      categories: categories.map((row) => row.name),
      authorIds: authors.map((row) => row.id),
      serverVersion: version?.version ?? "",
    };
    await writeFile(out, JSON.stringify(facts));
  } finally {
    await handle.close();
  }
}

await main();
