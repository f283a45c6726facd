import { sql } from "drizzle-orm";
import { cleanTagName, type TagName } from "#common/tags.ts";
import { backfillArticleSlugs } from "#server/modules/articles/slugs.ts";
import { listCategories } from "#server/modules/categories/service.ts";
import { tagIdsOf } from "#server/modules/tags/service.ts";
import { rebuildSearchDocuments } from "#server/modules/search/search-documents.ts";
import { queryRows, type Database } from "#server/db/client.ts";

const subjects = [
  "Парламентът",
  "Общината",
  "Министерството",
  "Правителството",
  "Съдът",
  "Университетът",
  "Клубът",
  "Театърът",
  "Болницата",
  "Компанията",
  "Агенцията",
  "Учените",
  "Фермерите",
  "Лекарите",
  "Учителите",
  "Студентите",
  "Кметът",
  "Президентът",
  "Банката",
  "Пристанището",
];
const verbs = [
  "прие",
  "обсъди",
  "отложи",
  "одобри",
  "представи",
  "отхвърли",
  "обяви",
  "подготвя",
  "започна",
  "завърши",
  "промени",
  "подкрепи",
  "откри",
  "финансира",
  "проучи",
];
const objects = [
  "новия бюджет",
  "плана за транспорта",
  "ремонта на пътя",
  "реформата в образованието",
  "проекта за парк",
  "закона за горите",
  "програмата за младежи",
  "стратегията за туризма",
  "мерките за енергетиката",
  "изложбата в центъра",
  "турнира по волейбол",
  "фестивала на киното",
  "правилата за паркиране",
  "кампанията за здраве",
  "конкурса за иновации",
];
const places = [
  "в София",
  "в Пловдив",
  "във Варна",
  "в Бургас",
  "в Русе",
  "в Стара Загора",
  "в Плевен",
  "в Сливен",
  "в Добрич",
  "в Шумен",
  "в Благоевград",
  "във Велико Търново",
];

const topics = [
  "Избори",
  "Енергетика",
  "Инфлация",
  "Пенсии",
  "Здравеопазване",
  "Образование",
  "Транспорт",
  "Туризъм",
  "Футбол",
  "Волейбол",
  "Кино",
  "Театър",
  "Климат",
  "Земеделие",
  "Култура",
  "Иновации",
  "Строителство",
  "Младежи",
  "Парламент",
  "Съдебна система",
];

/**
 * The large seed's tags: each topic alone, the way every newsroom has a few tags on thousands of
 * articles, and each topic in each town, the long tail of a few hundred articles each.
 */
function seedTagNames(): TagName[] {
  const towns = places.map((p) => p.replace(/^във? /, ""));
  const names = [...topics, ...topics.flatMap((topic) => towns.map((town) => `${topic} ${town}`))];
  return names.map((name) => {
    const cleaned = cleanTagName(name);
    if (!cleaned.ok) throw new Error(`seed tag ${name}: ${cleaned.error}`);
    return cleaned.tag;
  });
}

const pick = (list: string[], expr: string) =>
  `(array[${list.map((w) => `'${w}'`).join(",")}])[1 + (${expr}) % ${list.length}]`;

/**
 * Adds `count` published articles (5 % drafts) with three sections each, two or three
 * categories, three tags (one of a few popular ones on a fifth of them), a co-author on one in
 * twenty, comments on a third of them and a day of views each, in a few set-based SQL statements
 * (issue 7: `npm run seed:large`), then their addresses' slugs. Needs the demo journalists and
 * categories.
 */
export async function seedLargeContent(db: Database, count: number): Promise<{ articles: number; ms: number }> {
  const started = performance.now();
  const authors = await queryRows<{ id: number }>(db, sql`select id from users where role = 'Journalist' order by id`);
  const categoryIds = (await listCategories(db)).map((c) => c.id);
  if (authors.length === 0 || categoryIds.length < 3)
    throw new Error("run the demo content first: it brings the journalists and categories");
  const [{ start } = { start: 0 }] = await queryRows<{ start: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as start from articles`,
  );
  const authorArray = `(array[${authors.map((a) => a.id).join(",")}])`;
  const categoryArray = `(array[${categoryIds.join(",")}])`;
  const tagIds = await tagIdsOf(db, seedTagNames());
  const tagArray = `(array[${tagIds.join(",")}])`;

  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`
      insert into articles (author_id, title, description, status, publish_date, created_at, updated_at, views_count, likes_count, comments_count)
      select ${authorArray}[1 + g % ${authors.length}],
             ${pick(subjects, "g")} || ' ' || ${pick(verbs, "g / 20")} || ' ' || ${pick(objects, "g / 300")} || ' ' || ${pick(places, "g / 7")},
             'Подробности за ' || ${pick(objects, "g / 11")} || ' ' || ${pick(places, "g / 13")} || ' и какво следва.',
             case when g % 20 = 0 then 'draft'::article_status else 'published'::article_status end,
             case when g % 20 = 0 then null else now() - make_interval(mins => g * 3) end,
             now() - make_interval(mins => g * 3), now() - make_interval(mins => g * 3),
             (g * 7919) % 5000, 0, 0
        from generate_series(1, ${count}) g`),
    );
    await tx.execute(
      sql.raw(`
      insert into article_categories (article_id, category_id, position)
      select a.id, ${categoryArray}[1 + (a.id + p * 3) % ${categoryIds.length}], p
        from articles a cross join generate_series(0, 1 + a.id % 2) p
       where a.id > ${start}`),
    );
    // Three distinct tags an article (173 is prime to the tag count, 260), the first of a fifth of
    // them among the topics alone.
    await tx.execute(
      sql.raw(`
      insert into article_tags (article_id, tag_id, position)
      select a.id, ${tagArray}[(1 + ((a.id::bigint * 7919) % (case when a.id % 5 = 0 then ${topics.length} else ${tagIds.length} end) + p * 173) % ${tagIds.length})::int], p
        from articles a cross join generate_series(0, 2) p
       where a.id > ${start}`),
    );
    await tx.execute(
      sql.raw(`
      insert into article_co_authors (article_id, user_id, position)
      select a.id, ${authorArray}[1 + (array_position(${authorArray}, a.author_id) % ${authors.length})], 0
        from articles a
       where a.id > ${start} and a.id % 20 = 7 and ${authors.length} > 1`),
    );
    await tx.execute(
      sql.raw(`
      insert into sections (article_id, type, content, order_index)
      select a.id,
             (array['paragraph','heading','paragraph'])[1 + i]::section_type,
             case when i = 1 then 'Какво предстои' else '<p>' || a.description || ' ' || repeat('Текст на новината с <b>важни</b> подробности. ', 12) || '</p>' end,
             i
        from articles a cross join generate_series(0, 2) i
       where a.id > ${start}`),
    );
    await tx.execute(
      sql.raw(`
      insert into comments (article_id, author_name, content, created_at)
      select a.id, 'Читател ' || c, 'Интересно, благодаря за новината!', a.created_at + make_interval(mins => c)
        from articles a cross join generate_series(1, 3) c
       where a.id > ${start} and a.id % 3 = 0 and a.status = 'published'`),
    );
    await tx.execute(
      sql.raw(`
      update articles a set comments_count = 3 where a.id > ${start} and a.id % 3 = 0 and a.status = 'published'`),
    );
    await tx.execute(
      sql.raw(`
      insert into article_daily_views (article_id, day, views)
      select a.id, (a.publish_date at time zone 'Europe/Sofia')::date, a.views_count
        from articles a where a.id > ${start} and a.status = 'published' and a.views_count > 0`),
    );
    await tx.execute(sql.raw(`update articles set views_count = 0 where id > ${start} and status = 'draft'`));
  });
  await backfillArticleSlugs(db);
  await rebuildSearchDocuments(db, undefined, { vocabulary: "complete" });
  // Also sets the visibility map, so that deep pages are read from the indexes alone.
  await db.execute(sql`vacuum (analyze)`);
  return { articles: count, ms: Math.round(performance.now() - started) };
}
