import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentLimits, limits } from "#common/limits.ts";
import { readerCommentTexts } from "#common/messages/reader.ts";
import { comments } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * Issue 30, point 7: 1 200 replies of 2 000 characters under one comment made the article's page
 * 10 MB of HTML for every reader and most of the page cache. A thread's replies are paged on its
 * own page (the article shows the newest few), a thread takes a bounded number of replies, and a
 * page of comments is bounded in size as well as in threads, so no page grows with what readers
 * post.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { web: true });
});
afterAll(() => t.close());

/** 2 000 characters of Bulgarian, with the quotes and ampersands that markup and JSON escape. */
const longText = (n: number) =>
  `№${n} "Цитат" & още: ${"Дълъг отговор в спор без край. ".repeat(70)}`.slice(0, limits.commentContentMax);
const kilobytes = (body: string) => Buffer.byteLength(body) / 1024;

async function insertComments(values: (typeof comments.$inferInsert)[]) {
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += 200)
    ids.push(
      ...(
        await t.db
          .insert(comments)
          .values(values.slice(i, i + 200))
          .returning({ id: comments.id })
      ).map((r) => r.id),
    );
  return ids;
}

describe("a reply bomb", () => {
  it("leaves the article's page, its data and the thread's pages bounded in size, with every reply still a page away", async () => {
    const id = await insertArticle(t.db, { title: "Статия под обстрел" });
    const start = Date.UTC(2026, 0, 1);
    const [top] = await insertComments([
      { articleId: id, authorName: "Начало", content: longText(0), createdAt: new Date(start) },
    ]);
    // As stored before the cap, or by a writer outside the API: 1 200 replies to one comment...
    await insertComments(
      Array.from({ length: 1200 }, (_, i) => ({
        articleId: id,
        parentId: top!,
        authorName: `Бот ${i}`,
        content: longText(i),
        createdAt: new Date(start + (i + 1) * 1000),
      })),
    );
    // ...and 60 more threads of the longest comments, each with replies of the longest too.
    const threads = await insertComments(
      Array.from({ length: 60 }, (_, i) => ({
        articleId: id,
        authorName: `Нишка ${i}`,
        content: longText(i),
        createdAt: new Date(start + 2_000_000 + i * 1000),
      })),
    );
    await insertComments(
      threads.flatMap((thread, i) =>
        Array.from({ length: 6 }, (_, j) => ({
          articleId: id,
          parentId: thread,
          authorName: `Отговор ${j}`,
          content: longText(j),
          createdAt: new Date(start + 3_000_000 + i * 10_000 + j),
        })),
      ),
    );

    const page = await t.app.inject({ url: `/article/${id}` });
    expect(page.statusCode).toBe(200);
    // The 1 200 replies alone were 10 MB; a page now holds about 60 000 characters of comments (twice: markup and the island's props).
    expect(kilobytes(page.body)).toBeLessThan(700);
    const detail = (await t.app.inject({ url: `/api/articles/${id}` })).json();
    expect(kilobytes(JSON.stringify(detail))).toBeLessThan(250);
    expect(detail.comments.length).toBeLessThan(commentLimits.threadsPerPage);

    // Every thread is on some page, newest first, each once; the bomb's thread shows its newest five and its count.
    const seen: number[] = [];
    for (let n = 1; n <= detail.commentPagination.totalPages; n++) {
      const res = await t.app.inject({ url: `/api/articles/${id}/comments?page=${n}` });
      const body = res.json();
      expect(kilobytes(res.body), `page ${n}`).toBeLessThan(250);
      seen.push(...body.comments.map((c: { id: number }) => c.id));
      const bomb = body.comments.find((c: { id: number }) => c.id === top);
      if (bomb) {
        expect(bomb.replyCount).toBe(1200);
        expect(bomb.replies.map((r: { author: string }) => r.author)).toEqual([
          "Бот 1195",
          "Бот 1196",
          "Бот 1197",
          "Бот 1198",
          "Бот 1199",
        ]);
      }
    }
    expect(seen).toEqual([...threads].reverse().concat(top!));
    expect(
      (await t.app.inject({ url: `/article/${id}?page=${detail.commentPagination.totalPages + 1}` })).statusCode,
    ).toBe(404);

    // The thread's own page: 50 replies a page, oldest first, 24 pages, each bounded.
    const first = await t.app.inject({ url: `/article/${id}/comments/${top}` });
    expect(first.statusCode).toBe(200);
    expect(kilobytes(first.body)).toBeLessThan(500);
    expect(first.body).toContain(readerCommentTexts.repliesTitle(1200));
    const replies = (await t.app.inject({ url: `/api/articles/${id}/comments/${top}/replies?page=24` })).json();
    expect(replies.pagination).toEqual({ total: 1200, page: 24, pageSize: 50, totalPages: 24 });
    expect(replies.replies.at(-1).author).toBe("Бот 1199");
    const last = await t.app.inject({ url: `/article/${id}/comments/${top}?page=24` });
    expect(last.body).toContain("Бот 1199");
    expect((await t.app.inject({ url: `/article/${id}/comments/${top}?page=25` })).statusCode).toBe(404);
  });

  it("closes a thread to replies at its limit, in Bulgarian, through the API and the form without JavaScript", async () => {
    const id = await insertArticle(t.db, { title: "Затворена нишка" });
    const [top] = await insertComments([{ articleId: id, authorName: "Начало", content: "Начало" }]);
    await insertComments(
      Array.from({ length: commentLimits.repliesPerThread - 1 }, (_, i) => ({
        articleId: id,
        parentId: top!,
        authorName: "Бот",
        content: `Отговор ${i}`,
      })),
    );
    const reply = (n: number) =>
      t.app.inject({
        method: "POST",
        url: `/api/articles/${id}/comments`,
        payload: { username: "Читател", content: `Последна дума ${n}`, parentId: top },
        headers: { cookie: `reader=${`bomb${n}`.padEnd(22, "z")}` },
        remoteAddress: `198.51.100.${n}`,
      });
    expect((await reply(1)).statusCode).toBe(201);
    const full = await reply(2);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: readerCommentTexts.threadFull, code: "thread_full" });
    const form = await t.app.inject({
      method: "POST",
      url: `/article/${id}/comments/${top}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        cookie: `reader=${"bombform".padEnd(22, "z")}`,
      },
      payload: new URLSearchParams({ username: "Без скриптове", content: "Още един" }).toString(),
      remoteAddress: "198.51.100.9",
    });
    expect(form.statusCode).toBe(409);
    expect(form.body).toContain(readerCommentTexts.threadFull);
    // A new comment under the article still goes through.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/articles/${id}/comments`,
          payload: { username: "Читател", content: "Нова тема" },
          remoteAddress: "198.51.100.10",
        })
      ).statusCode,
    ).toBe(201);
  });
});
