import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { articles, comments, users } from "#server/db/schema.ts";
import { createArticle } from "#server/modules/articles/authoring.ts";
import { backfillArticleSlugs } from "#server/modules/articles/slugs.ts";
import { articlePath } from "#common/page-paths.ts";
import { listCategories } from "#server/modules/categories/service.ts";
import type { MediaStorage } from "#server/modules/media/storage.ts";
import { ensureOwner } from "#server/modules/users/service.ts";

/** What the scale scenarios need to know about the database they run against. */
export type ScaleFixtures = {
  ownerId: number;
  /** The journalist with the most articles (a third of the large seed each). */
  journalistId: number;
  categories: { name: string; published: number }[];
  published: number;
  all: number;
  /** Published articles spread over the whole table, each rendered once (uncached). */
  sampleArticleIds: number[];
  /** Their canonical addresses, `/article/{id}-{slug}` (issue 32), in the same order. */
  sampleArticlePaths: string[];
  longArticlePath: string;
  usualArticlePath: string;
  /** 5 000 words in 20 sections (issue 7, cold render), created by the setup if missing. */
  longArticleId: number;
  /** 1 000 words in 6 sections, a usual news story (issue 24, cold render), created by the setup if missing. */
  usualArticleId: number;
};

/** An article the measurements write, found again by its title on a second run. */
type MeasuredArticle = { title: string; description: string; words: number; sections: number; comments: number };

/** Marks the long article, so that a second run finds it instead of writing another. */
export const longArticleTitle = "Измерване: дълга статия с двадесет раздела за бързината на страницата";
const longArticle: MeasuredArticle = {
  title: longArticleTitle,
  description: "Дълга статия от двадесет раздела и пет хиляди думи за измерване на страницата без кеш.",
  words: 5_000,
  sections: 20,
  comments: 0,
};
const usualArticle: MeasuredArticle = {
  title: "Измерване: обичайна статия с шест раздела за бързината на страницата",
  description: "Статия от шест раздела и хиляда думи, колкото е обичайната новина, за измерване на страницата без кеш.",
  words: 1_000,
  sections: 6,
  // As a third of the large seed's articles have.
  comments: 3,
};

const vocabulary = (
  "общината реши бюджетът пътя ремонт жителите центъра години проекта министерството строителството " +
  "площада транспорта училището болницата парка моста реката района програмата средствата европейски " +
  "фонд работниците новината съветниците кметът гласуваха предложението решението срокът месеца"
).split(" ");

/** `words` words of plain Bulgarian text in `sections` sections: every fourth a heading, the rest paragraphs. */
export function measuredArticleSections(words: number, sections: number) {
  const paragraphs = sections - Math.ceil(sections / 4);
  const wordsPerParagraph = Math.ceil(words / paragraphs);
  return Array.from({ length: sections }, (_, i) => {
    if (i % 4 === 0)
      return { type: "heading" as const, content: `Част ${i / 4 + 1}: какво предстои за града`, caption: null };
    const words = Array.from(
      { length: wordsPerParagraph },
      (_, w) => vocabulary[(i * 31 + w * 7) % vocabulary.length]!,
    );
    // Sentences of 12 words, some in bold or italic, as a journalist writes them.
    const sentences: string[] = [];
    for (let s = 0; s < words.length; s += 12) {
      const sentence = words.slice(s, s + 12).join(" ");
      const text = sentence.charAt(0).toUpperCase() + sentence.slice(1) + ".";
      sentences.push(s % 48 === 0 ? `<b>${text}</b>` : s % 60 === 0 ? `<i>${text}</i>` : text);
    }
    return { type: "paragraph" as const, content: `<p>${sentences.join(" ")}</p>`, caption: null };
  });
}

/**
 * Reads (and where needed creates) what the scenarios use: an Owner, the busiest journalist,
 * the categories with their sizes, sample articles and the long article.
 */
export async function prepareScaleFixtures(
  db: Database,
  media: MediaStorage,
  owner: { username: string; password: string | undefined },
): Promise<ScaleFixtures> {
  await ensureOwner(db, owner);
  const [ownerRow] = await db.select({ id: users.id }).from(users).where(eq(users.role, "Owner")).limit(1);
  const [busiest] = await db
    .select({ id: users.id, n: count() })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(eq(users.role, "Journalist"))
    .groupBy(users.id)
    .orderBy(desc(count()))
    .limit(1);
  if (!ownerRow || !busiest) throw new Error("no Owner or no journalist with articles: run `npm run seed:large` first");

  const categoryRows = await listCategories(db);
  const measured = async (article: MeasuredArticle): Promise<number> => {
    const [existing] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.title, article.title))
      .limit(1);
    if (existing) return existing.id;
    const [journalist] = await db.select().from(users).where(eq(users.id, busiest.id));
    const created = await createArticle(
      db,
      media,
      { user: journalist!, ipAddress: "127.0.0.1" },
      {
        title: article.title,
        description: article.description,
        categories: categoryRows.slice(0, 3).map((c) => c.name),
        thumbnail: null,
        sections: measuredArticleSections(article.words, article.sections),
      },
      new Date(),
    );
    if (article.comments > 0) {
      const written = Array.from({ length: article.comments }, (_, i) => ({
        articleId: created.articleId,
        authorName: `Читател ${i + 1}`,
        content: "Интересно, благодаря за новината!",
      }));
      await db.insert(comments).values(written);
      await db.update(articles).set({ commentsCount: article.comments }).where(eq(articles.id, created.articleId));
    }
    return created.articleId;
  };
  const longArticleId = await measured(longArticle);
  const usualArticleId = await measured(usualArticle);
  // The seeded articles' slugs, as the server's start-up gives them (issue 32): their addresses.
  await backfillArticleSlugs(db);
  const pathOf = async (id: number) => {
    const [row] = await db.select({ slug: articles.slug }).from(articles).where(eq(articles.id, id));
    return articlePath({ id, slug: row?.slug ?? null });
  };

  const sizes = await db.execute(sql`
    select ac.category_id as id, count(*)::int as n
      from article_categories ac join articles a on a.id = ac.article_id
     where a.status = 'published' group by ac.category_id`);
  const sizeById = new Map((sizes as unknown as { rows: { id: number; n: number }[] }).rows.map((r) => [r.id, r.n]));
  const [totals] = await db
    .select({ all: count(), published: sql<number>`(count(*) filter (where ${articles.status} = 'published'))::int` })
    .from(articles);
  const samples = await db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(and(eq(articles.status, "published"), sql`${articles.id} % 487 = 0`))
    .orderBy(articles.id)
    .limit(400);

  return {
    ownerId: ownerRow.id,
    journalistId: busiest.id,
    categories: categoryRows
      .map((c) => ({ name: c.name, published: sizeById.get(c.id) ?? 0 }))
      .filter((c) => c.published > 0),
    published: totals!.published,
    all: totals!.all,
    sampleArticleIds: samples.map((s) => s.id),
    sampleArticlePaths: samples.map((s) => articlePath(s)),
    longArticleId,
    usualArticleId,
    longArticlePath: await pathOf(longArticleId),
    usualArticlePath: await pathOf(usualArticleId),
  };
}
