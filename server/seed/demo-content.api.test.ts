import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, mediaUrlPrefix } from "#server/modules/media/storage.ts";
import { verifyPassword } from "#server/modules/auth/passwords.ts";
import { findUserByUsername } from "#server/modules/users/service.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { queryRows, type DatabaseHandle } from "#server/db/client.ts";
import { demoCategoryNames } from "./demo-articles.ts";
import { demoJournalists, demoPassword, seedDemoContent } from "./demo-content.ts";
import { searchArticles } from "#server/modules/search/service.ts";
import { seedLargeContent } from "./large-seed.ts";

let handle: DatabaseHandle;
let mediaRoot: string;
const now = new Date("2026-11-20T10:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  mediaRoot = await mkdtemp(path.join(tmpdir(), "hronika-demo-"));
  expect(await seedDemoContent({ db: handle.db, media: createLocalStorage(mediaRoot), now })).toEqual({
    created: true,
  });
}, 60_000);
afterAll(async () => {
  await handle.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

const rows = <T>(query: SQL) => queryRows<T>(handle.db, query);

describe("demo content", () => {
  it("creates the demo journalists, active, with the documented password and an avatar file", async () => {
    const storage = createLocalStorage(mediaRoot);
    for (const { username, name } of demoJournalists) {
      const user = await findUserByUsername(handle.db, username);
      expect(user).toMatchObject({ role: "Journalist", isActive: true, name });
      expect(await verifyPassword(user!.passwordHash, demoPassword)).toBe(true);
      expect(await storage.exists(user!.avatar!.slice(mediaUrlPrefix.length))).toBe(true);
    }
  });

  it("files at least 40 published articles of the last 30 days in every category, plus a few drafts", async () => {
    const [totals] = await rows<{ published: number; drafts: number; oldest: string; newest: string }>(sql`
      select count(*) filter (where status = 'published')::int as published,
             count(*) filter (where status = 'draft')::int as drafts,
             min(publish_date) as oldest, max(publish_date) as newest
        from articles`);
    expect(totals!.published).toBeGreaterThanOrEqual(40);
    expect(totals!.drafts).toBeGreaterThanOrEqual(3);
    expect(new Date(totals!.newest) <= now).toBe(true);
    expect(now.getTime() - new Date(totals!.oldest).getTime()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);

    const perCategory = await rows<{ name: string; n: number }>(sql`
      select c.name, count(*)::int as n from categories c
        join article_categories ac on ac.category_id = c.id
        join articles a on a.id = ac.article_id and a.status = 'published'
       group by c.name, c.position order by c.position`);
    expect(perCategory.map((c) => c.name)).toEqual([...demoCategoryNames]);
    for (const c of perCategory) expect(c.n).toBeGreaterThanOrEqual(3);
  });

  it("gives every article 2 to 5 categories, a thumbnail and ordered sections whose images exist", async () => {
    const articles = await rows<{ id: number; thumbnail: string; categories: number; sections: number[] }>(sql`
      select a.id, a.thumbnail,
             (select count(*)::int from article_categories ac where ac.article_id = a.id) as categories,
             (select array_agg(order_index order by order_index) from sections s where s.article_id = a.id) as sections
        from articles a`);
    const storage = createLocalStorage(mediaRoot);
    for (const a of articles) {
      expect(a.categories).toBeGreaterThanOrEqual(2);
      expect(a.categories).toBeLessThanOrEqual(5);
      expect(a.sections).toEqual(a.sections.map((_, i) => i));
      for (const width of [400, 800, 1200]) {
        expect(
          await storage.exists(a.thumbnail.slice(mediaUrlPrefix.length).replace(/-\d+\.webp$/, `-${width}.webp`)),
        ).toBe(true);
      }
    }
    const [formats] = await rows<{ bold: number; images: number; headings: number }>(sql`
      select count(*) filter (where content like '%<b>%')::int as bold,
             count(*) filter (where type = 'image')::int as images,
             count(*) filter (where type = 'heading')::int as headings
        from sections`);
    expect(Math.min(formats!.bold, formats!.images, formats!.headings)).toBeGreaterThan(5);
  });

  it("describes every picture in words and credits it, and gives every journalist a biography (issue 21)", async () => {
    const [missing] = await rows<{ thumbnails: number; pictures: number; credits: number; bios: number }>(sql`
      select (select count(*)::int from articles where thumbnail is not null and coalesce(thumbnail_alt, '') = '') as thumbnails,
             (select count(*)::int from sections where type = 'image' and coalesce(alt, '') = '') as pictures,
             (select count(*)::int from sections where type = 'image' and coalesce(credit, '') = '')
               + (select count(*)::int from articles where thumbnail is not null and coalesce(thumbnail_credit, '') = '') as credits,
             (select count(*)::int from users where role = 'Journalist' and coalesce(bio, '') = '') as bios`);
    expect(missing).toEqual({ thumbnails: 0, pictures: 0, credits: 0, bios: 0 });
  });

  it("tags the published articles, shared tags linking related ones, and signs a few by two (issue 32)", async () => {
    const [counts] = await rows<{ untagged: number; shared: number; coAuthored: number }>(sql`
      select (select count(*)::int from articles a where a.status = 'published'
                and not exists (select 1 from article_tags t where t.article_id = a.id)) as untagged,
             (select count(*)::int from (select tag_id from article_tags group by tag_id having count(*) > 1) s) as shared,
             (select count(distinct article_id)::int from article_co_authors) as "coAuthored"`);
    expect(counts!.untagged).toBe(0);
    expect(counts!.shared).toBeGreaterThanOrEqual(10);
    expect(counts!.coAuthored).toBeGreaterThanOrEqual(3);
    const sameAsAuthor = await rows<{ id: number }>(sql`
      select a.id from articles a join article_co_authors c on c.article_id = a.id where c.user_id = a.author_id`);
    expect(sameAsAuthor).toEqual([]);
  });

  it("keeps every counter equal to the rows it counts", async () => {
    const mismatches = await rows<{ id: number }>(sql`
      select a.id from articles a
       where a.views_count <> coalesce((select sum(views) from article_daily_views v where v.article_id = a.id), 0)
          or a.likes_count <> (select count(*) from likes l where l.article_id = a.id)
          or a.comments_count <> (select count(*) from comments c where c.article_id = a.id and c.status = 'published')`);
    expect(mismatches).toEqual([]);
    const [activity] = await rows<{ views: number; likes: number; comments: number; recent: number }>(sql`
      select (select sum(views_count)::int from articles) as views,
             (select count(*)::int from likes) as likes,
             (select count(*)::int from comments) as comments,
             (select count(distinct article_id)::int from article_daily_views where day >= '2026-11-13') as recent`);
    expect(activity!.views).toBeGreaterThan(1000);
    expect(activity!.likes).toBeGreaterThan(50);
    expect(activity!.comments).toBeGreaterThan(30);
    expect(activity!.recent).toBeGreaterThanOrEqual(3);
  });

  it("fills the search documents, which Latin queries find", async () => {
    const [missing] = await rows<{ n: number }>(
      sql`select count(*)::int as n from articles a left join article_search s on s.article_id = a.id where s.body is null or s.body = ''::tsvector`,
    );
    expect(missing!.n).toBe(0);
    const found = await rows<{ title: string }>(
      sql`select a.title from articles a join article_search s on s.article_id = a.id where s.title @@ to_tsquery('simple', 'софия')`,
    );
    expect(found.map((r) => r.title)).toContain("София въвежда зелена зона в още три квартала от март");
    const latin = await searchArticles(
      handle.db,
      { q: "sofiq zelena zona", page: 1, pageSize: 15, range: "any", snippets: "false" },
      now,
    );
    expect(latin.articles.map((a) => a.title)).toContain("София въвежда зелена зона в още три квартала от март");
  });

  it("does nothing on a database that already has articles", async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from articles`);
    expect(await seedDemoContent({ db: handle.db, media: createLocalStorage(mediaRoot), now })).toEqual({
      created: false,
    });
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from articles`)).toEqual(before);
  });
});

describe("the large seed (npm run seed:large)", () => {
  it("adds articles with slugs, three distinct tags each, a co-author on some, on top of the demo", async () => {
    const [before] = await rows<{ n: number; last: number }>(
      sql`select count(*)::int as n, max(id)::int as last from articles`,
    );
    await seedLargeContent(handle.db, 400);
    const [after] = await rows<{ n: number; unslugged: number; badTags: number; coAuthored: number; self: number }>(sql`
      select count(*)::int as n,
             count(*) filter (where publish_date is not null and slug is null)::int as unslugged,
             count(*) filter (where (select count(distinct tag_id) from article_tags t where t.article_id = a.id) <> 3
                                and a.id > ${before!.last})::int as "badTags",
             (select count(*)::int from article_co_authors c join articles b on b.id = c.article_id where b.id > ${before!.last}) as "coAuthored",
             (select count(*)::int from article_co_authors c join articles b on b.id = c.article_id where c.user_id = b.author_id) as self
        from articles a`);
    expect(after).toEqual({ n: before!.n + 400, unslugged: 0, badTags: 0, coAuthored: 20, self: 0 });
  });
});
