// Reads what the benchmark needs to know about the loaded content straight from the database of
// DATA_DIR / DATABASE_URL (before the server starts: the embedded database has one owner at a
// time), and writes it as JSON to the file named by the first argument.
//   tsx scripts/bench/content-facts.ts /tmp/facts.json
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { openDatabase, queryRows } from "#server/db/client.ts";
import { articlePath } from "#common/page-paths.ts";
import { backfillArticleSlugs } from "#server/modules/articles/slugs.ts";

export type ContentFacts = {
  /** Every published article, by id (the cold-article scenario reads each once). */
  publishedIds: number[];
  /** Their canonical addresses, `/article/{id}-{slug}` (issue 32), in the same order. */
  publishedPaths: string[];
  /** The published article with the most sections, then the most text: the breaking story everyone reads. */
  hotArticleId: number;
  /** Its canonical address. */
  hotArticlePath: string;
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
    // The server's start-up would give the seeded articles their slugs; their addresses are needed now.
    await backfillArticleSlugs(handle.db);
    const ids = await queryRows<{ id: number; slug: string | null }>(
      handle.db,
      sql`select id, slug from articles where status = 'published' order by id`,
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
      publishedPaths: ids.map((row) => articlePath(row)),
      hotArticleId: hot.id,
      hotArticlePath: articlePath(ids.find((row) => row.id === hot.id) ?? { id: hot.id, slug: null }),
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
