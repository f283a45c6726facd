import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, categories } from "#server/db/schema.ts";
import { recordAudit } from "#server/modules/audit/service.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let journalist: TestUser;
let deactivated: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createStaff({ role: "Owner", username: "boss" });
  admin = await t.createStaff({ role: "Admin", username: "editor" });
  journalist = await t.createStaff({ username: "writer", name: "Иван Писателев" });
  deactivated = await t.createStaff({ role: "Admin", username: "gone" });
  await t.injectAs(owner, {
    method: "PUT",
    url: `/api/admin/users/${deactivated.user.id}`,
    payload: { isActive: false },
  });
});
afterAll(() => t.close());

const as = (who: TestUser | null, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.injectAs(who, { method, url, ...(payload ? { payload } : {}) });

async function lastAudit() {
  const [row] = await t.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
  return row!;
}

describe("who may call what", () => {
  const adminCalls: [string, string][] = [
    ["GET", "/api/admin/dashboard"],
    ["GET", "/api/admin/articles"],
    ["GET", "/api/admin/categories"],
    ["GET", "/api/admin/users?role=Journalist"],
    ["GET", "/api/admin/featured-articles?type=popular"],
    ["GET", "/api/admin/comments?article_id=1"],
  ];
  const ownerCalls: [string, string][] = [
    ["GET", "/api/admin/audit-logs"],
    ["GET", "/api/admin/audit-logs/export.csv"],
    ["GET", "/api/admin/users?role=Admin"],
    ["GET", "/api/admin/users"],
  ];

  it("refuses anonymous calls with 401 and journalists and deactivated admins with 403, before validating input", async () => {
    for (const [method, url] of [
      ...adminCalls,
      ...ownerCalls,
      ["POST", "/api/admin/categories"],
      ["POST", "/api/admin/featured-articles"],
    ] as const) {
      expect((await as(null, method as "GET", url)).statusCode, url).toBe(401);
      expect((await as(journalist, method as "GET", url)).statusCode, url).toBe(403);
      const refused = await as(deactivated, method as "GET", url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error).toBe("account is deactivated");
    }
  });

  it("lets admins do the admin work, and keeps administrators and the audit log for the Owner", async () => {
    for (const [method, url] of adminCalls) {
      expect((await as(admin, method as "GET", url)).statusCode, url).toBe(200);
      expect((await as(owner, method as "GET", url)).statusCode, url).toBe(200);
    }
    for (const [method, url] of ownerCalls) {
      expect((await as(admin, method as "GET", url)).statusCode, url).toBe(403);
      expect((await as(owner, method as "GET", url)).statusCode, url).toBe(200);
    }
  });

  it("shows the administrators count to the Owner only", async () => {
    expect((await as(owner, "GET", "/api/admin/dashboard")).json().totalAdmins).toBeGreaterThanOrEqual(3);
    expect((await as(admin, "GET", "/api/admin/dashboard")).json().totalAdmins).toBeNull();
  });
});

describe("articles and comments", () => {
  let a: number;
  let b: number;
  let draft: number;
  beforeAll(async () => {
    a = await insertArticle(t.db, {
      title: "Избори в София",
      categories: ["Политика"],
      authorId: journalist.user.id,
      publishDate: new Date("2026-11-10T10:00:00Z"),
    });
    b = await insertArticle(t.db, {
      title: "Футболен мач",
      categories: ["Спорт"],
      publishDate: new Date("2026-11-15T10:00:00Z"),
    });
    draft = await insertArticle(t.db, {
      title: "Чернова за изборите",
      categories: ["Политика"],
      status: "draft",
      authorId: journalist.user.id,
    });
  });

  it("filters by status, category, author, search and dates, sorts and pages", async () => {
    const ids = async (query: string) =>
      (await as(admin, "GET", `/api/admin/articles?${query}`)).json().articles.map((x: { id: number }) => x.id);
    expect(await ids("status=published&sortBy=date&sortOrder=asc")).toEqual([a, b]);
    expect(await ids("status=draft")).toEqual([draft]);
    expect(await ids(`category=${encodeURIComponent("Политика")}&sortBy=title&sortOrder=asc`)).toEqual([a, draft]);
    // The readers' search: "изборите" also finds "Избори" (another inflection), in drafts too.
    expect(await ids(`author=${journalist.user.id}&search=${encodeURIComponent("изборите")}`)).toEqual([draft, a]);
    expect(await ids(`status=draft&search=${encodeURIComponent("izborite")}`)).toEqual([draft]);
    expect(await ids("status=published&dateFrom=2026-11-12&dateTo=2026-11-15")).toEqual([b]);
    const paged = (await as(admin, "GET", "/api/admin/articles?pageSize=1&page=2&status=published")).json();
    expect(paged.pagination).toEqual({ total: 2, page: 2, pageSize: 1, totalPages: 2 });
    expect(paged.articles[0]).toMatchObject({
      author: { name: expect.any(String) },
      isPublished: true,
      stats: { views: 0, comments: 0 },
    });
    expect((await as(admin, "GET", "/api/admin/articles?pageSize=101")).statusCode).toBe(400);
    expect((await as(admin, "GET", "/api/admin/articles?dateFrom=yesterday")).statusCode).toBe(400);
  });

  it("unpublishes an article (gone from the public site), publishes it again, and audits both", async () => {
    expect((await as(admin, "PATCH", `/api/admin/articles/${b}/status`, { isPublished: false })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/articles/${b}` })).statusCode).toBe(404);
    expect(await lastAudit()).toMatchObject({
      action: "UPDATE",
      entityType: "ARTICLE",
      entityId: String(b),
      username: "editor",
    });
    await as(admin, "PATCH", `/api/admin/articles/${b}/status`, { isPublished: true });
    expect((await t.app.inject({ url: `/api/articles/${b}` })).json().publishDate).toBe("2026-11-15T10:00:00.000Z");
    expect((await as(admin, "PATCH", `/api/admin/articles/999999/status`, { isPublished: true })).statusCode).toBe(404);
    expect((await as(admin, "PATCH", `/api/admin/articles/${b}/status`, { isPublished: "yes" })).statusCode).toBe(400);
  });

  it("lists and deletes comments, the article's count following", async () => {
    for (const content of ["Първи", "Втори"]) {
      await t.app.inject({
        method: "POST",
        url: `/api/articles/${a}/comments`,
        payload: { username: "Читател", content },
      });
    }
    const { comments } = (await as(admin, "GET", `/api/admin/comments?article_id=${a}`)).json();
    expect(comments.map((c: { content: string }) => c.content)).toEqual(["Втори", "Първи"]);
    expect((await as(admin, "DELETE", `/api/admin/comments/${comments[0].id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/articles/${a}` })).json().stats.comments).toBe(1);
    expect(await lastAudit()).toMatchObject({
      action: "DELETE",
      entityType: "COMMENT",
      entityId: String(comments[0].id),
    });
    expect((await as(admin, "DELETE", `/api/admin/comments/${comments[0].id}`)).statusCode).toBe(404);
  });

  it("deletes an article", async () => {
    expect((await as(owner, "DELETE", `/api/admin/articles/${draft}`)).statusCode).toBe(200);
    expect((await as(owner, "DELETE", `/api/admin/articles/${draft}`)).statusCode).toBe(404);
    expect(await lastAudit()).toMatchObject({ action: "DELETE", entityType: "ARTICLE", entityId: String(draft) });
  });
});

describe("categories", () => {
  const names = async () =>
    (await as(admin, "GET", "/api/admin/categories")).json().map((c: { name: string }) => c.name);
  const positions = async () =>
    (await t.db.select({ p: categories.position }).from(categories)).map((r) => r.p).sort((x, y) => x - y);

  it("adds trimmed unique names, renames, moves, reorders and deletes, keeping articles' other categories", async () => {
    const before = await names();
    const add = await as(admin, "POST", "/api/admin/categories", { name: "  Авто  " });
    expect(add.statusCode).toBe(201);
    const { categoryId } = add.json();
    expect(await names()).toEqual([...before, "Авто"]);
    expect((await as(admin, "POST", "/api/admin/categories", { name: "авто" })).statusCode).toBe(409);
    expect((await as(admin, "POST", "/api/admin/categories", { name: "   " })).json().error).toBe(
      "Името на категорията е задължително",
    );

    expect((await as(admin, "PUT", `/api/admin/categories/${categoryId}`, { name: "Автомобили" })).statusCode).toBe(
      200,
    );
    expect((await as(admin, "PATCH", `/api/admin/categories/${categoryId}/move`, { direction: "up" })).statusCode).toBe(
      200,
    );
    expect((await names()).at(-2)).toBe("Автомобили");
    expect((await as(admin, "POST", "/api/admin/categories/reorder", { categoryId, newPosition: 0 })).statusCode).toBe(
      200,
    );
    expect((await names())[0]).toBe("Автомобили");

    const both = await insertArticle(t.db, { title: "Нова кола", categories: ["Автомобили", "Бизнес"] });
    const counts = (await as(admin, "GET", "/api/admin/categories")).json();
    expect(counts.find((c: { name: string }) => c.name === "Автомобили").articleCount).toBe(1);
    expect(
      (await t.app.inject({ url: "/api/search?q=avtomobili" })).json().articles.map((x: { id: number }) => x.id),
    ).toEqual([both]);

    expect((await as(admin, "DELETE", `/api/admin/categories/${categoryId}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/articles/${both}` })).json().categories).toEqual(["Бизнес"]);
    expect(await positions()).toEqual([...Array((await names()).length).keys()]);
  });

  it("keeps positions a gapless 0..n-1 sequence under concurrent moves", async () => {
    for (const name of ["К1", "К2", "К3", "К4", "К5"]) await as(admin, "POST", "/api/admin/categories", { name });
    const list = (await as(admin, "GET", "/api/admin/categories")).json() as { id: number }[];
    await Promise.all(
      list.flatMap((c, i) => [
        as(admin, "PATCH", `/api/admin/categories/${c.id}/move`, { direction: i % 2 ? "up" : "down" }),
        as(owner, "POST", "/api/admin/categories/reorder", { categoryId: c.id, newPosition: (i * 3) % list.length }),
      ]),
    );
    expect(await positions()).toEqual([...list.keys()]);
  });
});

describe("staff accounts", () => {
  it("creates a journalist with SPEC's rules and texts", async () => {
    const post = (payload: object) => as(admin, "POST", "/api/admin/users", payload);
    expect((await post({ username: "", password: "" })).json().error).toBe(
      "Потребителското име и паролата са задължителни",
    );
    expect((await post({ username: "new.one", password: "password-123" })).json().error).toBe(
      "Името е задължително за журналистите",
    );
    const created = await post({
      username: "new.one",
      password: "password-123",
      name: "Нова Журналистка",
      status: "Active",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ role: "Journalist", isActive: true, name: "Нова Журналистка" });
    expect((await post({ username: "NEW.ONE", password: "password-123", name: "Друга" })).statusCode).toBe(409);
    expect(await lastAudit()).toMatchObject({ action: "CREATE", entityType: "USER", username: "editor" });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/journalist/auth/login",
      payload: { username: "new.one", password: "password-123" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("lets only the Owner create and manage administrators", async () => {
    expect(
      (
        await as(admin, "POST", "/api/admin/users", {
          username: "second.admin",
          password: "password-123",
          role: "Admin",
        })
      ).statusCode,
    ).toBe(403);
    const created = await as(owner, "POST", "/api/admin/users", {
      username: "second.admin",
      password: "password-123",
      role: "Admin",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await as(admin, "PUT", `/api/admin/users/${id}`, { isActive: false })).statusCode).toBe(403);
    expect((await as(admin, "DELETE", `/api/admin/users/${id}`)).statusCode).toBe(403);
    expect((await as(owner, "PUT", `/api/admin/users/${id}`, { role: "Owner" })).json().role).toBe("Owner");
  });

  it("never deactivates or deletes an Owner, and nobody deactivates or deletes themselves", async () => {
    const put = await as(owner, "PUT", `/api/admin/users/${owner.user.id}`, { isActive: false });
    expect(put.statusCode).toBe(403);
    expect((await as(owner, "DELETE", `/api/admin/users/${owner.user.id}`)).json().error).toBe(
      "Собственикът не може да бъде деактивиран или изтрит",
    );
    expect((await as(owner, "DELETE", `/api/admin/users/${admin.user.id}`)).statusCode).toBe(200);
    const self = await t.createStaff({ role: "Admin", username: "self.admin" });
    expect((await as(self, "PUT", `/api/admin/users/${self.user.id}`, { status: "Inactive" })).statusCode).toBe(403);
  });

  it("deactivation takes effect on the user's next call; an empty password keeps the current one", async () => {
    const j = await t.createStaff({ username: "soon.inactive" });
    expect((await t.injectAs(j, { url: "/api/journalist/dashboard" })).statusCode).toBe(200);
    expect((await as(owner, "PUT", `/api/admin/users/${j.user.id}`, { isActive: false })).json().status).toBe(
      "Inactive",
    );
    const next = await t.injectAs(j, { url: "/api/journalist/dashboard" });
    expect(next.statusCode).toBe(403);
    expect(next.json().error).toBe("account is deactivated");
    await as(owner, "PUT", `/api/admin/users/${j.user.id}`, {
      username: "soon.inactive",
      password: "",
      name: "Ново Име",
      isActive: true,
    });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/journalist/auth/login",
      payload: { username: "soon.inactive", password: j.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("keeps an author's biography for the author page: trimmed, empty is none, refused past its limit (issue 21)", async () => {
    const created = await as(owner, "POST", "/api/admin/users", {
      username: "bio.writer",
      password: "password-123",
      name: "Био Писател",
      bio: "  Пише за спорт.\nИ за театър.  ",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().bio).toBe("Пише за спорт.\nИ за театър.");
    const id = created.json().id as number;
    const tooLong = await as(owner, "PUT", `/api/admin/users/${id}`, { bio: "д".repeat(601) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: "Представянето може да е най-много 600 знака",
      code: "validation",
      fields: { bio: "Представянето може да е най-много 600 знака" },
    });
    const changed = await as(owner, "PUT", `/api/admin/users/${id}`, { bio: "Нова биография." });
    expect(changed.json().bio).toBe("Нова биография.");
    expect(await lastAudit()).toMatchObject({
      action: "UPDATE",
      entityType: "USER",
      entityId: String(id),
      details: 'Updated Journalist "bio.writer": bio',
    });
    const listed = (await as(owner, "GET", "/api/admin/users?role=Journalist"))
      .json()
      .find((u: { id: number }) => u.id === id);
    expect(listed.bio).toBe("Нова биография.");
    expect((await as(owner, "PUT", `/api/admin/users/${id}`, { bio: "   " })).json().bio).toBeNull();
  });

  it("sets a journalist's profile picture as a square WebP and refuses other files", async () => {
    const upload = (data: Buffer, name: string) => {
      const form = new FormData();
      form.append("journalist_id", String(journalist.user.id));
      form.append("file", new Blob([new Uint8Array(data)]), name);
      return t.injectAs(owner, { method: "POST", url: "/api/admin/journalist-profile-picture", payload: form });
    };
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c33" } })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg, "face.jpg");
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject({ url: res.json().url });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect((await upload(Buffer.from("GIF89a not really"), "x.gif")).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(6 * 1024 * 1024, 1), "big.png")).statusCode).toBe(413);
  });
});

describe("featured articles", () => {
  it("saves both ordered lists of published articles, else answers 400 with the limit message", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await insertArticle(t.db, { title: `Избрана ${i}` }));
    const draft = await insertArticle(t.db, { title: "Неизбираема", status: "draft" });
    const save = (popularArticles: number[], secondaryArticles: number[]) =>
      as(owner, "POST", "/api/admin/featured-articles", { popularArticles, secondaryArticles });

    expect((await save(ids.slice(0, 4), [])).json().error).toBe(
      "Можете да изберете най-много 3 статии в секция „Популярни“",
    );
    expect((await save([], ids)).json().error).toBe("Можете да изберете най-много 4 статии в секция „Второстепенни“");
    expect((await save([ids[0]!, ids[0]!], [])).statusCode).toBe(400);
    expect((await save([draft], [])).statusCode).toBe(400);

    expect((await save([ids[2]!, ids[0]!], [ids[1]!, ids[3]!])).statusCode).toBe(200);
    const popular = (await as(owner, "GET", "/api/admin/featured-articles?type=popular"))
      .json()
      .articles.map((x: { id: number }) => x.id);
    expect(popular).toEqual([ids[2], ids[0]]);
    const publicSecondary = (await t.app.inject({ url: "/api/articles/featured/secondary" }))
      .json()
      .map((x: { id: number }) => x.id);
    expect(publicSecondary).toEqual([ids[1], ids[3]]);
    expect((await lastAudit()).details).toContain("popular");
  });
});

describe("audit log", () => {
  it("filters by user, action, entity type and dates, newest first", async () => {
    const logs = (await as(owner, "GET", `/api/admin/audit-logs?user_id=${owner.user.id}&entity_type=USER`)).json();
    expect(logs.length).toBeGreaterThan(0);
    expect(
      logs.every((l: { username: string; entityType: string }) => l.username === "boss" && l.entityType === "USER"),
    ).toBe(true);
    const times = logs.map((l: { timestamp: string }) => l.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await as(owner, "GET", "/api/admin/audit-logs?start_date=2000-01-01&end_date=2000-01-02")).json()).toEqual(
      [],
    );
    expect((await as(owner, "GET", "/api/admin/audit-logs?action=HACK")).statusCode).toBe(400);
  });

  it("exports CSV with SPEC's columns and file name, a BOM, and every field quoted", async () => {
    await recordAudit(t.db, {
      userId: owner.user.id,
      username: "boss",
      action: "UPDATE",
      entityType: "ADMIN",
      entityId: "7",
      details: 'Промени "Заглавие", с запетая\nи нов ред',
      ipAddress: "203.0.113.5",
    });
    const res = await as(owner, "GET", "/api/admin/audit-logs/export.csv?entity_type=ADMIN");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="audit_logs_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(
      res.body.startsWith('\uFEFF"Timestamp","User","Action","Entity Type","Entity ID","Details","IP Address"\r\n'),
    ).toBe(true);
    expect(res.body).toContain(
      ',"boss","UPDATE","ADMIN","7","Промени ""Заглавие"", с запетая\nи нов ред","203.0.113.5"\r\n',
    );
  });

  it("has an entry for every login", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: { username: "boss", password: "wrong-password" },
    });
    expect(await lastAudit()).toMatchObject({ action: "LOGIN_FAILED", entityType: "AUTH" });
    await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: { username: "boss", password: owner.password },
    });
    expect(await lastAudit()).toMatchObject({ action: "LOGIN_SUCCESS", entityType: "AUTH", userId: owner.user.id });
    const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "LOGIN_SUCCESS")).limit(1);
    expect(row!.ipAddress).toBeTruthy();
  });
});
