import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#common/limits.ts";
import { imageTexts } from "#common/messages/journalist.ts";
import { mediaServerTexts } from "#common/messages/media.ts";
import { serverErrors } from "#common/messages/server-errors.ts";
import type { ArticleListItem } from "#common/schemas/articles.ts";
import type { MediaDetail, MediaList } from "#common/schemas/media.ts";
import { auditLogs, backgroundJobs, mediaFiles } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { createImageSizes } from "./image-sizes.ts";
import { socialCropJob } from "./social-crop.ts";

/**
 * The media library through the API (issue 34, point 3; decision 0130): every staff member sees
 * and searches every picture, the uploader or an admin changes and deletes one, a picture an
 * article uses (its text or pending changes) is not deleted, and a new focal point makes a new
 * 1200 × 628 crop for link previews.
 */

let t: TestApp;
let maria: TestUser;
let petar: TestUser;
let admin: TestUser;
const clock = createTestClock(Date.parse("2026-11-20T10:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
  await ensureCategories(t.db, ["Политика"]);
  maria = await t.createStaff({ name: "Мария Иванова", username: "mimi" });
  petar = await t.createStaff({ name: "Петър Георгиев", username: "pesho" });
  admin = await t.createStaff({ role: "Admin", name: "Анна Админова" });
}, 120_000);
afterAll(() => t.close());

async function upload(who: TestUser, name = "photo.png", width = 1600, height = 900): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: "#38c" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)]), name);
  const res = await t.injectAs(who, { method: "POST", url: "/api/upload-media", payload: form });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { url: string }).url;
}
const idOf = async (url: string) => {
  const key = /^\/media\/(.+)-1200\.webp$/.exec(url)![1]!;
  return (await t.db.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.storageKey, key)))[0]!.id;
};
async function list(who: TestUser, query: Record<string, string> = {}) {
  const res = await t.injectAs(who, { url: `/api/media?${new URLSearchParams(query)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MediaList;
}
const detail = async (who: TestUser, id: number) => {
  const res = await t.injectAs(who, { url: `/api/media/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MediaDetail;
};
const update = (who: TestUser, id: number, payload: object) =>
  t.injectAs(who, { method: "PUT", url: `/api/media/${id}`, payload });
const remove = (who: TestUser, id: number) => t.injectAs(who, { method: "DELETE", url: `/api/media/${id}` });
async function article(who: TestUser, title: string, fields: Record<string, unknown>) {
  const res = await t.injectAs(who, {
    method: "POST",
    url: "/api/journalist/articles",
    payload: {
      title,
      categories: ["Политика"],
      sections: [{ type: "paragraph", content: "<p>Текст.</p>" }],
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { articleId: number }).articleId;
}

describe("the library's list and search", () => {
  let parliament: string;
  let sofia: string;
  let later: string;

  beforeAll(async () => {
    parliament = await upload(maria, "zala.png");
    sofia = await upload(petar, "IMG_0001.png");
    clock.advance(3 * 86_400_000);
    later = await upload(petar, "later.png");
    // Descriptions come from the articles that use the pictures (a draft too).
    await article(maria, "Парламентът гласува", {
      thumbnail: parliament,
      thumbnailAlt: "Депутати гласуват в пленарната зала",
      thumbnailCredit: "БТА",
    });
    await article(petar, "Зима в столицата", {
      sections: [
        { type: "paragraph", content: "<p>Текст.</p>" },
        { type: "image", content: sofia, alt: "Сняг над София", credit: "Петър Георгиев" },
      ],
    });
  });

  it("shows every picture to every staff member, newest first, with its uploader and smallest variant", async () => {
    for (const who of [maria, petar, admin]) {
      const page = await list(who);
      expect(page.items.map((i) => i.url)).toEqual([later, sofia, parliament]);
      expect(page.pagination).toMatchObject({ total: 3, page: 1, pageSize: 40, totalPages: 1 });
    }
    const [, second] = (await list(maria)).items;
    expect(second).toMatchObject({ alt: "Сняг над София", credit: "Петър Георгиев", width: 1600, height: 900 });
    expect(second!.uploader).toMatchObject({ name: "Петър Георгиев", username: "pesho" });
    expect(second!.thumbUrl).toBe(sofia.replace("-1200.webp", "-400.webp"));
    expect(second).toMatchObject({ focalX: 0.5, focalY: 0.5 });
  });

  it("finds by description, credit and file name, in Cyrillic or typed in Latin", async () => {
    const urls = async (q: string) => (await list(maria, { q })).items.map((i) => i.url);
    expect(await urls("пленарната")).toEqual([parliament]);
    expect(await urls("deputati zala")).toEqual([parliament]);
    expect(await urls("бта")).toEqual([parliament]);
    expect(await urls("sofia")).toEqual([sofia]);
    expect(await urls("Сняг")).toEqual([sofia]);
    expect(await urls("georgiev")).toEqual([sofia]);
    expect(await urls("img")).toEqual([sofia]);
    expect(await urls("later")).toEqual([later]);
    expect(await urls("nothing-like-it")).toEqual([]);
    expect(await urls("!!!")).toEqual([]);
  });

  it("filters by uploader (name or username, Latin too) and by day", async () => {
    const urls = async (query: Record<string, string>) => (await list(maria, query)).items.map((i) => i.url);
    expect(await urls({ uploader: "Мария" })).toEqual([parliament]);
    expect(await urls({ uploader: "pesho" })).toEqual([later, sofia]);
    expect(await urls({ uploader: "petar" })).toEqual([later, sofia]);
    expect(await urls({ uploader: "никой" })).toEqual([]);
    expect(await urls({ from: "2026-11-21" })).toEqual([later]);
    expect(await urls({ to: "2026-11-20" })).toEqual([sofia, parliament]);
    expect(await urls({ from: "2026-11-20", to: "2026-11-20", uploader: "pesho" })).toEqual([sofia]);
  });

  it("answers 40 a page", async () => {
    for (let i = 0; i < 40; i++) {
      await t.db.insert(mediaFiles).values({
        storageKey: `images/2026/10/bulk${i}`,
        kind: "image",
        mimeType: "image/webp",
        sizeBytes: 1,
        width: 10,
        height: 10,
        variants: [400],
        createdAt: new Date(Date.parse("2026-10-01T00:00:00Z") + i),
      });
    }
    const first = await list(maria);
    expect(first.items).toHaveLength(40);
    expect(first.pagination).toMatchObject({ total: 43, totalPages: 2 });
    const second = await list(maria, { page: "2" });
    expect(second.items.map((i) => i.url)).toEqual([2, 1, 0].map((i) => `/media/images/2026/10/bulk${i}-400.webp`));
    await t.db.delete(mediaFiles).where(eq(mediaFiles.sizeBytes, 1));
  });

  it("refuses bad filters with a Bulgarian 400, and anyone but staff", async () => {
    const bad = await t.injectAs(maria, { url: "/api/media?from=2026-02-30" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(mediaServerTexts.badDate);
    const page = await t.injectAs(maria, { url: "/api/media?page=0" });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toMatchObject({ error: serverErrors.badRequest, code: "validation" });
    expect((await t.app.inject({ url: "/api/media" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/media/1" })).statusCode).toBe(401);
  });
});

describe("a picture's uses, changes and deletion", () => {
  it("names the articles that use it: lead picture, picture section, drafts and pending changes", async () => {
    const url = await upload(maria);
    const id = await idOf(url);
    expect((await detail(petar, id)).usedBy).toEqual([]);
    const lead = await article(maria, "С главна снимка", { thumbnail: url, thumbnailAlt: "Описание" });
    const draft = await article(petar, "Чернова със снимка", {
      sections: [{ type: "image", content: url, alt: "Описание" }],
    });
    const seen = await detail(petar, id);
    expect(
      seen.usedBy.map((use) => [use.id, use.title]),
      JSON.stringify(seen.usedBy),
    ).toEqual([
      [draft, "Чернова със снимка"],
      [lead, "С главна снимка"],
    ]);
    expect(seen.canEdit).toBe(false);
    expect((await detail(maria, id)).canEdit).toBe(true);
    expect((await detail(admin, id)).canEdit).toBe(true);

    // A published article's pending changes (autosave) count too.
    const other = await upload(maria);
    const published = await article(maria, "Публикувана", { isPublished: true });
    const autosave = await t.injectAs(maria, {
      method: "PUT",
      url: `/api/journalist/articles/${published}/autosave`,
      payload: {
        version: 1,
        title: "Публикувана",
        categories: ["Политика"],
        sections: [
          { type: "paragraph", content: "<p>Текст.</p>" },
          { type: "image", content: other, alt: "Ново" },
        ],
      },
    });
    expect(autosave.statusCode, autosave.body).toBeLessThan(300);
    expect((await detail(maria, await idOf(other))).usedBy.map((use) => use.id)).toEqual([published]);
  });

  it("lets the uploader or an admin change the description, credit and focal point, in the limits", async () => {
    const url = await upload(maria);
    const id = await idOf(url);
    expect((await update(petar, id, { alt: "Чуждо" })).statusCode).toBe(403);
    const ok = await update(maria, id, { alt: "  Морски бряг  ", credit: "Мария Иванова", focalX: 0.2, focalY: 0.8 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await detail(petar, id)).toMatchObject({ alt: "Морски бряг", credit: "Мария Иванова" });
    expect((await detail(petar, id)).focalX).toBeCloseTo(0.2);
    expect((await list(petar, { q: "morski" })).items.map((i) => i.id)).toEqual([id]);
    expect((await update(admin, id, { credit: "" })).statusCode).toBe(200);
    expect((await detail(petar, id)).credit).toBeNull();

    const far = await update(maria, id, { focalX: 1.5 });
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toBe(mediaServerTexts.focalOutOfRange);
    const long = await update(maria, id, { alt: "а".repeat(limits.imageAltMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(imageTexts.altTooLong(limits.imageAltMax));
    const typed = await update(maria, id, { focalX: "лява" });
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toMatchObject({ error: serverErrors.badRequest, code: "validation" });
    expect((await update(maria, 999_999, { alt: "x" })).statusCode).toBe(404);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, "MEDIA"), eq(auditLogs.entityId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(["UPDATE", "UPDATE"]);
  });

  it("makes a 1200 × 628 crop around the focal point in a durable job, under a new name each time", async () => {
    const url = await upload(maria, "wide.png", 2400, 1600);
    const id = await idOf(url);
    await t.app.jobs.runNow();
    const first = (await detail(maria, id)).socialUrl!;
    expect(first).toMatch(/-og-500-500\.webp$/);
    expect(await update(maria, id, { focalX: 0.9 })).toMatchObject({ statusCode: 200 });
    expect(
      await t.db
        .select({ kind: backgroundJobs.kind })
        .from(backgroundJobs)
        .where(eq(backgroundJobs.kind, socialCropJob)),
    ).toHaveLength(1);
    await t.app.jobs.runNow();
    const second = (await detail(maria, id)).socialUrl!;
    expect(second).toMatch(/-og-900-500\.webp$/);
    const file = await t.app.inject({ url: second });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 1200, height: 628, format: "webp" });
    // The previous crop is gone.
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    // Link previews show the crop, with its size.
    expect(await createImageSizes(t.db).of(url)).toEqual({ url: second, width: 1200, height: 628 });
  });

  it("gives readers' lists and the article the picture's focal point for their covering crops", async () => {
    const url = await upload(maria);
    const id = await idOf(url);
    const articleId = await article(maria, "Фокус", { thumbnail: url, thumbnailAlt: "Фар", isPublished: true });
    const itemOf = async () =>
      (
        (await t.app.inject({ url: "/api/articles?pageSize=50" })).json() as { articles: ArticleListItem[] }
      ).articles.find((item) => item.id === articleId)!;
    expect((await itemOf()).imageFocus).toBeUndefined();
    expect((await update(maria, id, { focalX: 0.25, focalY: 0.125 })).statusCode).toBe(200);
    expect((await itemOf()).imageFocus).toBe("25% 12.5%");
    const detail = (await t.app.inject({ url: `/api/articles/${articleId}` })).json() as { imageFocus?: string };
    expect(detail.imageFocus).toBe("25% 12.5%");
  });

  it("deletes an unused picture with every file, and refuses a used one naming the articles", async () => {
    const url = await upload(maria);
    const id = await idOf(url);
    await article(maria, "Статия, която я използва", { thumbnail: url, thumbnailAlt: "Описание" });
    const used = await remove(maria, id);
    expect(used.statusCode).toBe(409);
    expect(used.json().error).toBe(mediaServerTexts.usedBy(["Статия, която я използва"]));
    expect((await t.app.inject({ url })).statusCode).toBe(200);

    const free = await upload(maria);
    const freeId = await idOf(free);
    await t.app.jobs.runNow();
    const crop = (await detail(maria, freeId)).socialUrl!;
    expect((await remove(petar, freeId)).statusCode).toBe(403);
    const gone = await remove(admin, freeId);
    expect(gone.statusCode, gone.body).toBe(200);
    for (const address of [free, free.replace("-1200", "-800"), free.replace("-1200", "-400"), crop])
      expect((await t.app.inject({ url: address })).statusCode).toBe(404);
    expect((await t.injectAs(maria, { url: `/api/media/${freeId}` })).statusCode).toBe(404);
    expect((await remove(admin, freeId)).statusCode).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, "MEDIA"), eq(auditLogs.action, "DELETE")));
    expect(entry).toMatchObject({ userId: admin.user.id, entityId: String(freeId) });
  });
});
