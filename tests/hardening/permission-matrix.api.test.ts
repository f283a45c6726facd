import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { SignJWT } from "jose";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments, users } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, testJwtSecret, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/**
 * Every API route (read from the server's own OpenAPI route table, so a new route without an
 * entry here fails) against every kind of caller, each cell asserted (issue 6, point 1).
 */

const principals = ["anonymous", "garbage", "expired", "deleted", "deactivated", "journalist", "other", "admin", "owner"] as const;
type Principal = (typeof principals)[number];

/**
 * public: anyone; staff: any active staff account; own: the journalist who wrote the article
 * (everyone else signed in gets 404); admin: Admin or Owner; owner: the Owner alone.
 */
type Access = "public" | "staff" | "own" | "admin" | "owner";
type Request = Omit<InjectOptions, "method">;
type Entry = { access: Access; ok: number; request: () => Promise<Request> };

let t: TestApp;
const token: Partial<Record<Principal, string>> = {};
let writer: TestUser;
let ownerUser: TestUser;
let publishedId: number;
let png: Buffer;
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}`;

function form(fields: Record<string, string>, file?: Buffer) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append("file", new Blob([new Uint8Array(file)]), "picture.png");
  return body;
}

const routes: Record<string, Entry> = {
  "POST /api/admin/auth/login": { access: "public", ok: 200, request: async () => ({ url: "/api/admin/auth/login", payload: { username: ownerUser.user.username, password: ownerUser.password } }) },
  "GET /api/admin/auth/me": { access: "admin", ok: 200, request: async () => ({ url: "/api/admin/auth/me" }) },
  "POST /api/journalist/auth/login": { access: "public", ok: 200, request: async () => ({ url: "/api/journalist/auth/login", payload: { username: writer.user.username, password: writer.password } }) },
  "GET /api/journalist/auth/me": { access: "staff", ok: 200, request: async () => ({ url: "/api/journalist/auth/me" }) },
  "POST /api/register": { access: "public", ok: 201, request: async () => ({ url: "/api/register", payload: { username: unique("newcomer"), password: "password-123" } }) },
  "GET /api/health": { access: "public", ok: 200, request: async () => ({ url: "/api/health" }) },
  "GET /api/categories": { access: "public", ok: 200, request: async () => ({ url: "/api/categories" }) },
  "GET /api/articles": { access: "public", ok: 200, request: async () => ({ url: "/api/articles" }) },
  "GET /api/articles/featured/{kind}": { access: "public", ok: 200, request: async () => ({ url: "/api/articles/featured/popular" }) },
  "GET /api/articles/{articleId}": { access: "public", ok: 200, request: async () => ({ url: `/api/articles/${publishedId}` }) },
  "POST /api/articles/{articleId}/count-view": { access: "public", ok: 200, request: async () => ({ url: `/api/articles/${publishedId}/count-view` }) },
  "GET /api/articles/{articleId}/liked": { access: "public", ok: 200, request: async () => ({ url: `/api/articles/${publishedId}/liked` }) },
  "POST /api/articles/{articleId}/like": { access: "public", ok: 200, request: async () => ({ url: `/api/articles/${publishedId}/like` }) },
  "POST /api/articles/{articleId}/comments": {
    access: "public",
    ok: 201,
    request: async () => ({ url: `/api/articles/${publishedId}/comments`, payload: { username: "Читател", content: "Коментар" }, remoteAddress: `198.51.100.${++counter % 250}` }),
  },
  "GET /api/search": { access: "public", ok: 200, request: async () => ({ url: "/api/search?q=sofia" }) },
  "GET /sitemap.xml": { access: "public", ok: 200, request: async () => ({ url: "/sitemap.xml" }) },
  "GET /news-sitemap.xml": { access: "public", ok: 200, request: async () => ({ url: "/news-sitemap.xml" }) },
  "GET /rss.xml": { access: "public", ok: 200, request: async () => ({ url: "/rss.xml" }) },
  "GET /robots.txt": { access: "public", ok: 200, request: async () => ({ url: "/robots.txt" }) },

  "GET /api/journalist/categories": { access: "staff", ok: 200, request: async () => ({ url: "/api/journalist/categories" }) },
  "GET /api/journalist/articles": { access: "staff", ok: 200, request: async () => ({ url: "/api/journalist/articles" }) },
  "POST /api/journalist/articles": {
    access: "staff",
    ok: 201,
    request: async () => ({ url: "/api/journalist/articles", payload: { title: "Нова", categories: ["Политика"], sections: [{ type: "heading", content: "Заглавие" }] } }),
  },
  "PUT /api/journalist/articles/{articleId}": {
    access: "own",
    ok: 200,
    request: async () => ({ url: `/api/journalist/articles/${await writersArticle()}`, payload: { title: "Ново заглавие", sections: [{ type: "heading", content: "Х" }] } }),
  },
  "DELETE /api/journalist/articles/{articleId}": { access: "own", ok: 200, request: async () => ({ url: `/api/journalist/articles/${await writersArticle()}` }) },
  "PUT /api/journalist/articles/{articleId}/publish": { access: "own", ok: 200, request: async () => ({ url: `/api/journalist/articles/${await writersArticle()}/publish` }) },
  "PUT /api/journalist/articles/{articleId}/unpublish": { access: "own", ok: 200, request: async () => ({ url: `/api/journalist/articles/${await writersArticle()}/unpublish` }) },
  "GET /api/journalist/dashboard": { access: "staff", ok: 200, request: async () => ({ url: "/api/journalist/dashboard" }) },
  "GET /api/journalist/stats/views": { access: "staff", ok: 200, request: async () => ({ url: "/api/journalist/stats/views?days=7" }) },
  "POST /api/upload-media": { access: "staff", ok: 201, request: async () => ({ url: "/api/upload-media", payload: form({}, png) }) },

  "GET /api/admin/dashboard": { access: "admin", ok: 200, request: async () => ({ url: "/api/admin/dashboard" }) },
  "GET /api/admin/articles": { access: "admin", ok: 200, request: async () => ({ url: "/api/admin/articles?status=published" }) },
  "PATCH /api/admin/articles/{id}/status": { access: "admin", ok: 200, request: async () => ({ url: `/api/admin/articles/${await writersArticle()}/status`, payload: { isPublished: false } }) },
  "DELETE /api/admin/articles/{id}": { access: "admin", ok: 200, request: async () => ({ url: `/api/admin/articles/${await writersArticle()}` }) },
  "GET /api/admin/comments": { access: "admin", ok: 200, request: async () => ({ url: `/api/admin/comments?article_id=${publishedId}` }) },
  "DELETE /api/admin/comments/{id}": {
    access: "admin",
    ok: 200,
    request: async () => {
      const [row] = await t.db.insert(comments).values({ articleId: publishedId, authorName: "Х", content: "Х" }).returning({ id: comments.id });
      return { url: `/api/admin/comments/${row!.id}` };
    },
  },
  "GET /api/admin/categories": { access: "admin", ok: 200, request: async () => ({ url: "/api/admin/categories" }) },
  "POST /api/admin/categories": { access: "admin", ok: 201, request: async () => ({ url: "/api/admin/categories", payload: { name: unique("Рубрика ") } }) },
  "PUT /api/admin/categories/{id}": { access: "admin", ok: 200, request: async () => ({ url: `/api/admin/categories/${await newCategory()}`, payload: { name: unique("Преименувана ") } }) },
  "DELETE /api/admin/categories/{id}": { access: "admin", ok: 200, request: async () => ({ url: `/api/admin/categories/${await newCategory()}` }) },
  "PATCH /api/admin/categories/{id}/move": { access: "admin", ok: 200, request: async () => ({ url: `/api/admin/categories/${await newCategory()}/move`, payload: { direction: "up" } }) },
  "POST /api/admin/categories/reorder": { access: "admin", ok: 200, request: async () => ({ url: "/api/admin/categories/reorder", payload: { categoryId: await newCategory(), newPosition: 0 } }) },
  "GET /api/admin/featured-articles": { access: "admin", ok: 200, request: async () => ({ url: "/api/admin/featured-articles?type=secondary" }) },
  "POST /api/admin/featured-articles": { access: "admin", ok: 200, request: async () => ({ url: "/api/admin/featured-articles", payload: { popularArticles: [publishedId], secondaryArticles: [] } }) },
  "GET /api/admin/users": { access: "owner", ok: 200, request: async () => ({ url: "/api/admin/users?role=Admin" }) },
  "POST /api/admin/users": { access: "admin", ok: 201, request: async () => ({ url: "/api/admin/users", payload: { username: unique("staff"), password: "password-123", name: "Нов Журналист" } }) },
  "PUT /api/admin/users/{id}": { access: "admin", ok: 200, request: async () => ({ url: `/api/admin/users/${(await t.createStaff()).user.id}`, payload: { isActive: false } }) },
  "DELETE /api/admin/users/{id}": { access: "admin", ok: 200, request: async () => ({ url: `/api/admin/users/${(await t.createStaff()).user.id}` }) },
  "POST /api/admin/journalist-profile-picture": {
    access: "admin",
    ok: 200,
    request: async () => ({ url: "/api/admin/journalist-profile-picture", payload: form({ journalist_id: String(writer.user.id) }, png) }),
  },
  "GET /api/admin/audit-logs": { access: "owner", ok: 200, request: async () => ({ url: "/api/admin/audit-logs" }) },
  "GET /api/admin/audit-logs/export.csv": { access: "owner", ok: 200, request: async () => ({ url: "/api/admin/audit-logs/export.csv" }) },
};

async function writersArticle(): Promise<number> {
  return insertArticle(t.db, { title: "Статия на автора", authorId: writer.user.id });
}
async function newCategory(): Promise<number> {
  const name = unique("Категория ");
  await ensureCategories(t.db, [name]);
  const list = (await t.app.inject({ url: "/api/categories" })).json() as { id: number; name: string }[];
  return list.find((c) => c.name === name)!.id;
}

function expected(access: Access, ok: number, who: Principal): number {
  if (access === "public") return ok;
  if (who === "anonymous" || who === "garbage" || who === "expired" || who === "deleted") return 401;
  if (who === "deactivated") return 403;
  if (access === "staff") return ok;
  if (access === "own") return who === "journalist" ? ok : 404;
  if (access === "admin") return who === "admin" || who === "owner" ? ok : 403;
  return who === "owner" ? ok : 403;
}

beforeAll(async () => {
  t = await createTestApp({ REGISTRATION: "open" });
  await ensureCategories(t.db, ["Политика"]);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c00" } }).png().toBuffer();
  writer = await t.createStaff({ username: "writer" });
  ownerUser = await t.createStaff({ role: "Owner", username: "the.owner" });
  token.journalist = writer.token;
  token.other = (await t.createStaff({ username: "other.writer" })).token;
  token.admin = (await t.createStaff({ role: "Admin", username: "an.admin" })).token;
  token.owner = ownerUser.token;
  token.garbage = "not.a.token";
  const inactive = await t.createStaff({ username: "inactive.writer", isActive: false });
  token.deactivated = inactive.token;
  const removed = await t.createStaff({ username: "removed.writer" });
  token.deleted = removed.token;
  await t.db.delete(users).where(eq(users.id, removed.user.id));
  const past = Math.floor(Date.now() / 1000) - 3600;
  token.expired = await new SignJWT({ typ: "admin" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(ownerUser.user.id))
    .setIssuer("hronika")
    .setIssuedAt(past - 60)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(testJwtSecret));
  publishedId = await insertArticle(t.db, { title: "Публикувана", authorId: writer.user.id });
}, 60_000);
afterAll(() => t.close());

describe("permission matrix", () => {
  it("has an entry for every route of the API", () => {
    const doc = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    const listed = Object.entries(doc.paths)
      .filter(([path]) => path !== "/api/{*}")
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(listed.filter((route) => !routes[route])).toEqual([]);
    expect(Object.keys(routes).filter((route) => !listed.includes(route))).toEqual([]);
  });

  it("answers every principal on every route as the table says", async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const [route, entry] of Object.entries(routes)) {
      const method = route.split(" ")[0] as InjectOptions["method"];
      for (const who of principals) {
        const request = await entry.request();
        const headers = { ...(request.headers ?? {}), ...(token[who] ? { authorization: `Bearer ${token[who]}` } : {}) };
        const res = await t.app.inject({ ...request, method, headers });
        const want = expected(entry.access, entry.ok, who);
        cells++;
        if (res.statusCode !== want) failures.push(`${route} as ${who}: ${res.statusCode} (want ${want}) ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(cells).toBe(Object.keys(routes).length * principals.length);
  }, 120_000);
});
