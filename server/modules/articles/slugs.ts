import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import type { ArticleAddress } from "#common/page-paths.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { articleSlugOf } from "#common/schemas/article-input.ts";
import { slugify } from "#common/transliteration.ts";
import type { Database } from "#server/db/client.ts";
import { articleSlugs, articles } from "#server/db/schema.ts";
import { badRequest, HttpError } from "#server/http/errors.ts";

/** The slug of an article whose title spells nothing in Latin letters ("статия"). */
const fallbackSlug = "statia";

/** Takes `slug` for the article unless another article has it (now or before); true when it is the article's. */
async function claim(tx: Database, articleId: number, slug: string): Promise<boolean> {
  // A slug another transaction is taking waits for it here, then counts as taken or free.
  await tx.insert(articleSlugs).values({ slug, articleId }).onConflictDoNothing();
  const [owner] = await tx
    .select({ articleId: articleSlugs.articleId })
    .from(articleSlugs)
    .where(eq(articleSlugs.slug, slug));
  return owner?.articleId === articleId;
}

/** A slug of `base` with `-{suffix}` at its end, within the slug's limit. */
function withSuffix(base: string, suffix: string): string {
  const room = limits.articleSlugMax - suffix.length - 1;
  return `${base.slice(0, room).replace(/-+$/, "")}-${suffix}`;
}

/**
 * Gives a published article without a slug one, made from its title (issue 32: at first
 * publication): the title's, else that with the article's id, else with a number after it.
 * Nothing for an article that has a slug or is not published (`everPublished`: nor was). Answers
 * the article's slug.
 */
export async function assignFirstSlug(
  tx: Database,
  articleId: number,
  options: { everPublished?: boolean } = {},
): Promise<string | null> {
  const [row] = await tx
    .select({ title: articles.title, slug: articles.slug, status: articles.status, publishDate: articles.publishDate })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!row) return null;
  const published = row.status === "published" || (options.everPublished === true && row.publishDate !== null);
  if (row.slug !== null || !published) return row.slug;
  const base = slugify(row.title) || fallbackSlug;
  const candidates = [base, withSuffix(base, String(articleId))];
  for (let n = 2; ; n++) {
    const slug = candidates.shift() ?? withSuffix(base, `${articleId}-${n}`);
    if (await claim(tx, articleId, slug)) {
      await tx.update(articles).set({ slug }).where(eq(articles.id, articleId));
      return slug;
    }
  }
}

/**
 * The author's new slug for the article (issue 32): refused with a Bulgarian text at the field
 * when it is not one (400) or is, or was, another article's (409); its old slugs stay the
 * article's, so their addresses still lead to it. Answers the slug now stored.
 */
export async function changeSlug(tx: Database, articleId: number, text: string): Promise<string> {
  const slug = articleSlugOf(text);
  if (slug === null) {
    const message = builderTexts.slugInvalid(limits.articleSlugMax);
    throw badRequest(message, { slug: message });
  }
  const [row] = await tx.select({ slug: articles.slug }).from(articles).where(eq(articles.id, articleId));
  if (row?.slug === slug) return slug;
  if (!(await claim(tx, articleId, slug)))
    throw new HttpError(409, builderTexts.slugTaken, { slug: builderTexts.slugTaken });
  await tx.update(articles).set({ slug }).where(eq(articles.id, articleId));
  return slug;
}

/** Articles the backfill reads at a time. */
const backfillBatch = 500;

/**
 * Gives every article that readers see, or saw once (hidden since), a slug: the articles of a
 * database from before slugs (migration 0019), and any written straight into the database. Run at
 * start-up, before anything serves; a no-op once done. A batch is three statements (the title's
 * slugs claimed at once, then the taken ones with the id after them, then the articles updated), so
 * a newsroom's hundred thousand articles take seconds; the rare slug taken both ways is made one
 * article at a time.
 */
export async function backfillArticleSlugs(db: Database): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(and(isNull(articles.slug), isNotNull(articles.publishDate)))
      .orderBy(articles.id)
      .limit(backfillBatch);
    if (rows.length === 0) return done;
    await db.transaction(async (raw) => {
      const tx = raw as unknown as Database;
      const wanted = new Map(rows.map((r) => [r.id, slugify(r.title) || fallbackSlug]));
      const claimed = new Map<number, string>();
      const claimAll = async (candidates: [number, string][]) => {
        // One candidate per slug: two articles of one title in a batch would clash in one statement.
        const distinct = new Map<string, number>();
        for (const [id, slug] of candidates) if (!distinct.has(slug)) distinct.set(slug, id);
        if (distinct.size === 0) return;
        const got = await tx
          .insert(articleSlugs)
          .values([...distinct].map(([slug, articleId]) => ({ slug, articleId })))
          .onConflictDoNothing()
          .returning({ slug: articleSlugs.slug, articleId: articleSlugs.articleId });
        for (const row of got) claimed.set(row.articleId, row.slug);
      };
      await claimAll([...wanted]);
      await claimAll(
        [...wanted].filter(([id]) => !claimed.has(id)).map(([id, base]) => [id, withSuffix(base, String(id))]),
      );
      if (claimed.size > 0) {
        const values = sql.join(
          [...claimed].map(([id, slug]) => sql`(${id}::int, ${slug}::text)`),
          sql`, `,
        );
        await tx.execute(
          sql`update ${articles} set slug = v.slug from (values ${values}) as v(id, slug) where ${articles.id} = v.id`,
        );
      }
      for (const id of wanted.keys()) if (!claimed.has(id)) await assignFirstSlug(tx, id, { everPublished: true });
    });
    done += rows.length;
  }
}

/** What an article's canonical address is made of (common/page-paths.ts articlePath). */
export async function articleAddressOf(db: Database, articleId: number): Promise<ArticleAddress> {
  const [row] = await db.select({ slug: articles.slug }).from(articles).where(eq(articles.id, articleId));
  return { id: articleId, slug: row?.slug ?? null };
}
