import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { migrationsFolder, type DatabaseHandle } from "./client.ts";
import { articles, sections } from "./schema.ts";

/**
 * The migration *_image_alt_backfill (issue 21): the pictures stored before alternative texts existed get one, so every
 * picture on the site has an alt; videos and texts somebody wrote are left alone, and running it
 * again changes nothing.
 */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function runBackfill() {
  // Found by its name, whatever number the migration got at its merge.
  const name = (await readdir(migrationsFolder)).find((file) => file.endsWith("_image_alt_backfill.sql"))!;
  const file = (await readFile(path.join(migrationsFolder, name), "utf8")).split("--> statement-breakpoint");
  for (const statement of file) await handle.db.execute(sql.raw(statement));
}

describe("the alternative text backfill", () => {
  it("gives a thumbnail its article's title, a picture section its caption or else the title, a video none", async () => {
    const { db } = handle;
    const withThumbnail = await insertArticle(db, {
      title: "Парламентът гласува",
      thumbnail: "/media/images/a-1200.webp",
      paragraphs: [],
    });
    const withWritten = await insertArticle(db, {
      title: "Друга",
      thumbnail: "/media/images/b-1200.webp",
      thumbnailAlt: "Написано от автора",
      paragraphs: [],
    });
    const without = await insertArticle(db, { title: "Без снимка", paragraphs: [] });
    await db.insert(sections).values([
      {
        articleId: withThumbnail,
        type: "image",
        content: "/media/images/c-1200.webp",
        caption: "Залата",
        orderIndex: 0,
      },
      { articleId: withThumbnail, type: "image", content: "/media/images/d-1200.webp", caption: "  ", orderIndex: 1 },
      { articleId: withThumbnail, type: "image", content: "/media/videos/e.mp4", caption: "Видео", orderIndex: 2 },
      {
        articleId: withThumbnail,
        type: "image",
        content: "/media/images/f-1200.webp",
        caption: null,
        alt: "Свое описание",
        orderIndex: 3,
      },
      { articleId: withThumbnail, type: "paragraph", content: "<p>Текст</p>", orderIndex: 4 },
    ]);

    await runBackfill();
    const thumbs = await db
      .select({ id: articles.id, alt: articles.thumbnailAlt })
      .from(articles)
      .orderBy(asc(articles.id));
    expect(thumbs.find((a) => a.id === withThumbnail)!.alt).toBe("Парламентът гласува");
    expect(thumbs.find((a) => a.id === withWritten)!.alt).toBe("Написано от автора");
    expect(thumbs.find((a) => a.id === without)!.alt).toBeNull();
    const alts = async () =>
      (
        await db
          .select({ alt: sections.alt })
          .from(sections)
          .where(eq(sections.articleId, withThumbnail))
          .orderBy(asc(sections.orderIndex))
      ).map((s) => s.alt);
    expect(await alts()).toEqual(["Залата", "Парламентът гласува", null, "Свое описание", null]);

    await runBackfill();
    expect(await alts()).toEqual(["Залата", "Парламентът гласува", null, "Свое описание", null]);
  });
});
