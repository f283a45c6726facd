import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertArticle } from "#tests/helpers/articles.ts";
import { rawRequest } from "#tests/helpers/http.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";

/**
 * Issue 37 through the page cache, on the production web app over a real socket: a live entry
 * outdates the article's cached page at once and no list; a start and an end outdate the lists
 * that show the article's card too (decision 0140).
 */

let t: TestApp;
let base: string;
let writer: TestUser;
let articleId: number;
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({}, undefined, { web: true, now: clock.now });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  writer = await t.createStaff({ name: "Репортер На Живо" });
  articleId = await insertArticle(t.db, {
    title: "Протестът пред парламента",
    categories: ["Политика"],
    authorId: writer.user.id,
    paragraphs: ["<p>Въведение на отразяването.</p>"],
  });
});
afterAll(() => t.close());

/** The page cache's answer to an anonymous reader: hit, miss, outdated, ... */
const state = async (path: string) => (await rawRequest(base + path, {})).headers["x-page-cache"];

async function write(method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) {
  const res = await t.injectAs(writer, { method, url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/** Caches the pages, and checks that each is answered from memory. */
async function cached(...paths: string[]) {
  for (const path of paths) {
    await state(path);
    expect(await state(path), path).toBe("hit");
  }
}

describe("a live coverage and the cached pages", () => {
  it("a start outdates the article and its lists; an entry the article alone; an end both again", async () => {
    const article = `/article/${articleId}`;
    const desk = `/api/journalist/articles/${articleId}/live`;
    await cached(article, "/home", "/category/Политика");

    await write("POST", desk, { autoEndHours: 12 });
    expect(await state(article)).toBe("miss");
    expect(await state("/home")).toBe("miss");
    expect(await state("/category/Политика")).toBe("miss");

    await cached(article, "/home");
    const posted = await write("POST", `${desk}/entries`, { content: "<p>Първи запис от мястото.</p>" });
    expect(await state(article)).toBe("miss");
    expect(await state("/home")).toBe("hit");

    await cached(article);
    const entryId = (posted.json() as { id: number }).id;
    await write("PATCH", `${desk}/entries/${entryId}`, { pinned: true });
    expect(await state(article)).toBe("miss");
    await cached(article);
    await write("DELETE", `${desk}/entries/${entryId}`);
    expect(await state(article)).toBe("miss");
    expect(await state("/home")).toBe("hit");

    // Search engines read the page as a live blog, its entries as its updates (issue 37, point 3).
    await write("POST", `${desk}/entries`, { content: "<p>Шествието тръгна към Орлов мост.</p>" });
    const page = (await rawRequest(base + article, {})).body.toString();
    const structured = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { "@type": string; liveBlogUpdate?: { articleBody: string }[] })
      .find((data) => data["@type"] === "LiveBlogPosting");
    expect(structured?.liveBlogUpdate?.map((u) => u.articleBody)).toEqual(["Шествието тръгна към Орлов мост."]);

    await cached(article, "/home");
    await write("POST", `${desk}/end`);
    expect(await state(article)).toBe("miss");
    expect(await state("/home")).toBe("miss");
  });
});
