import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.ts";
import { reviewErrors } from "#common/messages/reviews.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";

/**
 * Review before publishing (issue 35, point 2; decision 0135): the Owner's choice, a journalist's
 * draft and a change to a published article sent, read, annotated, returned and approved.
 */

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let maria: TestUser;
let editor: TestUser;
const clock = createTestClock(Date.UTC(2026, 10, 20, 9, 0));

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
  owner = await t.createStaff({ role: "Owner", username: "the.owner" });
  admin = await t.createStaff({ role: "Admin", username: "an.admin", name: "Анна Админова" });
  maria = await t.createStaff({ username: "maria.ivanova", name: "Мария Иванова" });
  editor = await t.createStaff({ role: "Editor", username: "petar.nikolov", name: "Петър Николов" });
  await ensureCategories(t.db, ["Политика"]);
}, 60_000);
afterAll(() => t.close());

const article = (extra: object = {}) => ({
  title: "Бюджетът за 2027 година",
  categories: ["Политика"],
  sections: [{ type: "paragraph", content: "<p>Парламентът прие бюджета.</p>" }],
  ...extra,
});

async function create(who: TestUser, extra: object = {}) {
  return t.injectAs(who, { method: "POST", url: "/api/journalist/articles", payload: article(extra) });
}

const setReview = (on: boolean, secondPairOfEyes = false) =>
  t.injectAs(owner, {
    method: "PUT",
    url: "/api/admin/review-setting",
    payload: { reviewBeforePublishing: on, secondPairOfEyes },
  });

const readerTitle = async (id: number) => {
  const res = await t.app.inject({ url: `/api/articles/${id}` });
  return res.statusCode === 200 ? (res.json().title as string) : null;
};

const auditOf = async (who: TestUser) => {
  const res = await t.injectAs(owner, { url: `/api/admin/audit-logs?user_id=${who.user.id}` });
  return (res.json() as { details: string }[]).map((l) => l.details);
};

describe("the Owner's choice", () => {
  it("is off by default: journalists publish alone, as SPEC.md says", async () => {
    expect((await t.injectAs(owner, { url: "/api/admin/review-setting" })).json()).toEqual({
      reviewBeforePublishing: false,
      secondPairOfEyes: false,
    });
    const res = await create(maria);
    expect(res.statusCode).toBe(201);
    expect(await readerTitle(res.json().articleId)).toBe("Бюджетът за 2027 година");
  });

  it("is the Owner's alone to change, audited; it applies to journalists, not to the desk", async () => {
    const byAdmin = await t.injectAs(admin, {
      method: "PUT",
      url: "/api/admin/review-setting",
      payload: { reviewBeforePublishing: true },
    });
    expect(byAdmin.statusCode).toBe(403);
    expect((await setReview(true)).json()).toEqual({ reviewBeforePublishing: true, secondPairOfEyes: false });
    expect(await auditOf(owner)).toContain("Review before publishing: on");
    const mine = await t.injectAs(maria, { url: "/api/journalist/review-setting" });
    expect(mine.json()).toEqual({ reviewBeforePublishing: true, appliesToMe: true });
    const desk = await t.injectAs(editor, { url: "/api/journalist/review-setting" });
    expect(desk.json()).toEqual({ reviewBeforePublishing: true, appliesToMe: false });
    // The desk still publishes alone.
    expect((await create(editor)).statusCode).toBe(201);
  });
});

describe("a new article through review", () => {
  it("is refused publication by its journalist, sent, returned with a note, sent again and approved", async () => {
    await setReview(true);
    const direct = await create(maria);
    expect(direct.statusCode).toBe(403);
    expect(direct.json().error).toBe(reviewErrors.publishingNeedsReview);
    const draft = await create(maria, { isPublished: false, title: "Нов закон за водите" });
    expect(draft.statusCode).toBe(201);
    const id = draft.json().articleId as number;
    const publish = await t.injectAs(maria, { method: "PUT", url: `/api/journalist/articles/${id}/publish` });
    expect(publish.statusCode).toBe(403);
    const schedule = await t.injectAs(maria, {
      method: "PUT",
      url: `/api/journalist/articles/${id}/schedule`,
      payload: { publishAt: new Date(clock.now() + 3_600_000).toISOString() },
    });
    expect(schedule.statusCode).toBe(403);

    clock.advance(60_000);
    const sent = await t.injectAs(maria, { method: "POST", url: `/api/journalist/articles/${id}/review`, payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    const queue = await t.injectAs(editor, { url: "/api/admin/reviews" });
    expect(queue.json()).toContainEqual(
      expect.objectContaining({
        articleId: id,
        title: "Нов закон за водите",
        kind: "new",
        author: "Мария Иванова",
        sentBy: "Мария Иванова",
        sentAt: new Date(clock.now()).toISOString(),
      }),
    );
    const listed = (await t.injectAs(maria, { url: "/api/journalist/articles" })).json();
    expect(listed.find((a: { id: number }) => a.id === id).review).toBe("pending");

    // The admin may open and edit what waits for review; then returns it.
    const opened = await t.injectAs(admin, { url: `/api/articles/${id}?editing=true` });
    const edited = await t.injectAs(admin, {
      method: "PUT",
      url: `/api/journalist/articles/${id}`,
      payload: article({ title: "Нов закон за водите е внесен", isPublished: false, version: opened.json().version }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const returned = await t.injectAs(admin, {
      method: "POST",
      url: `/api/admin/reviews/${id}/return`,
      payload: { note: "Добавете кой внесе закона." },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await readerTitle(id)).toBeNull();
    const dashboard = (await t.injectAs(maria, { url: "/api/journalist/dashboard" })).json();
    expect(dashboard.reviewNotices).toBe(1);
    const review = (await t.injectAs(maria, { url: `/api/journalist/articles/${id}/review` })).json().review;
    expect(review).toMatchObject({ state: "returned", decidedBy: "Анна Админова", kind: "new" });
    expect(review.notes).toEqual([
      expect.objectContaining({ author: "Анна Админова", note: "Добавете кой внесе закона." }),
    ]);
    expect((await t.injectAs(maria, { url: "/api/journalist/dashboard" })).json().reviewNotices).toBe(0);

    // Answered and sent again; the Editor approves it for a moment ahead.
    const answer = await t.injectAs(maria, {
      method: "POST",
      url: `/api/journalist/articles/${id}/review/notes`,
      payload: { note: "Внесен е от Министерския съвет." },
    });
    expect(answer.statusCode).toBe(200);
    await t.injectAs(maria, { method: "POST", url: `/api/journalist/articles/${id}/review`, payload: {} });
    const publishAt = new Date(clock.now() + 2 * 3_600_000).toISOString();
    const approved = await t.injectAs(editor, {
      method: "POST",
      url: `/api/admin/reviews/${id}/approve`,
      payload: { publishAt },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const stored = (await t.injectAs(maria, { url: `/api/articles/${id}?editing=true` })).json();
    expect(stored).toMatchObject({ status: "scheduled", scheduledAt: publishAt });
    const again = await t.injectAs(editor, { method: "POST", url: `/api/admin/reviews/${id}/approve`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(reviewErrors.notInReview);
    expect(await auditOf(maria)).toEqual(
      expect.arrayContaining([
        'Sent article "Нов закон за водите" for review',
        'Noted on the review of article "Нов закон за водите е внесен"',
      ]),
    );
    expect(await auditOf(admin)).toContain('Returned article "Нов закон за водите е внесен" to its author');
    expect(await auditOf(editor)).toContain('Approved article "Нов закон за водите е внесен"');
  });

  it("is not sent while it breaks the article rules or with a correction mark, and a return needs a note", async () => {
    await setReview(true);
    const empty = await create(maria, { isPublished: false, sections: [] });
    const id = empty.json().articleId as number;
    const sent = await t.injectAs(maria, { method: "POST", url: `/api/journalist/articles/${id}/review`, payload: {} });
    expect(sent.statusCode).toBe(400);
    const marked = await t.injectAs(maria, {
      method: "POST",
      url: `/api/journalist/articles/${(await create(maria, { isPublished: false })).json().articleId}/review`,
      payload: { change: { kind: "update", note: "Нова информация." } },
    });
    expect(marked.statusCode).toBe(400);
    const good = (await create(maria, { isPublished: false })).json().articleId as number;
    await t.injectAs(maria, { method: "POST", url: `/api/journalist/articles/${good}/review`, payload: {} });
    for (const note of ["", "   "]) {
      const res = await t.injectAs(editor, {
        method: "POST",
        url: `/api/admin/reviews/${good}/return`,
        payload: { note },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.note).toBe(reviewErrors.noteRequired);
    }
  });
});

describe("a change to a published article through review", () => {
  it("keeps the published text for readers until the desk approves the change", async () => {
    await setReview(false);
    const id = (await create(maria, { title: "Мостът при Видин" })).json().articleId as number;
    await setReview(true);
    const current = (await t.injectAs(maria, { url: `/api/articles/${id}?editing=true` })).json();
    const save = await t.injectAs(maria, {
      method: "PUT",
      url: `/api/journalist/articles/${id}`,
      payload: article({ title: "Мостът при Видин се затваря", version: current.version }),
    });
    expect(save.statusCode).toBe(403);
    expect(save.json().error).toBe(reviewErrors.changesNeedReview);
    const nothing = await t.injectAs(maria, {
      method: "POST",
      url: `/api/journalist/articles/${id}/review`,
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe(reviewErrors.nothingToReview);

    const aside = await t.injectAs(maria, {
      method: "PUT",
      url: `/api/journalist/articles/${id}/autosave`,
      payload: { ...article({ title: "Мостът при Видин се затваря" }), version: current.version },
    });
    expect(aside.json().target).toBe("pending");
    const unnoted = await t.injectAs(maria, {
      method: "POST",
      url: `/api/journalist/articles/${id}/review`,
      payload: { change: { kind: "correction", note: "  " } },
    });
    expect(unnoted.statusCode).toBe(400);
    const mark = { kind: "correction", note: "Мостът се затваря за ремонт, а не за постоянно." };
    const sent = await t.injectAs(maria, {
      method: "POST",
      url: `/api/journalist/articles/${id}/review`,
      payload: { change: mark },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await readerTitle(id)).toBe("Мостът при Видин");
    const review = (await t.injectAs(editor, { url: `/api/admin/reviews/${id}` })).json();
    expect(review).toMatchObject({ kind: "change", state: "pending", mark });
    expect(review.proposal.title).toBe("Мостът при Видин се затваря");

    const approved = await t.injectAs(editor, { method: "POST", url: `/api/admin/reviews/${id}/approve`, payload: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    const published = (await t.app.inject({ url: `/api/articles/${id}` })).json();
    expect(published.title).toBe("Мостът при Видин се затваря");
    expect(published.corrections).toEqual([expect.objectContaining(mark)]);
    const pending = (await t.injectAs(maria, { url: `/api/journalist/articles/${id}/autosave` })).json();
    expect(pending.pending).toBeNull();
    await setReview(false);
  });
});

describe("a second pair of eyes", () => {
  it("binds nobody without review, and is audited with it", async () => {
    expect((await setReview(false, true)).json()).toEqual({ reviewBeforePublishing: false, secondPairOfEyes: false });
    expect((await setReview(true, true)).json()).toEqual({ reviewBeforePublishing: true, secondPairOfEyes: true });
    expect(await auditOf(owner)).toContain("Review before publishing: on, with a second pair of eyes");
    await setReview(false);
  });

  it("sends an Editor's own article through review, decided by someone else", async () => {
    await setReview(true, true);
    const anotherEditor = await t.createStaff({ role: "Editor", username: "vera.koleva", name: "Вера Колева" });
    const setting = await t.injectAs(editor, { url: "/api/journalist/review-setting" });
    expect(setting.json()).toEqual({ reviewBeforePublishing: true, appliesToMe: true });
    const direct = await create(editor, { title: "Наводнение в Добрич" });
    expect(direct.statusCode).toBe(403);
    expect(direct.json().error).toBe(reviewErrors.publishingNeedsReview);

    const id = (await create(editor, { title: "Наводнение в Добрич", isPublished: false })).json().articleId as number;
    const publish = await t.injectAs(editor, { method: "PUT", url: `/api/journalist/articles/${id}/publish` });
    expect(publish.statusCode).toBe(403);
    await t.injectAs(editor, { method: "POST", url: `/api/journalist/articles/${id}/review`, payload: {} });
    const queue = (await t.injectAs(editor, { url: "/api/admin/reviews" })).json() as { articleId: number }[];
    expect(queue.find((item) => item.articleId === id)).toMatchObject({ mayDecide: false });
    for (const decision of ["approve", "return"]) {
      const own = await t.injectAs(editor, {
        method: "POST",
        url: `/api/admin/reviews/${id}/${decision}`,
        payload: { note: "Одобрявам сам." },
      });
      expect(own.statusCode).toBe(403);
      expect(own.json().error).toBe(reviewErrors.secondPairOfEyes);
    }
    // Nothing of the refusals was applied: still waiting, unpublished, without the note.
    const waiting = (await t.injectAs(anotherEditor, { url: `/api/admin/reviews/${id}` })).json();
    expect(waiting).toMatchObject({ state: "pending", notes: [] });
    expect(await readerTitle(id)).toBeNull();

    const theirs = (await t.injectAs(anotherEditor, { url: "/api/admin/reviews" })).json() as { articleId: number }[];
    expect(theirs.find((item) => item.articleId === id)).toMatchObject({ mayDecide: true });
    const approved = await t.injectAs(anotherEditor, {
      method: "POST",
      url: `/api/admin/reviews/${id}/approve`,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await readerTitle(id)).toBe("Наводнение в Добрич");
    await setReview(false);
  });

  it("leaves an Editor free with others' articles, but not the decision on what they sent", async () => {
    await setReview(false);
    const id = (await create(maria, { title: "Нова линия на метрото" })).json().articleId as number;
    await setReview(true, true);
    const about = await t.injectAs(editor, { url: `/api/journalist/review-setting?article=${id}` });
    expect(about.json()).toEqual({ reviewBeforePublishing: true, appliesToMe: false });
    const current = (await t.injectAs(editor, { url: `/api/articles/${id}?editing=true` })).json();
    const edited = await t.injectAs(editor, {
      method: "PUT",
      url: `/api/journalist/articles/${id}`,
      payload: article({ title: "Нова линия на метрото в София", version: current.version }),
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const draft = (await create(maria, { isPublished: false, title: "Ремонт на пътя" })).json().articleId as number;
    await t.injectAs(editor, { method: "POST", url: `/api/journalist/articles/${draft}/review`, payload: {} });
    const own = await t.injectAs(editor, { method: "POST", url: `/api/admin/reviews/${draft}/approve`, payload: {} });
    expect(own.statusCode).toBe(403);
    const byAdmin = await t.injectAs(admin, {
      method: "POST",
      url: `/api/admin/reviews/${draft}/approve`,
      payload: {},
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    await setReview(false);
  });
});

describe("names", () => {
  it("names a person without a full name by their username", async () => {
    await setReview(true);
    const nameless = await t.createStaff({ role: "Editor", username: "bez.ime" });
    await t.db.update(users).set({ name: null }).where(eq(users.id, nameless.user.id));
    const id = (await create(maria, { isPublished: false })).json().articleId as number;
    await t.injectAs(maria, { method: "POST", url: `/api/journalist/articles/${id}/review`, payload: {} });
    await t.injectAs(nameless, {
      method: "POST",
      url: `/api/admin/reviews/${id}/return`,
      payload: { note: "Още един източник." },
    });
    const review = (await t.injectAs(maria, { url: `/api/journalist/articles/${id}/review` })).json().review;
    expect(review.decidedBy).toBe("bez.ime");
    await setReview(false);
  });
});
