import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  articleCoAuthors,
  articles,
  categories,
  comments,
  redirects,
  sections,
  tags,
  users,
  wordpressImports,
} from "#server/db/schema.ts";
import { connect, readAnswers, requestText } from "#tests/helpers/raw-http.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { wxrExport, type ExportComment, type ExportItem } from "#tests/helpers/wxr-export.ts";
import { importWordpress } from "./import-run.ts";
import { WxrError } from "./wxr-reader.ts";

/**
 * Issue 33 through the importer: a WordPress export of every kind of thing comes in as articles,
 * people, categories, tags, pictures and comments, with a 301 from each old address; a second
 * run changes nothing, a larger export adds only what is new, a dry run changes nothing, and a
 * broken or hostile file is refused before anything is written.
 */

let t: TestApp;
let folder: string;
let uploads: string;
const clock = createTestClock(Date.parse("2026-11-25T12:00:00Z"));
const site = { url: "https://stara-hronika.example" };

const authors = [
  { id: 1, login: "ivan", email: "ivan@stara.example", displayName: "Иван Петров" },
  { id: 2, login: "maria.georgieva", displayName: "Мария Георгиева" },
  { id: 3, login: "guest author@mail.bg", displayName: "Гост Автор" },
];
const categoryTerms = [
  { id: 10, slug: "новини", name: "Новини" },
  { id: 11, slug: "bulgaria", name: "България", parent: "новини" },
  { id: 12, slug: "sport", name: "Спорт" },
  { id: 13, slug: "uncategorized", name: "Uncategorized" },
];
const tagTerms = [
  { id: 20, slug: "избори", name: "Избори" },
  { id: 21, slug: "sofia", name: "София" },
];

const blockPost = `<!-- wp:paragraph -->
<p>Първи абзац с <strong>удебелен</strong> текст и <a href="https://example.bg/">връзка</a>.</p>
<!-- /wp:paragraph -->

<!-- wp:heading -->
<h2 class="wp-block-heading">Подзаглавие</h2>
<!-- /wp:heading -->

<!-- wp:image {"id":100,"sizeSlug":"large"} -->
<figure class="wp-block-image size-large"><img src="${site.url}/wp-content/uploads/2019/05/snimka-1024x768.jpg" alt="Площадът" class="wp-image-100"/><figcaption class="wp-element-caption">Площадът сутринта</figcaption></figure>
<!-- /wp:image -->

<!-- wp:list -->
<ul><li>едно</li><li>две</li></ul>
<!-- /wp:list -->`;

const classicPost = `Първи ред на класическа публикация.

[caption id="attachment_101" align="aligncenter" width="300"]<img class="wp-image-101" src="${site.url}/wp-content/uploads/2019/05/lipsva.jpg" alt="" /> Липсваща снимка[/caption]

Втори абзац [contact-form-7 id="5" title="Форма"] след формата.
<script>alert(1)</script>`;

const comment = (id: number, extra: Partial<ExportComment> = {}): ExportComment => ({
  id,
  author: `Читател ${id}`,
  content: `Коментар <b>${id}</b>`,
  date: "2019-05-04 12:00:00",
  ...extra,
});

const items: ExportItem[] = [
  {
    id: 100,
    type: "attachment",
    title: "snimka",
    creator: "ivan",
    date: "2019-05-04 10:00:00",
    attachmentUrl: `${site.url}/wp-content/uploads/2019/05/snimka.jpg`,
    alt: "Площадът",
  },
  {
    id: 101,
    type: "attachment",
    title: "lipsva",
    creator: "ivan",
    date: "2019-05-04 10:00:00",
    attachmentUrl: `${site.url}/wp-content/uploads/2019/05/lipsva.jpg`,
  },
  {
    id: 1,
    title: "Изборите в София &amp; страната",
    slug: "изборите-в-софия",
    creator: "ivan",
    coAuthors: ["maria.georgieva"],
    content: blockPost,
    excerpt: "Кратко описание.",
    date: "2019-05-04 10:20:30",
    categories: ["bulgaria", "uncategorized"],
    tags: ["избори", "sofia"],
    thumbnailId: 100,
    comments: [
      comment(1),
      comment(2, { parent: 1 }),
      comment(3, { parent: 2 }),
      comment(4, { approved: "0" }),
      comment(5, { approved: "spam" }),
      comment(6, { approved: "trash" }),
      comment(7, { type: "pingback" }),
    ],
  },
  {
    id: 2,
    title: "Класическа публикация",
    slug: "klasicheska",
    creator: "guest author@mail.bg",
    content: classicPost,
    date: "2019-06-01 08:00:00",
    categories: ["sport"],
  },
  {
    id: 3,
    status: "future",
    title: "Предстояща",
    creator: "ivan",
    content: "<p>Утре.</p>",
    date: "2027-01-10 09:00:00",
    categories: ["sport"],
  },
  {
    id: 4,
    status: "future",
    title: "Пропусната",
    creator: "ivan",
    content: "<p>Вчера.</p>",
    date: "2026-11-01 09:00:00",
  },
  {
    id: 5,
    status: "draft",
    title: "Чернова",
    creator: "maria.georgieva",
    content: "Недовършен текст",
    date: "0000-00-00 00:00:00",
  },
  {
    id: 6,
    status: "pending",
    title: "Чака преглед",
    creator: "maria.georgieva",
    content: "<p>За преглед.</p>",
    date: "2019-07-01 08:00:00",
  },
  { id: 7, status: "private", title: "Лична", creator: "ivan", content: "<p>Лично.</p>", date: "2019-07-01 08:00:00" },
  { id: 8, status: "trash", title: "Изтрита", creator: "ivan", content: "<p>Кошче.</p>", date: "2019-07-01 08:00:00" },
  { id: 9, type: "page", title: "За нас", creator: "ivan", content: "<p>Редакцията.</p>", date: "2019-01-01 08:00:00" },
  { id: 10, type: "nav_menu_item", title: "", creator: "ivan", date: "2019-01-01 08:00:00" },
];

const exportOf = (content: ExportItem[]) =>
  wxrExport(site, { authors, categories: categoryTerms, tags: tagTerms, items: content });

async function fileWith(name: string, text: string): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, text);
  return file;
}

const run = (file: string, extra: { dryRun?: boolean } = {}) =>
  importWordpress({
    db: t.db,
    storage: t.media,
    now: () => new Date(clock.now()),
    file,
    uploadsDir: uploads,
    ...extra,
  });

async function counts() {
  const [a, c, u, cat, tg, r] = await Promise.all(
    [articles, comments, users, categories, tags, redirects].map((table) => t.db.select().from(table)),
  );
  return {
    articles: a!.length,
    comments: c!.length,
    users: u!.length,
    categories: cat!.length,
    tags: tg!.length,
    redirects: r!.length,
  };
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
  folder = await mkdtemp(path.join(tmpdir(), "hronika-wxr-"));
  uploads = path.join(folder, "uploads");
  await mkdir(path.join(uploads, "2019/05"), { recursive: true });
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
    .jpeg()
    .toBuffer();
  await writeFile(path.join(uploads, "2019/05/snimka.jpg"), picture);
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe("a dry run", () => {
  it("reports what an import would do and changes nothing", async () => {
    const before = await counts();
    const report = await run(await fileWith("dry.xml", exportOf(items)), { dryRun: true });
    expect(report.dryRun).toBe(true);
    expect(report.imported.articles).toBe(6);
    expect(report.imported.comments).toBe(4);
    expect(await counts()).toEqual(before);
    expect(await t.db.select().from(wordpressImports)).toEqual([]);
  });
});

describe("an import", () => {
  let report: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    report = await run(await fileWith("full.xml", exportOf(items)));
  }, 60_000);

  const articleTitled = async (title: string) =>
    (await t.db.select().from(articles).where(eq(articles.title, title)))[0]!;

  it("brings posts in with their state and original dates", async () => {
    expect(report.imported.articles).toBe(6);
    const first = await articleTitled("Изборите в София & страната");
    expect(first.status).toBe("published");
    expect(first.publishDate?.toISOString()).toBe("2019-05-04T10:20:30.000Z");
    expect(first.slug).toBe("izborite-v-sofia");
    expect(first.description).toBe("Кратко описание.");
    expect((await articleTitled("Предстояща")).status).toBe("scheduled");
    expect((await articleTitled("Предстояща")).scheduledAt?.toISOString()).toBe("2027-01-10T09:00:00.000Z");
    expect((await articleTitled("Пропусната")).status).toBe("published");
    expect((await articleTitled("Чернова")).status).toBe("draft");
    expect((await articleTitled("Чака преглед")).status).toBe("draft");
    const titles = (await t.db.select({ title: articles.title }).from(articles)).map((a) => a.title);
    expect(titles).not.toContain("Лична");
    expect(titles).not.toContain("Изтрита");
    expect(titles).not.toContain("За нас");
  });

  it("turns the text into sections, with the pictures it could have", async () => {
    const first = await articleTitled("Изборите в София & страната");
    const stored = await t.db
      .select()
      .from(sections)
      .where(eq(sections.articleId, first.id))
      .orderBy(asc(sections.orderIndex));
    expect(stored.map((s) => s.type)).toEqual(["paragraph", "heading", "image", "paragraph"]);
    expect(stored[0]!.content).toContain("<strong>удебелен</strong>");
    expect(stored[0]!.content).toContain('href="https://example.bg/"');
    expect(stored[1]!.content).toBe("Подзаглавие");
    expect(stored[2]!.content).toMatch(/^\/media\/images\/.+\.webp$/);
    expect(stored[2]!.alt).toBe("Площадът");
    expect(stored[2]!.caption).toBe("Площадът сутринта");
    expect(stored[3]!.content).toContain("<li>едно</li>");
    expect(first.thumbnail).toBe(stored[2]!.content);
    expect(await t.media.exists(first.thumbnail!.replace("/media/", ""))).toBe(true);

    const classic = await articleTitled("Класическа публикация");
    const classicSections = await t.db.select().from(sections).where(eq(sections.articleId, classic.id));
    const text = classicSections.map((s) => s.content).join("\n");
    expect(text).toContain("Първи ред на класическа публикация.");
    expect(text).toContain("след формата");
    expect(text).not.toContain("<script");
    expect(text).not.toContain("contact-form-7");
    expect(classicSections.some((s) => s.type === "image")).toBe(false);
    expect(report.missingPictures).toBe(1);
    expect(report.lines.some((l) => l.includes("lipsva.jpg"))).toBe(true);
    expect(report.lines.some((l) => l.includes("contact-form-7"))).toBe(true);
  });

  it("makes the authors inactive journalists without a password, and keeps co-authors", async () => {
    const staff = await t.db.select().from(users).where(eq(users.role, "Journalist"));
    const ivan = staff.find((u) => u.username === "ivan")!;
    expect(ivan).toMatchObject({ name: "Иван Петров", isActive: false, email: "ivan@stara.example" });
    expect(staff.find((u) => u.username === "guest-author")?.name).toBe("Гост Автор");
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "ivan", password: "!imported" },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    const first = await articleTitled("Изборите в София & страната");
    expect(first.authorId).toBe(ivan.id);
    const coAuthors = await t.db.select().from(articleCoAuthors).where(eq(articleCoAuthors.articleId, first.id));
    expect(coAuthors.map((c) => c.userId)).toEqual([staff.find((u) => u.username === "maria.georgieva")!.id]);
  });

  it("flattens nested categories, keeping the nested one as a tag", async () => {
    const names = (await t.db.select({ name: categories.name }).from(categories)).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Новини", "Спорт"]));
    expect(names).not.toContain("България");
    expect(names).not.toContain("Uncategorized");
    const tagNames = (await t.db.select({ name: tags.name }).from(tags)).map((x) => x.name);
    expect(tagNames).toEqual(expect.arrayContaining(["Избори", "София", "България"]));
  });

  it("keeps approved and pending comments with their threads", async () => {
    const first = await articleTitled("Изборите в София & страната");
    const stored = await t.db.select().from(comments).where(eq(comments.articleId, first.id)).orderBy(asc(comments.id));
    expect(stored.map((c) => [c.authorName, c.status])).toEqual([
      ["Читател 1", "published"],
      ["Читател 4", "held"],
      ["Читател 2", "published"],
      ["Читател 3", "published"],
    ]);
    const top = stored[0]!.id;
    expect(stored.filter((c) => c.parentId === top).map((c) => c.authorName)).toEqual(["Читател 2", "Читател 3"]);
    expect(stored[0]!.content).toBe("Коментар 1");
    expect(first.commentsCount).toBe(3);
    expect(report.lines.some((l) => l.includes("спам") && l.includes("обратни връзки"))).toBe(true);
  });

  it("answers each old address from the redirects table", async () => {
    const first = await articleTitled("Изборите в София & страната");
    const rows = await t.db.select().from(redirects);
    const toFirst = rows.filter((r) => r.articleId === first.id).map((r) => r.fromPath);
    expect(toFirst).toEqual(
      expect.arrayContaining([
        "/2019/05/%d0%b8%d0%b7%d0%b1%d0%be%d1%80%d0%b8%d1%82%d0%b5-%d0%b2-%d1%81%d0%be%d1%84%d0%b8%d1%8f",
        "/?p=1",
      ]),
    );
    // An address that is already the same here gets none (it would lead to itself).
    expect(rows.find((r) => r.fromPath === "/author/ivan")).toBeUndefined();
    expect(rows.filter((r) => r.toPath === "/author/guest-author").length).toBeGreaterThan(0);
    expect(rows.find((r) => r.fromPath === "/category/%d0%bd%d0%be%d0%b2%d0%b8%d0%bd%d0%b8/bulgaria")?.toPath).toBe(
      "/category/%d0%9d%d0%be%d0%b2%d0%b8%d0%bd%d0%b8",
    );
  });

  it("reports what it left out, one line each", () => {
    const text = report.lines.join("\n");
    expect(text).toContain("лична (private)");
    expect(text).toContain("в кошчето");
    expect(text).toContain("Страница 9");
    expect(text).toContain("nav_menu_item");
    expect(text).toContain("Пропусната");
  });

  it("changes nothing when run again on the same file", async () => {
    const before = await counts();
    const again = await run(await fileWith("again.xml", exportOf(items)));
    expect(again.imported).toMatchObject({ articles: 0, comments: 0, authors: 0, pictures: 0, redirects: 0 });
    expect(again.alreadyImported.articles).toBe(report.imported.articles + 2);
    expect(await counts()).toEqual(before);
  });

  it("adds only what is new from a larger export of the same site", async () => {
    const before = await counts();
    const larger = items.map((item) =>
      item.id === 2 ? { ...item, comments: [comment(50, { content: "Нов коментар" })] } : item,
    );
    larger.push({
      id: 11,
      title: "Нова статия",
      creator: "ivan",
      content: "<p>Нова.</p>",
      date: "2020-01-01 08:00:00",
    });
    const more = await run(await fileWith("larger.xml", exportOf(larger)));
    expect(more.imported.articles).toBe(1);
    expect(more.imported.comments).toBe(1);
    expect(await counts()).toMatchObject({ articles: before.articles + 1, comments: before.comments + 1 });
  });
});

describe("a file that is not a whole, honest export", () => {
  const whole = () => exportOf(items);
  const cases: [string, () => string, string][] = [
    ["truncated", () => whole().slice(0, Math.floor(whole().length * 0.6)), "truncated"],
    [
      "not WXR",
      () =>
        `<?xml version="1.0"?><rss version="2.0"><channel><title>Блог</title><item><title>x</title></item></channel></rss>`,
      "not-wxr",
    ],
    [
      "entity expansion",
      () =>
        `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><rss>&lol2;</rss>`,
      "doctype",
    ],
    [
      "external entity",
      () => `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss>&xxe;</rss>`,
      "doctype",
    ],
    ["malformed", () => whole().replace("</wp:post_id>", "</wp:post>"), "malformed"],
  ];
  it.each(cases)("refuses a %s file before writing anything", async (_, text, code) => {
    const before = await counts();
    const error = await run(await fileWith(`bad-${code}.xml`, text())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WxrError);
    expect((error as WxrError).code).toBe(code);
    expect(await counts()).toEqual(before);
  });
});

describe("the old addresses over HTTP", () => {
  it("answer one 301 to the new address, the article's by its current slug", async () => {
    const [first] = await t.db.select().from(articles).where(eq(articles.title, "Изборите в София & страната"));
    const old = await t.app.inject({
      url: "/2019/05/%D0%B8%D0%B7%D0%B1%D0%BE%D1%80%D0%B8%D1%82%D0%B5-%D0%B2-%D1%81%D0%BE%D1%84%D0%B8%D1%8F/",
    });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/article/${first!.id}-izborite-v-sofia`);
    const byId = await t.app.inject({ url: "/?p=1" });
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(`/article/${first!.id}-izborite-v-sofia`);
    const category = await t.app.inject({ url: "/category/%d0%bd%d0%be%d0%b2%d0%b8%d0%bd%d0%b8/bulgaria/" });
    expect(category.statusCode).toBe(301);
    expect(decodeURIComponent(category.headers.location as string)).toBe("/category/Новини");
    expect((await t.app.inject({ url: "/2019/05/never-was/" })).statusCode).toBe(404);
  });
});

describe("the embedded database's folder", () => {
  it("is refused to a second process while the server's is open", async () => {
    const { claimDataDir, DataDirInUseError } = await import("#server/db/data-dir-lock.ts");
    const dir = path.join(folder, "db");
    const release = await claimDataDir(dir);
    await writeFile(`${dir}.lock`, String(process.ppid)); // a process that runs: the test runner's parent
    await expect(claimDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    await writeFile(`${dir}.lock`, "999999999"); // a process that has ended: its lock is taken over
    const again = await claimDataDir(dir);
    await again();
    await release();
  });
});

describe("a post the database refuses", () => {
  it("is left out and reported; the others of its batch are imported", async () => {
    await t.db.execute(sql`
      create function refuse_failing_title() returns trigger language plpgsql as $$
      begin
        if new.title = 'Отказана' then raise exception 'отказано от тестов тригер'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_failing before insert on articles for each row execute function refuse_failing_title()`,
    );
    try {
      const other = { url: "https://druga-hronika.example" };
      const posts = ["Първа", "Отказана", "Трета"].map((title, i) => ({
        id: 500 + i,
        title,
        creator: "ivan",
        content: "<p>Текст.</p>",
        date: "2021-01-01 08:00:00",
        comments: [comment(900 + i)],
      }));
      const report = await run(await fileWith("refused.xml", wxrExport(other, { authors, items: posts })));
      expect(report.imported.articles).toBe(2);
      expect(report.imported.comments).toBe(2);
      expect(report.lines).toContain(
        "Публикация 501 „Отказана“: не е внесена поради грешка (отказано от тестов тригер).",
      );
      const titles = (await t.db.select({ title: articles.title }).from(articles)).map((a) => a.title);
      expect(titles).toEqual(expect.arrayContaining(["Първа", "Трета"]));
      expect(titles).not.toContain("Отказана");
    } finally {
      await t.db.execute(sql`drop trigger refuse_failing on articles`);
    }
  });
});

describe("the admin panel's upload", () => {
  it("refuses a file past the limit before reading it, saying so in Bulgarian", async () => {
    const owner = await t.createStaff({ role: "Owner" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = await connect((t.app.server.address() as AddressInfo).port);
    const answers = readAnswers(socket, ["POST"]);
    socket.write(
      requestText("POST", "/api/admin/wordpress-imports", {
        authorization: `Bearer ${owner.token}`,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(2 * 1024 ** 3),
      }),
    );
    const [answer] = await answers;
    socket.destroy();
    expect(answer!.status).toBe(413);
    expect(JSON.parse(answer!.body.toString()).error).toBe(
      "Файлът е по-голям от 1 ГБ. Внесете го с командата npm run import:wordpress -- <файл> на сървъра.",
    );
  });
});

/** An address of this machine that an export may name (not loopback, private or link-local), or none. */
function publicAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find(
      (a) =>
        a?.family === "IPv4" &&
        !a.internal &&
        !/^(10|127|169\.254|172\.(1[6-9]|2\d|3[01])|192\.168|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7]))\./.test(a.address),
    )?.address;
}

describe("pictures fetched from the old site", () => {
  const address = publicAddress();
  it.skipIf(!address)(
    "are fetched and stored; one the site does not have, or at a private address, is reported",
    async () => {
      const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#36c" } })
        .png()
        .toBuffer();
      const server = createServer((request, response) => {
        if (request.url === "/images/snimka.png") response.writeHead(200, { "content-type": "image/png" }).end(picture);
        else response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
      const origin = `http://${address}:${(server.address() as AddressInfo).port}`;
      try {
        const remote = { url: "https://otdaleche.example" };
        const report = await importWordpress({
          db: t.db,
          storage: t.media,
          now: () => new Date(clock.now()),
          file: await fileWith(
            "remote.xml",
            wxrExport(remote, {
              authors,
              items: [
                {
                  id: 1,
                  title: "Статия със снимки отдалече",
                  creator: "ivan",
                  date: "2022-02-02 10:00:00",
                  content: `<p>Текст.</p><img src="${origin}/images/snimka.png" alt="Снимка отдалече" /><img src="${origin}/images/lipsva.png" alt="" /><img src="http://127.0.0.1:9/vytreshna.png" alt="" />`,
                },
              ],
            }),
          ),
        });
        const [article] = await t.db.select().from(articles).where(eq(articles.title, "Статия със снимки отдалече"));
        const images = (await t.db.select().from(sections).where(eq(sections.articleId, article!.id))).filter(
          (s) => s.type === "image",
        );
        expect(images.map((s) => s.alt)).toEqual(["Снимка отдалече"]);
        expect(await t.media.exists(images[0]!.content.replace("/media/", ""))).toBe(true);
        expect(report.imported.pictures).toBe(1);
        expect(report.missingPictures).toBe(2);
        expect(report.lines.some((l) => l.includes("lipsva.png") && l.includes("сайтът отговори с 404"))).toBe(true);
        expect(report.lines.some((l) => l.includes("vytreshna.png") && l.includes("адресът не е разрешен"))).toBe(true);
      } finally {
        server.close();
      }
    },
  );
});
