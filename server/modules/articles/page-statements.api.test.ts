import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DatabaseHandle } from "#server/db/client.ts";
import { readCommentPage } from "#server/modules/comments/service.ts";
import { relatedArticles } from "#server/modules/tags/related-articles.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { getArticleDetail } from "./service.ts";

/** An article page's prepared statements (decisions 0089, 0120) stay prepared in effect: planned once. */
describe("an article page's statements", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("plans an article page's statements once: generic plans after five runs", async () => {
    if (handle.kind !== "pglite") return; // node-postgres prepares per pooled connection
    for (let run = 0; run < 8; run++) {
      await getArticleDetail(handle.db, 1);
      await readCommentPage(handle.db, 1, 1);
      await relatedArticles(handle.db, 1);
    }
    const plans = await queryRows<{ name: string; generic_plans: number; statement: string }>(
      handle.db,
      sql`select name, generic_plans, statement from pg_prepared_statements
           where name in ('published_article', 'comment_page', 'related_articles') order by name`,
    );
    expect(plans.map((p) => [p.name, p.generic_plans > 0])).toEqual([
      ["comment_page", true],
      ["published_article", true],
      ["related_articles", true],
    ]);
    // With its LIMITs as parameters PostgreSQL planned the related articles anew on every run at
    // 100 000 articles (a custom plan each time), as if unprepared (decision 0120); on a few rows
    // the plans would not show it, so its text is checked.
    const related = plans.find((p) => p.name === "related_articles")!.statement;
    expect(related).not.toMatch(/\blimit \$\d/i);
  });
});
