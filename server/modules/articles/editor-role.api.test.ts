import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userTexts } from "#common/messages/admin.ts";
import { coAuthorTexts } from "#common/messages/authors.ts";
import { serverErrors } from "#common/messages/server-errors.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";

/**
 * The Editor (Редактор, issue 35 point 1, decision 0134): managed by the Owner and Admins, signs in
 * at the journalist door, edits, schedules, publishes, hides and corrects anyone's articles,
 * moderates comments and chooses the featured articles; nothing of staff, categories, the audit
 * log or the publisher's pages. The permission matrix covers every route; this file follows the
 * Editor through a day's work.
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
  admin = await t.createStaff({ role: "Admin", username: "an.admin" });
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

async function marias(extra: object = {}): Promise<number> {
  const res = await t.injectAs(maria, { method: "POST", url: "/api/journalist/articles", payload: article(extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().articleId;
}

const login = (door: "admin" | "journalist", username: string, password: string) =>
  t.app.inject({ method: "POST", url: `/api/${door}/auth/login`, payload: { username, password } });

const auditDetails = async () => {
  const res = await t.injectAs(owner, { url: `/api/admin/audit-logs?user_id=${editor.user.id}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { details: string; username: string | null }[]).map((l) => `${l.username}: ${l.details}`);
};

describe("the Editor's account", () => {
  it("is created by an Admin as it creates journalists, and needs a full name as they do", async () => {
    const created = await t.injectAs(admin, {
      method: "POST",
      url: "/api/admin/users",
      payload: { username: "ivan.kolev", password: "parola-na-ivan", role: "Editor", name: "Иван Колев" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ role: "Editor", isActive: true });
    const nameless = await t.injectAs(admin, {
      method: "POST",
      url: "/api/admin/users",
      payload: { username: "bezimenen", password: "parola-na-ivan", role: "Editor" },
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error).toBe(userTexts.nameRequiredForJournalists);
    // The newsroom's list holds journalists and editors; the administrators' does not.
    const newsroom = await t.injectAs(admin, { url: "/api/admin/users?role=Journalist" });
    expect(newsroom.json().map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(["ivan.kolev", "maria.ivanova", "petar.nikolov"]),
    );
    const admins = await t.injectAs(owner, { url: "/api/admin/users?role=Admin" });
    expect(admins.json().map((u: { role: string }) => u.role)).not.toContain("Editor");
  });

  it("lets an Admin move a writer between Journalist and Editor, and the Owner alone make an administrator", async () => {
    const writer = await t.createStaff({ username: "nov.pisatel", name: "Нов Писател" });
    const promote = await t.injectAs(admin, {
      method: "PUT",
      url: `/api/admin/users/${writer.user.id}`,
      payload: { role: "Editor" },
    });
    expect(promote.statusCode, promote.body).toBe(200);
    expect(promote.json().role).toBe("Editor");
    const toAdmin = await t.injectAs(admin, {
      method: "PUT",
      url: `/api/admin/users/${writer.user.id}`,
      payload: { role: "Admin" },
    });
    expect(toAdmin.statusCode).toBe(403);
    expect(toAdmin.json().error).toBe(userTexts.roleNotAllowed);
    const back = await t.injectAs(admin, {
      method: "PUT",
      url: `/api/admin/users/${writer.user.id}`,
      payload: { role: "Journalist" },
    });
    expect(back.json().role).toBe("Journalist");
    const byOwner = await t.injectAs(owner, {
      method: "PUT",
      url: `/api/admin/users/${writer.user.id}`,
      payload: { role: "Admin" },
    });
    expect(byOwner.json().role).toBe("Admin");
    // An Editor manages no one.
    const byEditor = await t.injectAs(editor, { url: "/api/admin/users?role=Journalist" });
    expect(byEditor.statusCode).toBe(403);
  });

  it("signs in at the journalist door, not the admin one", async () => {
    const atJournalists = await login("journalist", editor.user.username, editor.password);
    expect(atJournalists.statusCode, atJournalists.body).toBe(200);
    expect(atJournalists.json().user.role).toBe("Editor");
    const atAdmins = await login("admin", editor.user.username, editor.password);
    expect(atAdmins.statusCode).toBe(403);
    expect(atAdmins.json().error).toBe(serverErrors.insufficientPermissions);
  });
});

describe("the Editor's work on anyone's articles", () => {
  it("opens, edits and corrects a journalist's article; the history and the audit log say who did", async () => {
    const id = await marias();
    const opened = await t.injectAs(editor, { url: `/api/articles/${id}?editing=true` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().author.username).toBe("maria.ivanova");
    clock.advance(60_000);
    const edited = await t.injectAs(editor, {
      method: "PUT",
      url: `/api/journalist/articles/${id}`,
      payload: article({
        title: "Бюджетът за 2027 г. е приет",
        version: opened.json().version,
        sections: [{ type: "paragraph", content: "<p>Парламентът прие бюджета на второ четене.</p>" }],
        change: { kind: "correction", note: "Бюджетът е приет на второ, не на първо четене." },
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const read = (await t.app.inject({ url: `/api/articles/${id}` })).json();
    expect(read.title).toBe("Бюджетът за 2027 г. е приет");
    expect(read.author.username).toBe("maria.ivanova");
    expect(read.corrections).toEqual([
      expect.objectContaining({ kind: "correction", note: "Бюджетът е приет на второ, не на първо четене." }),
    ]);
    const history = await t.injectAs(editor, { url: `/api/journalist/articles/${id}/revisions` });
    expect(history.statusCode).toBe(200);
    expect(history.json().revisions[0].author).toBe("Петър Николов");
    // The author sees the Editor's change in her own history.
    const hers = await t.injectAs(maria, { url: `/api/journalist/articles/${id}/revisions` });
    expect(hers.json().revisions[0].author).toBe("Петър Николов");
    expect(await auditDetails()).toContain('petar.nikolov: Updated article "Бюджетът за 2027 г. е приет"');
  });

  it("hides, publishes, schedules and cancels the schedule of a journalist's article", async () => {
    const id = await marias();
    const hide = await t.injectAs(editor, { method: "PUT", url: `/api/journalist/articles/${id}/unpublish` });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await t.app.inject({ url: `/api/articles/${id}` })).statusCode).toBe(404);
    const publish = await t.injectAs(editor, {
      method: "PATCH",
      url: `/api/admin/articles/${id}/status`,
      payload: { isPublished: true },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect((await t.app.inject({ url: `/api/articles/${id}` })).statusCode).toBe(200);
    const draft = await marias({ isPublished: false });
    const publishAt = new Date(clock.now() + 3_600_000).toISOString();
    const schedule = await t.injectAs(editor, {
      method: "PUT",
      url: `/api/journalist/articles/${draft}/schedule`,
      payload: { publishAt },
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    const cancel = await t.injectAs(editor, { method: "DELETE", url: `/api/admin/articles/${draft}/schedule` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const log = await auditDetails();
    expect(log.filter((line) => line.startsWith("petar.nikolov: "))).toEqual(
      expect.arrayContaining([
        'petar.nikolov: Unpublished article "Бюджетът за 2027 година"',
        'petar.nikolov: Published article "Бюджетът за 2027 година"',
        expect.stringMatching(/^petar\.nikolov: Scheduled for .* article "Бюджетът за 2027 година"$/),
      ]),
    );
  });

  it("neither deletes another's article nor changes its co-authors, and says why", async () => {
    const id = await marias();
    for (const url of [`/api/journalist/articles/${id}`, `/api/admin/articles/${id}`]) {
      const res = await t.injectAs(editor, { method: "DELETE", url });
      expect(res.statusCode, url).toBe(403);
    }
    const own = await t.injectAs(editor, { method: "DELETE", url: `/api/journalist/articles/${id}` });
    expect(own.json().error).toBe(coAuthorTexts.onlyAuthorDeletes);
    const current = (await t.injectAs(editor, { url: `/api/articles/${id}?editing=true` })).json();
    const coAuthors = await t.injectAs(editor, {
      method: "PUT",
      url: `/api/journalist/articles/${id}`,
      payload: article({ version: current.version, coAuthors: [editor.user.id] }),
    });
    expect(coAuthors.statusCode).toBe(403);
    expect(coAuthors.json().error).toBe(coAuthorTexts.onlyAuthorChanges);
    expect((await t.app.inject({ url: `/api/articles/${id}` })).statusCode).toBe(200);
  });

  it("keeps My articles the Editor's own", async () => {
    await marias();
    const mine = await t.injectAs(editor, { url: "/api/journalist/articles" });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([]);
  });
});

describe("the Editor's desk", () => {
  it("reads every article, moderates comments and chooses the featured articles", async () => {
    const id = await marias();
    const list = await t.injectAs(editor, { url: "/api/admin/articles?pageSize=50" });
    expect(list.statusCode).toBe(200);
    expect(list.json().articles.map((a: { id: number }) => a.id)).toContain(id);
    expect((await t.injectAs(editor, { url: "/api/admin/comments" })).statusCode).toBe(200);
    expect((await t.injectAs(editor, { url: "/api/admin/comment-blocks" })).statusCode).toBe(200);
    const featured = await t.injectAs(editor, {
      method: "POST",
      url: "/api/admin/featured-articles",
      payload: { popularArticles: [id], secondaryArticles: [] },
    });
    expect(featured.statusCode, featured.body).toBe(200);
  });

  it("is refused the admins' rooms: staff, categories, tags, comment settings, the dashboard, the audit log, the publisher's pages", async () => {
    for (const url of [
      "/api/admin/dashboard",
      "/api/admin/users?role=Journalist",
      "/api/admin/categories",
      "/api/admin/tags",
      "/api/admin/comment-settings",
      "/api/admin/audit-logs",
      "/api/admin/site-pages",
      "/api/admin/two-step",
    ]) {
      const res = await t.injectAs(editor, { url });
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe("two-step sign-in for the editorial desk", () => {
  it("counts Editors with the administrators when the Owner requires it of them", async () => {
    const set = await t.injectAs(owner, {
      method: "PUT",
      url: "/api/admin/two-step",
      payload: { requirement: "admins" },
    });
    expect(set.statusCode, set.body).toBe(200);
    const signIn = await login("journalist", editor.user.username, editor.password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().twoStepSetup).toBe(true);
    const journalist = await login("journalist", maria.user.username, maria.password);
    expect(journalist.json().twoStepSetup).toBeUndefined();
    await t.injectAs(owner, { method: "PUT", url: "/api/admin/two-step", payload: { requirement: "nobody" } });
  });
});
