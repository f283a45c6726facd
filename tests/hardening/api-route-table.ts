import sharp from "sharp";
import type { InjectOptions } from "fastify";
import { Secret, TOTP } from "otpauth";
import {
  articleReviews,
  articles,
  backgroundJobs,
  commentBlocks,
  comments,
  liveEntries,
  mediaFiles,
  pushSubscriptions,
  redirects,
  users,
  wordpressImportRuns,
} from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { cleanTagName, type TagName } from "#common/tags.ts";
import { setArticleTags } from "#server/modules/tags/service.ts";
import { wxrExport } from "#tests/helpers/wxr-export.ts";
import { expect } from "vitest";
import { addImportedRedirect } from "#server/modules/redirects/imported-redirects.ts";
import { eq } from "drizzle-orm";
import type { TestApp, TestUser } from "#tests/helpers/test-app.ts";
import { createECDH, randomBytes } from "node:crypto";

/**
 * A valid request for every API route, keyed as the OpenAPI document names it ("POST
 * /api/register"): the permission matrix sends each as every kind of caller, and the hostile-input
 * suite turns each into its hostile variants. A route of the document without an entry here fails
 * both (`documentedRoutes`).
 */

/**
 * public: anyone; staff: any active staff account; own: the journalist who wrote the article or
 * its co-author, or an Editor (everyone else signed in gets 404; decision 0134); author: the one
 * who wrote it alone (a co-author or an Editor gets 403, everyone else 404; decision 0121);
 * inReview: an article sent for review, which its writers and the whole desk reach (another
 * journalist gets 404; decision 0135); ownOrAdmin: as own, and the administrators, who manage
 * every article (an article's live coverage, decision 0140); editorial: Admin, Owner or Editor
 * (decision 0134); admin: Admin or Owner; owner: the Owner alone.
 */
export type RouteAccess =
  "public" | "staff" | "own" | "author" | "inReview" | "ownOrAdmin" | "editorial" | "admin" | "owner";
export type RouteRequest = Omit<InjectOptions, "method">;
export type RouteEntry = { access: RouteAccess; ok: number; request: () => Promise<RouteRequest> };

/**
 * The accounts and content the requests use: `writer` is a journalist, `owner` the Owner, and
 * `coAuthor`, when given, a co-author of every article of the writer's the requests make.
 */
export type RouteTableContext = {
  t: TestApp;
  writer: TestUser;
  owner: TestUser;
  publishedId: number;
  coAuthor?: TestUser;
};

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}`;

export const testPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();

export function form(fields: Record<string, string>, file?: Buffer, fileName = "picture.png") {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append("file", new Blob([new Uint8Array(file)]), fileName);
  return body;
}

/** A small WordPress export: one post of a site of its own. */
const wordpressExport = () =>
  Buffer.from(
    wxrExport(
      { url: `https://${unique("stara-")}.example` },
      {
        authors: [{ id: 1, login: "avtor", displayName: "Автор" }],
        items: [
          { id: 1, title: "Стара статия", creator: "avtor", content: "<p>Текст.</p>", date: "2020-01-01 10:00:00" },
        ],
      },
    ),
  );

/** Waits for the WordPress import a previous request started to end: one runs at a time (409 else). */
async function importsIdle(t: TestApp) {
  const running = () =>
    t.db
      .select({ id: wordpressImportRuns.id })
      .from(wordpressImportRuns)
      .where(eq(wordpressImportRuns.state, "running"));
  await expect.poll(async () => (await running()).length, { timeout: 20_000, interval: 50 }).toBe(0);
}

export function apiRouteTable({
  t,
  writer,
  owner,
  publishedId,
  coAuthor,
}: RouteTableContext): Record<string, RouteEntry> {
  const coAuthorIds = coAuthor ? [coAuthor.user.id] : [];
  const writersArticle = () =>
    insertArticle(t.db, { title: "Статия на автора", authorId: writer.user.id, coAuthorIds });
  const writersDraft = () =>
    insertArticle(t.db, { title: "Чернова на автора", authorId: writer.user.id, status: "draft", coAuthorIds });
  /** A draft of the writer's sent for review (issue 35, point 2): its id. */
  async function draftInReview(): Promise<number> {
    const articleId = await writersDraft();
    await t.db
      .insert(articleReviews)
      .values({ articleId, state: "pending", sentBy: writer.user.id, sentAt: new Date(), baseVersion: 1 });
    return articleId;
  }
  /** A published article of the writer's with its live coverage open (issue 37): its id. */
  async function liveArticle(): Promise<number> {
    const articleId = await writersArticle();
    await t.db
      .update(articles)
      .set({ liveStartedAt: new Date(), liveAutoEndHours: 12 })
      .where(eq(articles.id, articleId));
    return articleId;
  }
  /** An entry of a live coverage of the writer's (issue 37): its address. */
  async function liveEntry(): Promise<string> {
    const articleId = await liveArticle();
    const [row] = await t.db
      .insert(liveEntries)
      .values({ articleId, authorId: writer.user.id, content: "<p>Запис на живо.</p>" })
      .returning({ id: liveEntries.id });
    return `/api/journalist/articles/${articleId}/live/entries/${row!.id}`;
  }
  /** A browser's push subscription (issue 37, point 4), at a push service that does not exist. */
  function browserSubscription() {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    return {
      endpoint: `https://push.invalid/${unique("browser-")}`,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
    };
  }
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  async function newCategory(): Promise<number> {
    const name = unique("Категория ");
    await ensureCategories(t.db, [name]);
    const list = (await t.app.inject({ url: "/api/categories" })).json() as { id: number; name: string }[];
    return list.find((c) => c.name === name)!.id;
  }
  /** A tag on a published article of the writer's (issue 32): its id and slug. */
  async function newTag(): Promise<{ id: number; slug: string }> {
    const tag = cleanTagName(unique("Етикет ")) as { ok: true; tag: TagName };
    const articleId = await writersArticle();
    const { after } = await setArticleTags(t.db, articleId, [tag.tag]);
    return after[0]!;
  }
  /** An imported redirect of a made-up old address (issue 33): its id. */
  async function newRedirect(): Promise<number> {
    const fromPath = `/${unique("stara-statia-")}`;
    await addImportedRedirect(t.db, { fromPath, toPath: "/home" });
    return (await t.db.select({ id: redirects.id }).from(redirects).where(eq(redirects.fromPath, fromPath)))[0]!.id;
  }
  /** A CDN purge that failed after every attempt (decision 0129): its id. */
  async function failedJob(): Promise<number> {
    const at = new Date();
    const [row] = await t.db
      .insert(backgroundJobs)
      .values({
        kind: "cdn-purge",
        payload: { keys: ["site"] },
        state: "failed",
        attempts: 10,
        runAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: backgroundJobs.id });
    return row!.id;
  }
  const png = testPng();
  /** A picture of the media library nobody uploaded (an admin's to change and delete) and no article uses. */
  async function newPicture(): Promise<number> {
    const [row] = await t.db
      .insert(mediaFiles)
      .values({
        storageKey: unique("images/2026/11/matrix"),
        kind: "image",
        mimeType: "image/webp",
        sizeBytes: 1,
        variants: [400],
      })
      .returning({ id: mediaFiles.id });
    return row!.id;
  }
  const newComment = async (values: Partial<typeof comments.$inferInsert> = {}) =>
    (
      await t.db
        .insert(comments)
        .values({ articleId: publishedId, authorName: "Х", content: "Х", ...values })
        .returning({ id: comments.id })
    )[0]!.id;
  const readerAddress = () => `198.51.100.${++counter % 250}`;
  /** A new account with its second step on (decision 0132): its app's secret. */
  async function withSecondStep(role: "Admin" | "Journalist" = "Journalist") {
    const staff = await t.createStaff({ role });
    const secret = new Secret({ size: 20 }).base32;
    await t.db
      .update(users)
      .set({ totpSecret: t.app.twoStepKeys.encrypt(staff.user.id, secret), totpEnabledAt: new Date() })
      .where(eq(users.id, staff.user.id));
    return { ...staff, secret };
  }
  /** The second sign-in step of a new account: its challenge and a current code of its app. */
  async function secondStep(door: "admin" | "journalist"): Promise<RouteRequest> {
    const staff = await withSecondStep(door === "admin" ? "Admin" : "Journalist");
    const challenge = await t.tokens.signChallenge(
      { userId: staff.user.id, door, version: staff.user.tokenVersion },
      t.app.deps.now(),
    );
    const code = new TOTP({ secret: Secret.fromBase32(staff.secret) }).generate({
      timestamp: t.app.deps.now().getTime(),
    });
    return { url: `/api/${door}/auth/two-step`, payload: { challenge, code }, remoteAddress: readerAddress() };
  }

  const routes: Record<string, RouteEntry> = {
    "POST /api/admin/auth/login": {
      access: "public",
      ok: 200,
      request: async () => ({
        url: "/api/admin/auth/login",
        payload: { username: owner.user.username, password: owner.password },
      }),
    },
    "GET /api/admin/auth/me": { access: "admin", ok: 200, request: async () => ({ url: "/api/admin/auth/me" }) },
    "POST /api/journalist/auth/login": {
      access: "public",
      ok: 200,
      request: async () => ({
        url: "/api/journalist/auth/login",
        payload: { username: writer.user.username, password: writer.password },
      }),
    },
    "GET /api/journalist/auth/me": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/auth/me" }),
    },
    "POST /api/admin/auth/two-step": {
      access: "public",
      ok: 200,
      request: async () => secondStep("admin"),
    },
    "POST /api/journalist/auth/two-step": {
      access: "public",
      ok: 200,
      request: async () => secondStep("journalist"),
    },
    "POST /api/register": {
      access: "public",
      ok: 201,
      request: async () => ({
        url: "/api/register",
        payload: {
          username: unique("newcomer"),
          password: "password-123",
          name: "Нов Автор",
          email: `${unique("newcomer")}@example.bg`,
        },
      }),
    },
    "GET /api/health": { access: "public", ok: 200, request: async () => ({ url: "/api/health" }) },
    "GET /api/categories": { access: "public", ok: 200, request: async () => ({ url: "/api/categories" }) },
    "GET /api/articles": { access: "public", ok: 200, request: async () => ({ url: "/api/articles" }) },
    "GET /api/articles/featured/{kind}": {
      access: "public",
      ok: 200,
      request: async () => ({ url: "/api/articles/featured/popular" }),
    },
    "GET /api/articles/{articleId}": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/api/articles/${publishedId}` }),
    },
    "POST /api/articles/{articleId}/count-view": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/api/articles/${publishedId}/count-view` }),
    },
    "GET /api/articles/{articleId}/liked": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/api/articles/${publishedId}/liked` }),
    },
    "POST /api/articles/{articleId}/like": {
      access: "public",
      ok: 200,
      // An article of its own each time: one address likes one article only so often a day.
      request: async () => ({ url: `/api/articles/${await writersArticle()}/like` }),
    },
    "POST /api/articles/{articleId}/comments": {
      access: "public",
      ok: 201,
      request: async () => ({
        url: `/api/articles/${publishedId}/comments`,
        payload: { username: "Читател", content: "Коментар" },
        remoteAddress: `198.51.100.${++counter % 250}`,
      }),
    },
    "GET /api/search": { access: "public", ok: 200, request: async () => ({ url: "/api/search?q=sofia" }) },
    "GET /sitemap.xml": { access: "public", ok: 200, request: async () => ({ url: "/sitemap.xml" }) },
    "GET /news-sitemap.xml": { access: "public", ok: 200, request: async () => ({ url: "/news-sitemap.xml" }) },
    "GET /rss.xml": { access: "public", ok: 200, request: async () => ({ url: "/rss.xml" }) },
    "GET /robots.txt": { access: "public", ok: 200, request: async () => ({ url: "/robots.txt" }) },

    "GET /api/journalist/categories": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/categories" }),
    },
    "GET /api/journalist/staff": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/staff" }),
    },
    "GET /api/journalist/articles": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/articles" }),
    },
    "POST /api/journalist/articles": {
      access: "staff",
      ok: 201,
      request: async () => ({
        url: "/api/journalist/articles",
        payload: { title: "Нова", categories: ["Политика"], sections: [{ type: "heading", content: "Заглавие" }] },
      }),
    },
    "PUT /api/journalist/articles/{articleId}": {
      access: "own",
      ok: 200,
      request: async () => ({
        url: `/api/journalist/articles/${await writersArticle()}`,
        payload: { title: "Ново заглавие", sections: [{ type: "heading", content: "Х" }] },
      }),
    },
    "DELETE /api/journalist/articles/{articleId}": {
      access: "author",
      ok: 200,
      request: async () => ({ url: `/api/journalist/articles/${await writersArticle()}` }),
    },
    "PUT /api/journalist/articles/{articleId}/publish": {
      access: "own",
      ok: 200,
      request: async () => ({ url: `/api/journalist/articles/${await writersArticle()}/publish` }),
    },
    "PUT /api/journalist/articles/{articleId}/unpublish": {
      access: "own",
      ok: 200,
      request: async () => ({ url: `/api/journalist/articles/${await writersArticle()}/unpublish` }),
    },
    // Issue 20: scheduling, the autosave and pending changes, the history.
    "PUT /api/journalist/articles/{articleId}/schedule": {
      access: "own",
      ok: 200,
      request: async () => ({
        url: `/api/journalist/articles/${await writersDraft()}/schedule`,
        payload: { publishAt: inAnHour() },
      }),
    },
    "DELETE /api/journalist/articles/{articleId}/schedule": {
      access: "own",
      ok: 200,
      request: async () => ({ url: `/api/journalist/articles/${await writersArticle()}/schedule` }),
    },
    "PUT /api/journalist/articles/{articleId}/autosave": {
      access: "own",
      ok: 200,
      request: async () => ({
        url: `/api/journalist/articles/${await writersArticle()}/autosave`,
        payload: { title: "Промяна", sections: [{ type: "heading", content: "Х" }], version: 1 },
      }),
    },
    "GET /api/journalist/articles/{articleId}/autosave": {
      access: "own",
      ok: 200,
      request: async () => ({ url: `/api/journalist/articles/${await writersArticle()}/autosave` }),
    },
    "DELETE /api/journalist/articles/{articleId}/autosave": {
      access: "own",
      ok: 200,
      request: async () => ({ url: `/api/journalist/articles/${await writersArticle()}/autosave` }),
    },
    "GET /api/journalist/articles/{articleId}/revisions": {
      access: "own",
      ok: 200,
      request: async () => ({ url: `/api/journalist/articles/${await writersArticle()}/revisions` }),
    },
    "GET /api/journalist/articles/{articleId}/revisions/{version}": {
      access: "own",
      ok: 200,
      request: async () => ({ url: `/api/journalist/articles/${await writersArticle()}/revisions/1` }),
    },
    "POST /api/journalist/articles/{articleId}/revisions/{version}/restore": {
      access: "own",
      ok: 200,
      request: async () => ({
        url: `/api/journalist/articles/${await writersArticle()}/revisions/1/restore`,
        payload: {},
      }),
    },
    "GET /api/journalist/dashboard": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/dashboard" }),
    },
    "GET /api/journalist/stats/views": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/stats/views?days=7" }),
    },
    "POST /api/upload-media": {
      access: "staff",
      ok: 201,
      request: async () => ({ url: "/api/upload-media", payload: form({}, await png) }),
    },
    "GET /api/media": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/media?q=snimka&uploader=&from=2026-01-01&to=2026-12-31&page=1" }),
    },
    "GET /api/media/{id}": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: `/api/media/${await newPicture()}` }),
    },
    "PUT /api/media/{id}": {
      access: "admin",
      ok: 200,
      request: async () => ({
        url: `/api/media/${await newPicture()}`,
        payload: { alt: "Снимка", credit: "БТА", focalX: 0.3, focalY: 0.7 },
      }),
    },
    "DELETE /api/media/{id}": {
      access: "admin",
      ok: 200,
      request: async () => ({ url: `/api/media/${await newPicture()}` }),
    },
    "PUT /api/journalist/profile": {
      access: "staff",
      ok: 200,
      request: async () => ({
        url: "/api/journalist/profile",
        payload: { name: "Същото Име", bio: "Пише за всичко." },
      }),
    },
    "GET /api/journalist/two-step": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/two-step" }),
    },
    "POST /api/journalist/two-step/setup": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/two-step/setup" }),
    },
    // A code of the wrong shape: turning the second step on would end the callers' sessions.
    "POST /api/journalist/two-step/confirm": {
      access: "staff",
      ok: 400,
      request: async () => ({ url: "/api/journalist/two-step/confirm", payload: { code: "abc" } }),
    },
    // None of the callers has a second step to turn off or new codes for (409).
    "POST /api/journalist/two-step/disable": {
      access: "staff",
      ok: 409,
      request: async () => ({ url: "/api/journalist/two-step/disable", payload: { password: "password-123" } }),
    },
    // One's own signed-in devices (decision 0133): every caller's token names a session of its own,
    // so ending the others leaves it working; a session nobody has is "not found".
    "GET /api/journalist/sessions": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/sessions" }),
    },
    "DELETE /api/journalist/sessions/{sessionId}": {
      access: "staff",
      ok: 404,
      request: async () => ({ url: `/api/journalist/sessions/${"A".repeat(22)}` }),
    },
    "POST /api/journalist/sessions/end-others": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/sessions/end-others" }),
    },
    "POST /api/journalist/two-step/backup-codes": {
      access: "staff",
      ok: 409,
      request: async () => ({ url: "/api/journalist/two-step/backup-codes", payload: { password: "password-123" } }),
    },
    "POST /api/journalist/profile/picture": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/profile/picture", payload: form({}, await png) }),
    },

    "GET /api/admin/dashboard": { access: "admin", ok: 200, request: async () => ({ url: "/api/admin/dashboard" }) },
    "GET /api/admin/articles": {
      access: "editorial",
      ok: 200,
      request: async () => ({ url: "/api/admin/articles?status=published" }),
    },
    "PATCH /api/admin/articles/{id}/status": {
      access: "editorial",
      ok: 200,
      request: async () => ({
        url: `/api/admin/articles/${await writersArticle()}/status`,
        payload: { isPublished: false },
      }),
    },
    "PUT /api/admin/articles/{id}/schedule": {
      access: "editorial",
      ok: 200,
      request: async () => ({
        url: `/api/admin/articles/${await writersDraft()}/schedule`,
        payload: { publishAt: inAnHour() },
      }),
    },
    "DELETE /api/admin/articles/{id}/schedule": {
      access: "editorial",
      ok: 200,
      request: async () => ({ url: `/api/admin/articles/${await writersArticle()}/schedule` }),
    },
    "DELETE /api/admin/articles/{id}": {
      access: "admin",
      ok: 200,
      request: async () => ({ url: `/api/admin/articles/${await writersArticle()}` }),
    },
    "GET /api/admin/comments": {
      access: "editorial",
      ok: 200,
      request: async () => ({ url: `/api/admin/comments?tab=reported&article_id=${publishedId}&search=x&page=1` }),
    },
    "DELETE /api/admin/comments/{id}": {
      access: "editorial",
      ok: 200,
      request: async () => ({ url: `/api/admin/comments/${await newComment()}` }),
    },
    // Comment moderation (issue 22).
    "GET /api/articles/{articleId}/comments": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/api/articles/${publishedId}/comments?page=1` }),
    },
    "GET /api/articles/{articleId}/own-comments": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/api/articles/${publishedId}/own-comments` }),
    },
    // A thread's replies, a page at a time (issue 30, point 7).
    "GET /api/articles/{articleId}/comments/{commentId}/replies": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/api/articles/${publishedId}/comments/${await newComment()}/replies?page=1` }),
    },
    "POST /api/comments/{id}/report": {
      access: "public",
      ok: 201,
      request: async () => ({
        url: `/api/comments/${await newComment()}/report`,
        payload: { reason: "spam", details: "Реклама" },
        remoteAddress: readerAddress(),
      }),
    },
    "POST /api/admin/comments/decisions": {
      access: "editorial",
      ok: 200,
      request: async () => ({
        url: "/api/admin/comments/decisions",
        payload: { ids: [await newComment()], decision: "hide", reason: "Обидно" },
      }),
    },
    "POST /api/admin/comments/{id}/block": {
      access: "editorial",
      ok: 201,
      request: async () => ({
        url: `/api/admin/comments/${await newComment({ readerId: unique("reader-").padEnd(22, "x") })}/block`,
        payload: { duration: "day" },
      }),
    },
    "GET /api/admin/comment-blocks": {
      access: "editorial",
      ok: 200,
      request: async () => ({ url: "/api/admin/comment-blocks" }),
    },
    "DELETE /api/admin/comment-blocks/{id}": {
      access: "editorial",
      ok: 200,
      request: async () => {
        const [row] = await t.db
          .insert(commentBlocks)
          .values({ authorName: "Х", readerId: unique("blocked-") })
          .returning({ id: commentBlocks.id });
        return { url: `/api/admin/comment-blocks/${row!.id}` };
      },
    },
    "GET /api/admin/comment-settings": {
      access: "admin",
      ok: 200,
      request: async () => ({ url: "/api/admin/comment-settings" }),
    },
    "PUT /api/admin/comment-settings": {
      access: "admin",
      ok: 200,
      request: async () => ({
        url: "/api/admin/comment-settings",
        payload: { mode: "publish", bannedWords: ["глупак"] },
      }),
    },
    "GET /api/admin/categories": { access: "admin", ok: 200, request: async () => ({ url: "/api/admin/categories" }) },
    "POST /api/admin/categories": {
      access: "admin",
      ok: 201,
      request: async () => ({ url: "/api/admin/categories", payload: { name: unique("Рубрика ") } }),
    },
    "PUT /api/admin/categories/{id}": {
      access: "admin",
      ok: 200,
      request: async () => ({
        url: `/api/admin/categories/${await newCategory()}`,
        payload: { name: unique("Преименувана ") },
      }),
    },
    "DELETE /api/admin/categories/{id}": {
      access: "admin",
      ok: 200,
      request: async () => ({ url: `/api/admin/categories/${await newCategory()}` }),
    },
    "PATCH /api/admin/categories/{id}/move": {
      access: "admin",
      ok: 200,
      request: async () => ({ url: `/api/admin/categories/${await newCategory()}/move`, payload: { direction: "up" } }),
    },
    "POST /api/admin/categories/reorder": {
      access: "admin",
      ok: 200,
      request: async () => ({
        url: "/api/admin/categories/reorder",
        payload: { categoryId: await newCategory(), newPosition: 0 },
      }),
    },
    "GET /api/admin/featured-articles": {
      access: "editorial",
      ok: 200,
      request: async () => ({ url: "/api/admin/featured-articles?type=secondary" }),
    },
    "POST /api/admin/featured-articles": {
      access: "editorial",
      ok: 200,
      request: async () => ({
        url: "/api/admin/featured-articles",
        payload: { popularArticles: [publishedId], secondaryArticles: [] },
      }),
    },
    "GET /api/admin/users": { access: "owner", ok: 200, request: async () => ({ url: "/api/admin/users?role=Admin" }) },
    "POST /api/admin/users": {
      access: "admin",
      ok: 201,
      request: async () => ({
        url: "/api/admin/users",
        payload: { username: unique("staff"), password: "password-123", name: "Нов Журналист" },
      }),
    },
    "PUT /api/admin/users/{id}": {
      access: "admin",
      ok: 200,
      request: async () => ({
        url: `/api/admin/users/${(await t.createStaff()).user.id}`,
        payload: { isActive: false },
      }),
    },
    "DELETE /api/admin/users/{id}": {
      access: "admin",
      ok: 200,
      request: async () => ({ url: `/api/admin/users/${(await t.createStaff()).user.id}` }),
    },
    // Issue 35, point 2 (decision 0135): review before publishing.
    "GET /api/admin/review-setting": {
      access: "owner",
      ok: 200,
      request: async () => ({ url: "/api/admin/review-setting" }),
    },
    "PUT /api/admin/review-setting": {
      access: "owner",
      ok: 200,
      request: async () => ({ url: "/api/admin/review-setting", payload: { reviewBeforePublishing: false } }),
    },
    "GET /api/admin/reviews": { access: "editorial", ok: 200, request: async () => ({ url: "/api/admin/reviews" }) },
    "GET /api/admin/reviews/{id}": {
      access: "editorial",
      ok: 200,
      request: async () => ({ url: `/api/admin/reviews/${await draftInReview()}` }),
    },
    "POST /api/admin/reviews/{id}/notes": {
      access: "editorial",
      ok: 200,
      request: async () => ({
        url: `/api/admin/reviews/${await draftInReview()}/notes`,
        payload: { note: "Добавете източник." },
      }),
    },
    "POST /api/admin/reviews/{id}/approve": {
      access: "editorial",
      ok: 200,
      request: async () => ({ url: `/api/admin/reviews/${await draftInReview()}/approve`, payload: {} }),
    },
    "POST /api/admin/reviews/{id}/return": {
      access: "editorial",
      ok: 200,
      request: async () => ({
        url: `/api/admin/reviews/${await draftInReview()}/return`,
        payload: { note: "Липсва второ мнение." },
      }),
    },
    "GET /api/journalist/review-setting": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/review-setting" }),
    },
    "POST /api/journalist/articles/{articleId}/review": {
      access: "own",
      ok: 200,
      request: async () => ({ url: `/api/journalist/articles/${await writersDraft()}/review`, payload: {} }),
    },
    "GET /api/journalist/articles/{articleId}/review": {
      access: "own",
      ok: 200,
      request: async () => ({ url: `/api/journalist/articles/${await writersDraft()}/review` }),
    },
    // Issue 37, point 1 (decision 0140): live coverage.
    "GET /api/articles/{articleId}/live": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/api/articles/${await liveArticle()}/live?page=1` }),
    },
    // Issue 37, point 2 (decision 0141): an open live page's updates.
    "GET /api/articles/{articleId}/live/updates": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/api/articles/${await liveArticle()}/live/updates?at=1` }),
    },
    "GET /api/journalist/articles/{articleId}/live": {
      access: "ownOrAdmin",
      ok: 200,
      request: async () => ({ url: `/api/journalist/articles/${await liveArticle()}/live?page=1` }),
    },
    "POST /api/journalist/articles/{articleId}/live": {
      access: "ownOrAdmin",
      ok: 200,
      request: async () => ({
        url: `/api/journalist/articles/${await writersArticle()}/live`,
        payload: { autoEndHours: 6 },
      }),
    },
    "POST /api/journalist/articles/{articleId}/live/end": {
      access: "ownOrAdmin",
      ok: 200,
      request: async () => ({ url: `/api/journalist/articles/${await liveArticle()}/live/end` }),
    },
    "POST /api/journalist/articles/{articleId}/live/entries": {
      access: "ownOrAdmin",
      ok: 201,
      request: async () => ({
        url: `/api/journalist/articles/${await liveArticle()}/live/entries`,
        payload: { content: "<p>Нов запис.</p>", pinned: true },
      }),
    },
    "PATCH /api/journalist/articles/{articleId}/live/entries/{entryId}": {
      access: "ownOrAdmin",
      ok: 200,
      request: async () => ({ url: await liveEntry(), payload: { content: "<p>Поправен запис.</p>", pinned: true } }),
    },
    "DELETE /api/journalist/articles/{articleId}/live/entries/{entryId}": {
      access: "ownOrAdmin",
      ok: 204,
      request: async () => ({ url: await liveEntry() }),
    },
    // Issue 37, point 4 (decision 0142): alerts for breaking news.
    "GET /api/push/key": { access: "public", ok: 200, request: async () => ({ url: "/api/push/key" }) },
    "POST /api/push/subscriptions": {
      access: "public",
      ok: 201,
      request: async () => ({ url: "/api/push/subscriptions", payload: browserSubscription() }),
    },
    "POST /api/push/subscriptions/unsubscribe": {
      access: "public",
      ok: 200,
      request: async () => ({
        url: "/api/push/subscriptions/unsubscribe",
        payload: { endpoint: browserSubscription().endpoint },
      }),
    },
    "GET /api/admin/articles/{id}/alerts": {
      access: "editorial",
      ok: 200,
      request: async () => ({ url: `/api/admin/articles/${publishedId}/alerts` }),
    },
    "POST /api/admin/articles/{id}/alerts": {
      access: "editorial",
      ok: 201,
      request: async () => {
        // No subscription to send to: the alert is stored, and nothing goes out of the test.
        await t.db.delete(pushSubscriptions);
        return { url: `/api/admin/articles/${publishedId}/alerts`, payload: { title: "Извънредно" } };
      },
    },
    "POST /api/journalist/articles/{articleId}/review/notes": {
      access: "inReview",
      ok: 200,
      request: async () => ({
        url: `/api/journalist/articles/${await draftInReview()}/review/notes`,
        payload: { note: "Източникът е добавен." },
      }),
    },
    "GET /api/admin/two-step": { access: "owner", ok: 200, request: async () => ({ url: "/api/admin/two-step" }) },
    "PUT /api/admin/two-step": {
      access: "owner",
      ok: 200,
      request: async () => ({ url: "/api/admin/two-step", payload: { requirement: "nobody" } }),
    },
    "DELETE /api/admin/users/{id}/two-step": {
      access: "owner",
      ok: 200,
      request: async () => ({ url: `/api/admin/users/${(await withSecondStep()).user.id}/two-step` }),
    },
    "POST /api/admin/journalist-profile-picture": {
      access: "admin",
      ok: 200,
      request: async () => ({
        url: "/api/admin/journalist-profile-picture",
        payload: form({ journalist_id: String(writer.user.id) }, await png),
      }),
    },
    "GET /api/admin/audit-logs": { access: "owner", ok: 200, request: async () => ({ url: "/api/admin/audit-logs" }) },
    "GET /api/admin/audit-logs/export.csv": {
      access: "owner",
      ok: 200,
      request: async () => ({ url: "/api/admin/audit-logs/export.csv" }),
    },

    // Issue 21: author pages and their feeds, a category's feed, the publisher's pages.
    "GET /api/tags/{slug}": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/api/tags/${(await newTag()).slug}?page=1` }),
    },
    "GET /tag/{slug}/rss.xml": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/tag/${(await newTag()).slug}/rss.xml` }),
    },
    "GET /api/journalist/tags": {
      access: "staff",
      ok: 200,
      request: async () => ({ url: "/api/journalist/tags?q=etiket" }),
    },
    "GET /api/admin/tags": { access: "admin", ok: 200, request: async () => ({ url: "/api/admin/tags" }) },
    "PUT /api/admin/tags/{id}": {
      access: "admin",
      ok: 200,
      request: async () => ({
        url: `/api/admin/tags/${(await newTag()).id}`,
        payload: { name: unique("Преименуван ") },
      }),
    },
    "POST /api/admin/tags/{id}/merge": {
      access: "admin",
      ok: 200,
      request: async () => ({
        url: `/api/admin/tags/${(await newTag()).id}/merge`,
        payload: { intoId: (await newTag()).id },
      }),
    },
    "DELETE /api/admin/tags/{id}": {
      access: "admin",
      ok: 200,
      request: async () => ({ url: `/api/admin/tags/${(await newTag()).id}` }),
    },
    "GET /api/admin/redirects": {
      access: "admin",
      ok: 200,
      request: async () => ({ url: "/api/admin/redirects?page=1&q=stara" }),
    },
    "POST /api/admin/redirects": {
      access: "admin",
      ok: 201,
      request: async () => ({
        url: "/api/admin/redirects",
        payload: { from: `https://stariat-sait.bg/${unique("2019/05/statia-")}/`, to: "/home" },
      }),
    },
    "DELETE /api/admin/redirects/{id}": {
      access: "admin",
      ok: 200,
      request: async () => ({ url: `/api/admin/redirects/${await newRedirect()}` }),
    },
    "GET /api/admin/background-jobs": {
      access: "admin",
      ok: 200,
      request: async () => ({ url: "/api/admin/background-jobs" }),
    },
    "POST /api/admin/background-jobs/{id}/retry": {
      access: "admin",
      ok: 200,
      request: async () => ({ url: `/api/admin/background-jobs/${await failedJob()}/retry` }),
    },
    "GET /api/admin/wordpress-imports/latest": {
      access: "owner",
      ok: 200,
      request: async () => ({ url: "/api/admin/wordpress-imports/latest" }),
    },
    "POST /api/admin/wordpress-imports": {
      access: "owner",
      ok: 202,
      request: async () => {
        await importsIdle(t);
        return {
          url: "/api/admin/wordpress-imports",
          payload: form({ dryRun: "true" }, wordpressExport(), "export.xml"),
        };
      },
    },
    "GET /api/authors/{username}": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/api/authors/${writer.user.username}?page=1` }),
    },
    "GET /author/{username}/rss.xml": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/author/${writer.user.username}/rss.xml` }),
    },
    "GET /category/{category}/rss.xml": {
      access: "public",
      ok: 200,
      request: async () => ({ url: `/category/${encodeURIComponent("Политика")}/rss.xml` }),
    },
    "GET /api/site-pages/{slug}": {
      access: "public",
      ok: 200,
      request: async () => ({ url: "/api/site-pages/za-nas" }),
    },
    "GET /api/admin/site-pages": { access: "owner", ok: 200, request: async () => ({ url: "/api/admin/site-pages" }) },
    "PUT /api/admin/site-pages/{slug}": {
      access: "owner",
      ok: 200,
      request: async () => ({
        url: "/api/admin/site-pages/kontakti",
        payload: {
          title: unique("Контакти "),
          body: '<p>Пишете ни на <a href="mailto:redakcia@example.bg">redakcia@example.bg</a>.</p>',
        },
      }),
    },
  };

  return routes;
}

/** Every route the server's OpenAPI document lists, as "METHOD /path" (the catch-all 404 routes aside). */
export function documentedRoutes(t: TestApp): string[] {
  const doc = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  return Object.entries(doc.paths)
    .filter(([path]) => path !== "/api/{*}" && path !== "/{*}" && path !== "/")
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
}
