import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleDailyViews, auditLogs, sections } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { limits } from "#common/limits.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

let t: TestApp;
let maria: TestUser;
let georgi: TestUser;
let imageUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.createStaff({ username: "maria" });
  georgi = await t.createStaff({ username: "georgi" });
  await ensureCategories(t.db, ["Политика", "Спорт", "Култура", "Наука", "Здраве", "Бизнес"]);
  const form = new FormData();
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#36c" } })
    .png()
    .toBuffer();
  form.append("file", new Blob([new Uint8Array(png)]), "photo.png");
  imageUrl = (await t.injectAs(maria, { method: "POST", url: "/api/upload-media", payload: form })).json().url;
});
afterAll(() => t.close());

const validArticle = () => ({
  title: "  Нова статия за изборите  ",
  description: "Кратко описание",
  categories: ["Политика", "спорт"],
  thumbnail: imageUrl,
  thumbnailAlt: "Депутати гласуват в пленарната зала",
  sections: [
    { type: "heading", content: "Въведение" },
    { type: "paragraph", content: "<p>Текст с <b>удебелен</b>, <i>наклонен</i> и <u>подчертан</u> стил.</p>" },
    { type: "image", content: imageUrl, caption: "Снимка", alt: "Опашка пред избирателна секция" },
  ],
});

const create = (who: TestUser | null, body: object) =>
  t.injectAs(who, { method: "POST", url: "/api/journalist/articles", payload: body });

describe("writing articles", () => {
  it("creates a published article in the given order, visible on the public site, and audits it", async () => {
    const res = await create(maria, validArticle());
    expect(res.statusCode).toBe(201);
    const { articleId } = res.json();
    const detail = (await t.app.inject({ url: `/api/articles/${articleId}` })).json();
    expect(detail).toMatchObject({
      title: "Нова статия за изборите",
      categories: ["Политика", "Спорт"],
      thumbnail: imageUrl,
      isPublished: true,
    });
    expect(detail.sections.map((s: { type: string; orderIndex: number }) => [s.type, s.orderIndex])).toEqual([
      ["heading", 0],
      ["paragraph", 1],
      ["image", 2],
    ]);
    expect(detail.sections[2].caption).toBe("Снимка");
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(articleId)));
    expect(entry).toMatchObject({ action: "CREATE", entityType: "ARTICLE", username: "maria" });
    const found = (await t.app.inject({ url: "/api/search?q=izborite" })).json();
    expect(found.articles.map((a: { id: number }) => a.id)).toContain(articleId);
  });

  it("validates in SPEC's order with SPEC's texts", async () => {
    const cases: [object, string][] = [
      [{ ...validArticle(), title: "   ", sections: [] }, "Моля, добавете заглавие на статията"],
      [{ ...validArticle(), sections: [] }, "Моля, добавете поне една секция към статията"],
      [
        { ...validArticle(), sections: [{ type: "paragraph", content: "<p></p>" }] },
        "Всички секции трябва да съдържат съдържание",
      ],
      [
        { ...validArticle(), sections: [{ type: "heading", content: "  " }] },
        "Всички секции трябва да съдържат съдържание",
      ],
      [
        { ...validArticle(), sections: [{ type: "image", content: "" }] },
        "Всички секции трябва да съдържат съдържание",
      ],
      [
        { ...validArticle(), categories: ["Политика", "Спорт", "Култура", "Наука", "Здраве", "Бизнес"] },
        "Може да изберете най-много 5 категории",
      ],
      [{ ...validArticle(), categories: ["Несъществуваща"] }, "Няма категория „Несъществуваща“"],
      [{ ...validArticle(), description: "x".repeat(501) }, "Описанието може да е най-много 500 знака"],
      [
        { ...validArticle(), sections: [{ type: "video", content: "x" }] },
        "Секцията трябва да е текстова, заглавна или медийна",
      ],
      [{ ...validArticle(), thumbnail: "https://evil.example/x.png" }, "Медийните файлове трябва да са качени в сайта"],
      [
        { ...validArticle(), sections: [{ type: "image", content: "/media/images/nope-1200.webp", alt: "x" }] },
        "Медийните файлове трябва да са качени в сайта",
      ],
      [
        { ...validArticle(), sections: [{ type: "image", content: "/media/../../secrets/jwt", alt: "x" }] },
        "Медийните файлове трябва да са качени в сайта",
      ],
    ];
    for (const [body, error] of cases) {
      const res = await create(maria, body);
      expect(res.statusCode, error).toBe(400);
      expect(res.json().error).toBe(error);
    }
    expect((await create(maria, { title: 5 })).statusCode).toBe(400);
  });

  it("requires a picture's alternative text, with the builder's Bulgarian texts; a video needs none", async () => {
    const video = "/media/videos/clip.mp4";
    const cases: [object, string][] = [
      [{ ...validArticle(), thumbnailAlt: "  " }, "Добавете описание на основната снимка (алтернативен текст)"],
      [{ ...validArticle(), thumbnailAlt: undefined }, "Добавете описание на основната снимка (алтернативен текст)"],
      [
        { ...validArticle(), sections: [{ type: "image", content: imageUrl, caption: "Надпис без описание" }] },
        "Добавете описание на всяка снимка в статията (алтернативен текст)",
      ],
      [
        { ...validArticle(), thumbnailAlt: "д".repeat(limits.imageAltMax + 1) },
        `Описанието на снимка може да е най-много ${limits.imageAltMax} знака`,
      ],
      [
        { ...validArticle(), thumbnailCredit: "д".repeat(limits.imageCreditMax + 1) },
        `Авторът на снимка може да е най-много ${limits.imageCreditMax} знака`,
      ],
      // A video's alt isn't asked for: what stops this one is that it was never uploaded.
      [
        { ...validArticle(), sections: [{ type: "image", content: video }] },
        "Медийните файлове трябва да са качени в сайта",
      ],
    ];
    for (const [body, error] of cases) {
      const res = await create(maria, body);
      expect(res.statusCode, error).toBe(400);
      expect(res.json().error).toBe(error);
    }
    // The thumbnail's words without a thumbnail are not a rule to break: they are dropped.
    const bare = await create(maria, {
      ...validArticle(),
      thumbnail: null,
      thumbnailAlt: "",
      thumbnailCredit: "Никой",
    });
    expect(bare.statusCode).toBe(201);
    const detail = (await t.app.inject({ url: `/api/articles/${bare.json().articleId}` })).json();
    expect(detail).toMatchObject({ thumbnail: null, thumbnailAlt: null, thumbnailCredit: null });
  });

  it("stores the alternative texts and credits, trimmed, and gives them back to the reader and to the builder", async () => {
    const res = await create(maria, {
      ...validArticle(),
      thumbnailAlt: "  Депутати гласуват  ",
      thumbnailCredit: " Иван Петров ",
      sections: [
        { type: "paragraph", content: "<p>Текст</p>" },
        { type: "image", content: imageUrl, caption: " Залата ", alt: " Празната зала ", credit: "  " },
      ],
    });
    expect(res.statusCode).toBe(201);
    const { articleId } = res.json();
    for (const url of [`/api/articles/${articleId}`, `/api/articles/${articleId}?editing=true`]) {
      const detail = (await t.injectAs(maria, { url })).json();
      expect(detail).toMatchObject({ thumbnailAlt: "Депутати гласуват", thumbnailCredit: "Иван Петров" });
      expect(detail.sections[1]).toMatchObject({
        type: "image",
        caption: "Залата",
        alt: "Празната зала",
        credit: null,
      });
      expect(detail.sections[0]).toMatchObject({ type: "paragraph", alt: null, credit: null });
    }
    const list = (await t.app.inject({ url: "/api/articles" })).json();
    expect(list.articles.find((a: { id: number }) => a.id === articleId)).toMatchObject({
      image: imageUrl,
      imageAlt: "Депутати гласуват",
      mediaType: "image",
    });
  });

  it("sanitizes paragraph HTML down to p, br, b, strong, i, em, u (and lists, quotes, links: text-links.api.test.ts)", async () => {
    const { articleId } = (
      await create(maria, {
        ...validArticle(),
        sections: [
          {
            type: "paragraph",
            content:
              '<p onclick="x()">Здравей <script>alert(1)</script><a name="x" onclick="y()">връзка</a> <b style="color:red">удебелен</b><img src=x onerror=alert(1)><br><em>е</em></p>',
          },
        ],
      })
    ).json();
    const [stored] = await t.db
      .select({ content: sections.content })
      .from(sections)
      .where(eq(sections.articleId, articleId));
    expect(stored!.content).toBe("<p>Здравей връзка <b>удебелен</b><br /><em>е</em></p>");
  });

  it("a paragraph of only markup that sanitizing empties is refused", async () => {
    const res = await create(maria, {
      ...validArticle(),
      sections: [{ type: "paragraph", content: "<p><img src=x></p>" }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Всички секции трябва да съдържат съдържание");
  });

  it("updates, hides and publishes again keeping the first publish date, then deletes", async () => {
    const { articleId } = (await create(maria, validArticle())).json();
    const first = (await t.app.inject({ url: `/api/articles/${articleId}` })).json().publishDate;
    const put = await t.injectAs(maria, {
      method: "PUT",
      url: `/api/journalist/articles/${articleId}`,
      payload: {
        ...validArticle(),
        title: "Обновено заглавие",
        sections: [{ type: "paragraph", content: "<p>Само текст</p>" }],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ articleId, status: "published" });
    const updated = (await t.app.inject({ url: `/api/articles/${articleId}` })).json();
    expect(updated.title).toBe("Обновено заглавие");
    expect(updated.sections).toHaveLength(1);

    expect(
      (await t.injectAs(maria, { method: "PUT", url: `/api/journalist/articles/${articleId}/unpublish` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/api/articles/${articleId}` })).statusCode).toBe(404);
    expect(
      (await t.injectAs(maria, { method: "PUT", url: `/api/journalist/articles/${articleId}/publish` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/api/articles/${articleId}` })).json().publishDate).toBe(first);

    const hidden = await t.injectAs(maria, {
      method: "PUT",
      url: `/api/journalist/articles/${articleId}`,
      payload: { ...validArticle(), isPublished: false },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/articles/${articleId}` })).statusCode).toBe(404);

    expect(
      (await t.injectAs(maria, { method: "DELETE", url: `/api/journalist/articles/${articleId}` })).statusCode,
    ).toBe(200);
    expect((await t.injectAs(maria, { url: `/api/articles/${articleId}?editing=true` })).statusCode).toBe(404);
  });

  it("saves a 20 000-word article, and refuses anything past the size rule with 413 and its Bulgarian text", async () => {
    const words = "парламентът гласува бюджета за следващата година след дълъг и <b>оживен</b> дебат".split(" ");
    const paragraph = (n: number) => `<p>${Array.from({ length: n }, (_, i) => words[i % words.length]).join(" ")}</p>`;
    const long = {
      ...validArticle(),
      sections: Array.from({ length: 400 }, () => ({ type: "paragraph", content: paragraph(50) })),
    };
    expect((await create(maria, long)).statusCode).toBe(201);

    const markup = (bytes: number) => `<p>${"<b>x</b><i>y</i><u>z</u> ".repeat(Math.ceil(bytes / 25))}</p>`;
    const refused: [string, object, string][] = [
      // The save that froze the server for 7 s: 200 paragraphs, 945 KB of markup.
      [
        "945 KB",
        {
          ...validArticle(),
          sections: Array.from({ length: 200 }, () => ({ type: "paragraph", content: markup(4700) })),
        },
        builderTexts.articleTooLong(limits.articleContentMaxChars),
      ],
      [
        "markup",
        {
          ...validArticle(),
          sections: Array.from({ length: 50 }, () => ({ type: "paragraph", content: markup(2000) })),
        },
        builderTexts.tooMuchMarkup(limits.articleMarkupMax),
      ],
      [
        "sections",
        {
          ...validArticle(),
          sections: Array.from({ length: limits.articleMaxSections + 1 }, () => ({ type: "heading", content: "Х" })),
        },
        builderTexts.tooManySections(limits.articleMaxSections),
      ],
      [
        "one section",
        {
          ...validArticle(),
          sections: [{ type: "paragraph", content: `<p>${"ж".repeat(limits.sectionContentMax)}</p>` }],
        },
        builderTexts.sectionTooLong(limits.sectionContentMax),
      ],
      [
        "all sections",
        {
          ...validArticle(),
          sections: Array.from({ length: 5 }, () => ({ type: "paragraph", content: `<p>${"ж".repeat(90_000)}</p>` })),
        },
        builderTexts.articleTooLong(limits.articleContentMaxChars),
      ],
    ];
    for (const [what, body, message] of refused) {
      const res = await create(maria, body);
      expect({ what, status: res.statusCode, error: res.json().error }).toEqual({ what, status: 413, error: message });
    }
  }, 60_000);

  it("leaves one whole version after simultaneous saves, never a mix of sections", async () => {
    const { articleId } = (await create(maria, validArticle())).json();
    const version = (v: number) => ({
      ...validArticle(),
      title: `Версия ${v}`,
      sections: Array.from({ length: 3 + (v % 4) }, (_, i) => ({
        type: "paragraph",
        content: `<p>Версия ${v}, абзац ${i}</p>`,
      })),
    });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, v) =>
        t.injectAs(maria, { method: "PUT", url: `/api/journalist/articles/${articleId}`, payload: version(v) }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const detail = (await t.app.inject({ url: `/api/articles/${articleId}` })).json();
    const winner = Number(/Версия (\d+)/.exec(detail.title)![1]);
    expect(detail.sections.map((s: { content: string }) => s.content)).toEqual(
      version(winner).sections.map((s) => s.content),
    );
  });

  it("gives another journalist 404 for every call on an article not theirs", async () => {
    const { articleId } = (await create(maria, validArticle())).json();
    const calls = [
      { method: "PUT" as const, url: `/api/journalist/articles/${articleId}`, payload: validArticle() },
      { method: "DELETE" as const, url: `/api/journalist/articles/${articleId}` },
      { method: "PUT" as const, url: `/api/journalist/articles/${articleId}/publish` },
      { method: "PUT" as const, url: `/api/journalist/articles/${articleId}/unpublish` },
    ];
    for (const call of calls) expect((await t.injectAs(georgi, call)).statusCode, call.url).toBe(404);
    const list = (await t.injectAs(georgi, { url: "/api/journalist/articles" })).json();
    expect(list.map((a: { id: number }) => a.id)).not.toContain(articleId);
  });

  it("refuses anonymous calls with 401 before looking at the input", async () => {
    expect((await create(null, { nonsense: true })).statusCode).toBe(401);
    expect((await t.injectAs(null, { url: "/api/journalist/articles" })).statusCode).toBe(401);
    expect((await t.injectAs(null, { url: "/api/journalist/dashboard" })).statusCode).toBe(401);
    expect((await t.injectAs(null, { url: "/api/journalist/categories" })).statusCode).toBe(401);
  });
});

describe("the journalist's lists and statistics", () => {
  let own: TestUser;
  beforeAll(async () => {
    own = await t.createStaff({ username: "elena" });
    for (const [title, publish] of [
      ["Бета", true],
      ["Алфа", false],
      ["Гама", true],
    ] as const) {
      await create(own, { ...validArticle(), title, isPublished: publish });
    }
  });

  it("lists only the user's articles, searched, filtered and sorted", async () => {
    const list = async (query: string) =>
      (await t.injectAs(own, { url: `/api/journalist/articles?${query}` }))
        .json()
        .map((a: { title: string }) => a.title);
    expect(await list("")).toEqual(["Гама", "Алфа", "Бета"]);
    expect(await list("sortBy=title&sortOrder=asc")).toEqual(["Алфа", "Бета", "Гама"]);
    expect(await list("status=draft")).toEqual(["Алфа"]);
    expect(await list("search=гам")).toEqual(["Гама"]);
    expect(await list("search=gama")).toEqual(["Гама"]);
    expect((await t.injectAs(own, { url: "/api/journalist/articles?sortBy=likes" })).statusCode).toBe(400);
  });

  it("sums the dashboard over the user's articles and gives daily views for the chart", async () => {
    const mine = (await t.injectAs(own, { url: "/api/journalist/articles?status=published" })).json();
    const readers = ["aaaaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbbbb", "cccccccccccccccccccccc"];
    for (const reader of readers) {
      await t.app.inject({
        method: "POST",
        url: `/api/articles/${mine[0].id}/count-view`,
        headers: { cookie: `reader=${reader}` },
      });
    }
    await t.app.views.flush();
    await t.db.insert(articleDailyViews).values({ articleId: mine[1].id, day: "2000-01-01", views: 1000 });

    const dashboard = (await t.injectAs(own, { url: "/api/journalist/dashboard" })).json();
    expect(dashboard).toMatchObject({
      totalArticles: 3,
      publishedArticles: 2,
      totalViews: 3,
      totalLikes: 0,
      totalComments: 0,
    });
    expect(dashboard.recentArticles.map((a: { title: string }) => a.title)).toEqual(["Гама", "Алфа", "Бета"]);

    const stats = (await t.injectAs(own, { url: "/api/journalist/stats/views?days=30" })).json();
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1).views).toBe(3);
    expect(stats.days.reduce((sum: number, d: { views: number }) => sum + d.views, 0)).toBe(3);
  });

  it("lists the categories for the builder", async () => {
    const res = await t.injectAs(own, { url: "/api/journalist/categories" });
    expect(res.json().map((c: { name: string }) => c.name)).toContain("Политика");
  });
});
