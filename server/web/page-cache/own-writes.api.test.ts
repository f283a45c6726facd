import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleTexts, readerCommentTexts } from "#common/messages/reader.ts";
import { comments } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { rawRequest, type RawResponse } from "#tests/helpers/http.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { pageCachePolicy } from "./cache-policy.ts";

/**
 * Issue 29, points 10 and 11: what a reader sees of their own comment, reply or like right after
 * it, whatever the page cache holds (decision 0095), and how repeats are refused: a double click,
 * the same text again a moment later, a form posted without JavaScript and reloaded.
 */

let t: TestApp;
let base: string;
/** The page cache's clock: pages age only when a test moves it. */
const clock = createTestClock();
let address = 0;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { web: true, now: clock.now });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const readerCookie = (n: number) => `reader=${`own-writes-${n}`.padEnd(22, "x").slice(0, 22)}`;
const get = (path: string, cookie?: string) => rawRequest(base + path, { headers: cookie ? { cookie } : {} });
const html = (res: RawResponse) => res.body.toString("utf8");
const state = (res: RawResponse) => res.headers["x-page-cache"];
/** The mark a write's answer sets, as the browser sends it back. */
const markOf = (setCookie: string | string[] | undefined) => {
  const mark = [setCookie ?? []].flat().find((c) => c.startsWith(`${pageCachePolicy.readerWriteCookie}=`));
  return mark?.split(";")[0];
};

function postComment(articleId: number, reader: number, body: object, remoteAddress = `198.51.100.${++address % 250}`) {
  return t.app.inject({
    method: "POST",
    url: `/api/articles/${articleId}/comments`,
    payload: body,
    headers: { cookie: readerCookie(reader) },
    remoteAddress,
  });
}

function postForm(path: string, reader: number, fields: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      cookie: readerCookie(reader),
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: "203.0.113.77",
  });
}

const storedTexts = async (articleId: number) =>
  (await t.db.select({ content: comments.content }).from(comments).where(eq(comments.articleId, articleId))).map(
    (c) => c.content,
  );

describe("a reader's own write on the next load (point 10)", () => {
  it("a comment through the API shows on the reader's reload at once, with its count, though the cached page is still fresh", async () => {
    const id = await insertArticle(t.db, { title: "Свой коментар" });
    const path = `/article/${id}`;
    expect(state(await get(path))).toBe("miss");
    expect(state(await get(path))).toBe("hit");

    const posted = await postComment(id, 1, { username: "Читател", content: "Виждам ли го веднага?" });
    expect(posted.statusCode).toBe(201);
    const mark = markOf(posted.headers["set-cookie"]);
    expect([posted.headers["set-cookie"]].flat()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^mine=\\d+\\.${id}\\.[\\w-]{43}; Path=/article/${id}; Max-Age=${pageCachePolicy.readerWriteSeconds};`,
          ),
        ),
      ]),
    );
    clock.advance(1);

    // Without the mark the page is still the cached one, rendered before the comment (as other readers' HTML shows it until the page is rendered again)...
    const cached = await get(path, readerCookie(1));
    expect(state(cached)).toBe("hit");
    expect(html(cached)).not.toContain("Виждам ли го веднага?");
    // ...with it, a page rendered after the comment, with the comment and its +1.
    const reloaded = await get(path, `${readerCookie(1)}; ${mark}`);
    expect(state(reloaded)).toBe("fresh");
    expect(html(reloaded)).toContain("Виждам ли го веднага?");
    expect(html(reloaded)).toContain(articleTexts.commentsCount(1));
    // That render is the cached page now, for everyone, and the mark costs no more renders.
    const again = await get(path, `${readerCookie(1)}; ${mark}`);
    expect(state(again)).toBe("hit");
    expect(html(again)).toContain("Виждам ли го веднага?");
    expect(state(await get(path))).toBe("hit");
  });

  it("a like shows its +1 on the reader's reload the same way", async () => {
    const id = await insertArticle(t.db, { title: "Свое харесване" });
    const path = `/article/${id}`;
    await get(path);
    expect(html(await get(path))).toContain(articleTexts.like(0));
    const liked = await t.app.inject({
      method: "POST",
      url: `/api/articles/${id}/like`,
      headers: { cookie: readerCookie(2) },
      remoteAddress: "198.51.100.200",
    });
    expect(liked.statusCode).toBe(200);
    clock.advance(1);
    const reloaded = await get(path, `${readerCookie(2)}; ${markOf(liked.headers["set-cookie"])}`);
    expect(html(reloaded)).toContain(articleTexts.like(1));
  });

  it("a mark of one article changes nothing on another, and a made-up one nothing anywhere", async () => {
    const [one, two] = [await insertArticle(t.db, { title: "Първа" }), await insertArticle(t.db, { title: "Втора" })];
    const posted = await postComment(one, 3, { username: "Читател", content: "Под първата" });
    const mark = markOf(posted.headers["set-cookie"])!;
    await get(`/article/${two}`);
    expect(state(await get(`/article/${two}`, mark))).toBe("hit");
    const forged = mark.replace(/\.(\d+)\./, `.${two}.`);
    expect(state(await get(`/article/${two}`, forged))).toBe("hit");
  });
});

describe("repeats (point 11)", () => {
  it("the same text from the same reader on the same article a moment later is refused in Bulgarian; another thread or another reader is not a repeat", async () => {
    const id = await insertArticle(t.db, { title: "Повторения" });
    const first = await postComment(id, 4, { username: "Иван", content: "Същият текст" }, "198.51.100.1");
    expect(first.statusCode).toBe(201);
    const again = await postComment(id, 4, { username: "Иван", content: "Същият текст" }, "198.51.100.1");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: readerCommentTexts.duplicate, code: "duplicate_comment" });
    // Another name, another address, but the same browser: still a repeat; and the same address with another browser too.
    expect((await postComment(id, 4, { username: "Друг", content: "Същият текст" }, "198.51.100.2")).statusCode).toBe(
      409,
    );
    expect((await postComment(id, 5, { username: "Иван", content: "Същият текст" }, "198.51.100.1")).statusCode).toBe(
      409,
    );
    // Another reader elsewhere, a reply in a thread, another article: not repeats.
    expect((await postComment(id, 6, { username: "Петър", content: "Същият текст" }, "198.51.100.3")).statusCode).toBe(
      201,
    );
    expect(
      (
        await postComment(
          id,
          4,
          { username: "Иван", content: "Същият текст", parentId: first.json().comment.id },
          "198.51.100.1",
        )
      ).statusCode,
    ).toBe(201);
    const other = await insertArticle(t.db, { title: "Другаде" });
    expect(
      (await postComment(other, 4, { username: "Иван", content: "Същият текст" }, "198.51.100.1")).statusCode,
    ).toBe(201);
    // Ten minutes on, the same words are a new comment.
    await t.db.execute(
      sql`update comments set created_at = created_at - interval '11 minutes' where article_id = ${id}`,
    );
    expect((await postComment(id, 4, { username: "Иван", content: "Същият текст" }, "198.51.100.1")).statusCode).toBe(
      201,
    );
    expect(await storedTexts(id)).toHaveLength(4);
  });

  it("a double click's posts at once store one comment", async () => {
    const id = await insertArticle(t.db, { title: "Двоен клик" });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        postComment(id, 7, { username: "Бърз", content: "Натиснах два пъти" }, "198.51.100.7"),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const answer of answers) expect([201, 409, 429]).toContain(answer.statusCode);
    expect(await storedTexts(id)).toEqual(["Натиснах два пъти"]);
  });
});

describe("the comment form without JavaScript: Post/Redirect/Get (point 11)", () => {
  it("redirects to the comment, which the page it leads to shows; reloading it or sending the form again stores nothing more", async () => {
    const id = await insertArticle(t.db, { title: "Форма без скриптове" });
    const path = `/article/${id}`;
    await get(path);
    expect(state(await get(path))).toBe("hit");

    const posted = await postForm(path, 8, { username: "Без скриптове", content: "Коментар през формата" });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers["cache-control"]).toBe("no-store");
    const [stored] = await t.db.select().from(comments).where(eq(comments.articleId, id));
    expect(posted.headers.location).toBe(`${path}#comment-${stored!.id}`);
    clock.advance(1);
    // The GET after the redirect, and F5 on it: the comment is there, at its anchor.
    const cookie = `${readerCookie(8)}; ${markOf(posted.headers["set-cookie"])}`;
    for (let reload = 0; reload < 2; reload++) {
      const shown = await get(path, cookie);
      expect(shown.status).toBe(200);
      expect(html(shown)).toContain(`id="comment-${stored!.id}"`);
      expect(html(shown)).toContain("Коментар през формата");
    }
    // The form sent again (back and resubmit, a double click before the first answer): to the same comment.
    const resent = await Promise.all(
      [1, 2].map(() => postForm(path, 8, { username: "Без скриптове", content: "Коментар през формата" })),
    );
    for (const answer of resent) {
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`${path}#comment-${stored!.id}`);
    }
    expect(await storedTexts(id)).toEqual(["Коментар през формата"]);
  });

  it("a reply goes to its place in its thread; a comment held for review to its own page, which only its writer sees", async () => {
    const id = await insertArticle(t.db, { title: "Отговори и задържани" });
    const top = (await postComment(id, 9, { username: "Първи", content: "Начало на нишка" })).json().comment
      .id as number;
    const reply = await postForm(`/article/${id}/comments/${top}`, 10, {
      username: "Втори",
      content: "Отговор през формата",
    });
    expect(reply.statusCode).toBe(303);
    const [stored] = await t.db.select().from(comments).where(eq(comments.parentId, top));
    expect(reply.headers.location).toBe(`/article/${id}#comment-${stored!.id}`);

    const owner = await t.createStaff({ role: "Owner" });
    const settings = (mode: string) =>
      t.injectAs(owner, { method: "PUT", url: "/api/admin/comment-settings", payload: { mode, bannedWords: [] } });
    expect((await settings("hold_all")).statusCode).toBe(200);
    const held = await postForm(`/article/${id}`, 11, { username: "Чакащ", content: "Чакам преглед" });
    await settings("publish");
    const [waiting] = await t.db.select().from(comments).where(eq(comments.content, "Чакам преглед"));
    expect(held.statusCode).toBe(303);
    expect(held.headers.location).toBe(`/article/${id}/comments/${waiting!.id}`);
    const own = await get(held.headers.location as string, readerCookie(11));
    expect(own.status).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(html(own)).toContain("Чакам преглед");
    expect(html(own)).toContain(readerCommentTexts.heldOwn);
    expect((await get(held.headers.location as string, readerCookie(12))).status).toBe(404);
    expect((await get(held.headers.location as string)).status).toBe(404);
  });
});
