import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#common/limits.ts";
import { userTexts } from "#common/messages/admin.ts";
import { authorTexts } from "#common/messages/authors.ts";
import { auditLogs, users } from "#server/db/schema.ts";
import { form, testPng } from "#tests/hardening/api-route-table.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/** Issue 29, point 9: a journalist edits their own biography and photo, by the admin form's rules, audit-logged. */

let t: TestApp;
let writer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  writer = await t.createStaff({ name: "Мария Иванова" });
  admin = await t.createStaff({ role: "Admin", name: "Главен Редактор" });
});
afterAll(() => t.close());

const put = (who: TestUser, payload: object) =>
  t.injectAs(who, { method: "PUT", url: "/api/journalist/profile", payload });

describe("one's own profile", () => {
  it("changes the name and biography the author page shows, and writes who changed what to the audit log", async () => {
    const res = await put(writer, { name: "  Мария Иванова-Петрова ", bio: " Пише за образованието и науката. " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: writer.user.id,
      name: "Мария Иванова-Петрова",
      bio: "Пише за образованието и науката.",
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, writer.user.id));
    expect(stored).toMatchObject({ name: "Мария Иванова-Петрова", bio: "Пише за образованието и науката." });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(writer.user.id)));
    expect(audit.map((a) => [a.action, a.details, a.userId])).toContainEqual([
      "UPDATE",
      "Updated own profile: name, bio",
      writer.user.id,
    ]);
    await insertArticle(t.db, { title: "Статия на авторката", authorId: writer.user.id });
    const author = await t.app.inject({ url: `/api/authors/${writer.user.username}` });
    expect(author.statusCode).toBe(200);
    expect(author.body).toContain("Пише за образованието и науката.");
  });

  it("keeps the admin form's rules: a journalist's name is required, a biography has its limit; an empty one is none", async () => {
    const nameless = await put(writer, { name: "  ", bio: "Х" });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({
      error: userTexts.nameRequiredForJournalists,
      fields: { name: userTexts.nameRequiredForJournalists },
    });
    const long = await put(writer, { name: "Мария", bio: "х".repeat(limits.bioMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(authorTexts.bioTooLong(limits.bioMax));
    expect((await put(writer, { name: "Мария Иванова", bio: "" })).json()).toMatchObject({
      name: "Мария Иванова",
      bio: null,
    });
    // An administrator may have no name, as in the admin's form.
    expect((await put(admin, { name: "", bio: "Редактор" })).json()).toMatchObject({ name: null, bio: "Редактор" });
  });

  it("sets one's own photo from a picture, refusing what is not one, and audit-logs it", async () => {
    const res = await t.injectAs(writer, {
      method: "POST",
      url: "/api/journalist/profile/picture",
      payload: form({}, await testPng()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{24}\.webp$/);
    const [stored] = await t.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, writer.user.id));
    expect(stored!.avatar).toBe(url);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const text = await t.injectAs(writer, {
      method: "POST",
      url: "/api/journalist/profile/picture",
      payload: form({}, Buffer.from("не е снимка")),
    });
    expect(text.statusCode).toBe(415);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(writer.user.id)));
    expect(audit.map((a) => a.details)).toContain("Changed own profile picture");
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/journalist/profile", payload: { name: "Никой" } })).statusCode,
    ).toBe(401);
  });
});
