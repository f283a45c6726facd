import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articlePath } from "#common/page-paths.ts";
import { articles, categories } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { rawRequest, type RawResponse } from "#tests/helpers/http.ts";
import { connect, headerOf, readAnswers, requestText } from "#tests/helpers/raw-http.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { pageCachePolicy } from "./cache-policy.ts";
import { systemClock } from "#server/clock.ts";
import { createWriterBypass } from "./writer-bypass.ts";

/**
 * The page cache over a real socket, on the production web app: what a hit sends (encodings,
 * ETags, headers, no cookies, the CSP), and that every change shows at once to everyone after a
 * staff write, and counters at once through the islands' answers (issue 7, point 2; decision 0138).
 */

let t: TestApp;
let base: string;
let writer: TestUser;
let owner: TestUser;
let articleId: number;
/** The text of every query the app sends while a test records them. */
let queries: string[] = [];
/** The page cache's clock: pages age only when a test moves it. */
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({}, (query) => queries.push(query), { web: true, now: clock.now });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  writer = await t.createStaff({ name: "Писател Кешов" });
  owner = await t.createStaff({ role: "Owner" });
  articleId = await insertArticle(t.db, {
    title: "Кеширана статия",
    categories: ["Политика"],
    authorId: writer.user.id,
    paragraphs: ["<p>Текст за кеша.</p>"],
  });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(base + path, { headers });
const text = (res: RawResponse) => res.body.toString("utf8");
const state = (res: RawResponse) => res.headers["x-page-cache"];
/** The Cookie header of a writer's browser just after a staff write. */
const writersCookie = () => createWriterBypass(t.tokens.mac, systemClock).cookieFor(false).split(";")[0]!;

/** An article's address now: its first publication or a save gives it a slug (decision 0113), and the bare one then redirects. */
async function addressOf(id: number): Promise<string> {
  const [row] = await t.db.select({ slug: articles.slug }).from(articles).where(eq(articles.id, id));
  return articlePath({ id, slug: row?.slug ?? null });
}

async function write(who: TestUser | null, method: string, url: string, payload?: unknown) {
  const res = await t.injectAs(who, { method: method as "POST", url, payload: payload as object });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

/**
 * Asks until `check` holds, as a reader who reloads every 100 ms would, for at most `ms` of the
 * page cache's time: each ask moves the cache's clock on by 100 ms (and waits as long, for the
 * background renders and the view counter's writes), so a busy machine gets more time, not less.
 */
async function eventually(
  path: string,
  check: (html: string) => boolean,
  ms: number,
): Promise<{ html: string; after: number }> {
  for (let after = 0; ; after += 100) {
    const html = text(await get(path));
    if (check(html)) return { html, after };
    if (after > ms) throw new Error(`${path} did not change within ${ms} ms of the cache's time`);
    clock.advance(100);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("a cached page", () => {
  it("is rendered once and then answered from memory, the same page in brotli, gzip and plain", async () => {
    const path = `/article/${articleId}`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(state(first)).toBe("miss");
    const plain = await get(path);
    expect(state(plain)).toBe("hit");
    expect(plain.body.equals(first.body)).toBe(true);
    const br = await get(path, { "accept-encoding": "gzip, deflate, br" });
    const gz = await get(path, { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    for (const res of [plain, br, gz]) {
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers.vary).toBe("Accept-Encoding, Cookie");
      expect(res.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    // Strong ETags, one per encoding.
    const etags = [plain, br, gz].map((r) => r.headers.etag as string);
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
  });

  it("answers 304 to a matching If-None-Match and HEAD without a body", async () => {
    const path = `/article/${articleId}`;
    const full = await get(path, { "accept-encoding": "br" });
    const etag = full.headers.etag as string;
    const again = await get(path, { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(path, { "accept-encoding": "br", "if-none-match": '"something-else"' })).status).toBe(200);
    const head = await rawRequest(base + path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
  });

  it("is the same for every reader: cookies other than the theme change nothing and none are set", async () => {
    const path = `/article/${articleId}`;
    const anonymous = await get(path);
    const reader = await get(path, { cookie: "reader=abcdefghijklmnopqrstuv; other=1" });
    expect(state(reader)).toBe("hit");
    expect(reader.headers.etag).toBe(anonymous.headers.etag);
    expect(reader.headers["set-cookie"]).toBeUndefined();
    // Unknown query parameters (tracking links) are the same page.
    const tracked = await get(`${path}?fbclid=abc&utm_source=x`);
    expect(state(tracked)).toBe("hit");
    expect(tracked.headers.etag).toBe(anonymous.headers.etag);
    // A signed-in request is rendered for itself, never from or into the cache.
    const signedIn = await get(path, { authorization: `Bearer ${writer.token}` });
    expect(signedIn.status).toBe(200);
    expect(state(signedIn)).toBeUndefined();
  });

  it("keeps the dark and the light theme apart", async () => {
    const dark = await get("/home", { cookie: "theme=dark" });
    const light = await get("/home", { cookie: "theme=light" });
    expect(text(dark)).toMatch(/<html lang="bg" class="dark"/);
    expect(text(light)).not.toMatch(/<html[^>]*class="dark"/);
    expect(dark.headers.etag).not.toBe(light.headers.etag);
    // No choice: the system's theme, a page of its own (issue 29).
    const system = await get("/home");
    expect(text(system)).toMatch(/<html lang="bg" class="system-theme" style="color-scheme:light dark"/);
    expect(system.headers.etag).not.toBe(light.headers.etag);
    expect(state(await get("/home", { cookie: "theme=dark" }))).toBe("hit");
    expect(text(await get("/home", { cookie: "theme=dark" }))).toBe(text(dark));
  });

  it("allows exactly its own inline scripts, by hash, and its run-time styles by a nonce of its own", async () => {
    const res = await get(`/article/${articleId}`);
    const html = text(res);
    const csp = res.headers["content-security-policy"] as string;
    const scriptSrc = csp.split(";").find((d) => d.startsWith("script-src "))!;
    const allowed = [...scriptSrc.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]).sort();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .filter((body) => body !== "")
      .map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`)
      .sort();
    // A reader's page runs one inline script since its islands (decision 0088): the catcher of early
    // taps (decision 0098), allowed by its hash and nothing else.
    expect(inline).toHaveLength(1);
    expect(html).toMatch(/<script>\(\(\)=>\{[^<]*window\.__earlyTaps=[^<]*<\/script>/);
    expect(allowed).toEqual([...new Set(inline)].sort());
    expect(scriptSrc).toBe(`script-src 'self' '${inline[0]}'`);
    expect(scriptSrc).not.toContain("nonce-");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(html).not.toMatch(/<script[^>]*nonce=/);
    const styleNonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
    expect(styleNonce).toBeTruthy();
    expect(csp).toContain(`style-src 'self' 'nonce-${styleNonce}'`);
  });

  it("serves React Router's data requests too, which carry nothing of a reader's page", async () => {
    // A reader's page is never navigated to by React Router's client (decision 0088): its loader
    // data is for the server's render alone (issue 24), and its data request answers without it.
    const first = await get(`/article/${articleId}.data`);
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("text/x-script");
    expect(text(first)).not.toContain("Кеширана статия");
    expect(state(await get(`/article/${articleId}.data`))).toBe("hit");
  });

  it("renders a page once for any number of readers who ask for it at the same time", async () => {
    // Aged out, so that each of the two rounds renders (publishing a published article changes no page).
    clock.advance(pageCachePolicy.maxStaleMs + 1);
    queries = [];
    await get(`/article/${articleId}`);
    const one = queries;
    expect(one.length).toBeGreaterThan(0);
    clock.advance(pageCachePolicy.maxStaleMs + 1);
    queries = [];
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`/article/${articleId}`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Background work (the scheduled publisher, the search vocabulary's upkeep) may query at the
    // same moment on a busy machine: only the queries a render sends count.
    expect(queries.filter((query) => one.includes(query))).toEqual(one);
  });

  it("keeps nothing of a render once it is sent: no timer of it is left pending", async () => {
    // A pending timer holds its render (loader data, React's request) until it fires; under a
    // storm of uncached pages that was a thousand renders held at once (issue 7, point 7).
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
    await get("/article/999000");
    const before = timers();
    for (let i = 1; i <= 10; i++) expect((await get(`/article/${999000 + i}`)).status).toBe(404);
    expect(await get(`/article/${articleId}`, { cookie: writersCookie() }).then((r) => r.status)).toBe(200);
    expect(timers() - before).toBeLessThan(3);
  });
});

describe("a hit on a kept-alive connection, answered as one prebuilt buffer (issue 24)", () => {
  /** Header lines but those that depend on the connection and the second. */
  const lines = (head: string) => head.split("\r\n").filter((line) => !/^(date|connection|keep-alive):/i.test(line));

  it("sends what the same hit sends through writeHead, every header in its order, in every encoding", async () => {
    const path = `/article/${articleId}`;
    await get(path);
    for (const encoding of ["br", "gzip", "identity"]) {
      const closing = await get(path, { "accept-encoding": encoding });
      expect(state(closing)).toBe("hit");
      const socket = await connect(Number(new URL(base).port));
      socket.write(
        requestText("GET", path, { "Accept-Encoding": encoding }) +
          requestText("GET", path, { "Accept-Encoding": encoding }),
      );
      const answers = await readAnswers(socket, ["GET", "GET"]);
      socket.destroy();
      for (const kept of answers) {
        expect(kept.status).toBe(200);
        expect(headerOf(kept, "x-page-cache")).toBe("hit");
        expect(headerOf(kept, "connection")).toBe("keep-alive");
        expect(headerOf(kept, "keep-alive")).toMatch(/^timeout=\d+$/);
        expect(kept.body.equals(closing.body)).toBe(true);
        expect(headerOf(kept, "etag")).toBe(closing.headers.etag);
        expect(headerOf(kept, "content-security-policy")).toBe(closing.headers["content-security-policy"]);
        expect(headerOf(kept, "content-encoding")).toBe(closing.headers["content-encoding"]);
        expect(lines(kept.head).length).toBe(
          Object.keys(closing.headers).filter((n) => !/^(date|connection|keep-alive)$/.test(n)).length + 1,
        );
      }
      expect(lines(answers[0]!.head)).toEqual(lines(answers[1]!.head));
    }
  });

  it("leaves 304, HEAD and HTTP/1.0 to writeHead, on the same connection", async () => {
    const path = `/article/${articleId}`;
    const full = await get(path, { "accept-encoding": "br" });
    const socket = await connect(Number(new URL(base).port));
    socket.write(
      requestText("GET", path, { "Accept-Encoding": "br", "If-None-Match": full.headers.etag as string }) +
        requestText("HEAD", path, { "Accept-Encoding": "br" }) +
        requestText("GET", path, { "Accept-Encoding": "br" }),
    );
    const [notModified, head, again] = await readAnswers(socket, ["GET", "HEAD", "GET"]);
    socket.destroy();
    expect(notModified!.status).toBe(304);
    expect(notModified!.body.length).toBe(0);
    expect(head!.status).toBe(200);
    expect(head!.body.length).toBe(0);
    expect(headerOf(head!, "content-length")).toBe(String(full.body.length));
    expect(again!.body.equals(full.body)).toBe(true);

    const old = await connect(Number(new URL(base).port));
    old.write(requestText("GET", path, { "Accept-Encoding": "br" }, "1.0"));
    const [answer] = await readAnswers(old, ["GET"]);
    old.destroy();
    expect(answer!.status).toBe(200);
    expect(answer!.body.equals(full.body)).toBe(true);
  });
});

describe("after a staff write every reader sees the change at once", () => {
  it("an edit, on the article, the home page and its category", async () => {
    for (const path of [`/article/${articleId}`, "/home", "/category/Политика"]) {
      await get(path);
      expect(state(await get(path))).toBe("hit");
    }
    const res = await write(writer, "PUT", `/api/journalist/articles/${articleId}`, {
      title: "Променено заглавие",
      categories: ["Политика"],
      sections: [{ type: "paragraph", content: "<p>Нов текст.</p>" }],
    });
    // The writer's browser is told to bypass the cache for a few seconds, with a cookie only the server can make.
    const bypass = String(res.headers["set-cookie"]).split(";")[0]!;
    expect(bypass).toMatch(new RegExp(`^${pageCachePolicy.bypassCookie}=\\d+\\.[\\w-]{43}$`));
    for (const path of [await addressOf(articleId), "/home", "/category/Политика"]) {
      const after = await get(path);
      expect(state(after)).toBe("miss");
      expect(text(after)).toContain("Променено заглавие");
      expect(text(after)).not.toContain("Кеширана статия");
    }
    expect(state(await get("/home", { cookie: bypass }))).toBe("fresh");
  });

  it("publishing, hiding and deleting: a hidden or deleted article is a 404 at once", async () => {
    const created = await write(writer, "POST", "/api/journalist/articles", {
      title: "Чернова за кеша",
      categories: ["Политика"],
      isPublished: false,
      sections: [{ type: "heading", content: "Глава" }],
    });
    const id = (created.json() as { articleId: number }).articleId;
    expect((await get(`/article/${id}`)).status).toBe(404);
    expect((await get(`/article/${id}`)).status).toBe(404);
    expect(text(await get("/home"))).not.toContain("Чернова за кеша");

    const total = async () => (await t.app.inject({ url: "/api/articles" })).json().pagination.total as number;
    const before = await total();
    await write(writer, "PUT", `/api/journalist/articles/${id}/publish`);
    const address = await addressOf(id);
    expect(address).toMatch(new RegExp(`^/article/${id}-`));
    expect((await get(`/article/${id}`)).status).toBe(301);
    expect((await get(address)).status).toBe(200);
    expect(text(await get("/home"))).toContain("Чернова за кеша");
    // The pager's remembered total moves with it.
    expect(await total()).toBe(before + 1);

    await write(owner, "PATCH", `/api/admin/articles/${id}/status`, { isPublished: false });
    expect((await get(address)).status).toBe(404);
    expect(text(await get("/home"))).not.toContain("Чернова за кеша");

    await write(owner, "PATCH", `/api/admin/articles/${id}/status`, { isPublished: true });
    expect(await addressOf(id)).toBe(address);
    expect((await get(address)).status).toBe(200);
    await write(owner, "DELETE", `/api/admin/articles/${id}`);
    expect((await get(address)).status).toBe(404);
    expect((await get(`/article/${id}`)).status).toBe(404);
    expect(text(await get(`/article/${id}.data`))).not.toContain("Чернова за кеша");
  });

  it("a featured change and a category rename", async () => {
    const old = await insertArticle(t.db, {
      title: "Стара избрана статия",
      categories: ["Култура"],
      publishDate: new Date(Date.now() - 30 * 86_400_000),
    });
    for (let i = 0; i < 8; i++) await insertArticle(t.db, { title: `По-нова ${i}`, categories: ["Култура"] });
    await write(writer, "PUT", `/api/journalist/articles/${articleId}/publish`);
    expect(text(await get("/home"))).not.toContain("Стара избрана статия");
    await write(owner, "POST", "/api/admin/featured-articles", { popularArticles: [old], secondaryArticles: [] });
    expect(text(await get("/home"))).toContain("Стара избрана статия");

    const [culture] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.name, "Култура"));
    expect((await get(`/category/${encodeURIComponent("Култура")}`)).status).toBe(200);
    await write(owner, "PUT", `/api/admin/categories/${culture!.id}`, { name: "Изкуство" });
    expect(text(await get("/home"))).toContain("Изкуство");
    expect((await get(`/category/${encodeURIComponent("Култура")}`)).status).toBe(404);
    expect((await get(`/category/${encodeURIComponent("Изкуство")}`)).status).toBe(200);
  });
});

describe("the author pages and the publisher's pages (issue 21)", () => {
  it("are cached, and follow at once a new biography, a first published article and a saved page", async () => {
    const author = `/author/${writer.user.username}`;
    await get(author);
    expect(state(await get(author))).toBe("hit");
    await write(owner, "PUT", `/api/admin/users/${writer.user.id}`, { bio: "Нова биография за кеша." });
    const after = await get(author);
    expect(state(after)).toBe("miss");
    expect(text(after)).toContain("Нова биография за кеша.");

    // Nothing published yet is no author page; the first publication makes one, for everyone at once.
    const newcomer = await t.createStaff({ name: "Нов Автор" });
    const page = `/author/${newcomer.user.username}`;
    expect((await get(page)).status).toBe(404);
    expect(state(await get(page))).toBe("hit");
    await write(newcomer, "POST", "/api/journalist/articles", {
      title: "Първа статия",
      categories: ["Политика"],
      sections: [{ type: "heading", content: "Глава" }],
    });
    expect((await get(page)).status).toBe(200);

    await get("/za-nas");
    expect(state(await get("/za-nas"))).toBe("hit");
    await write(owner, "PUT", "/api/admin/site-pages/za-nas", {
      title: "За нас",
      body: "<p>Издател: Хроника Медия ЕООД</p>",
    });
    const saved = await get("/za-nas");
    expect(state(saved)).toBe("miss");
    expect(text(saved)).toContain("Издател: Хроника Медия ЕООД");
  });
});

describe("counters", () => {
  it("a like, a comment and a view reach every reader at once through the page's islands, its HTML within its freshness", async () => {
    const id = await insertArticle(t.db, { title: "Броячи" });
    const path = `/article/${id}`;
    const before = text(await get(path));
    expect(before).toContain('aria-label="Харесай статията (0)"');
    expect(state(await get(path))).toBe("hit");

    // A reader's like, comment or view carries no bypass: their own page shows it from the answer.
    for (const [what, path_, body] of [
      ["like", "like"],
      ["comment", "comments", { username: "Читател", content: "Първи коментар за кеша" }],
      ["view", "count-view"],
    ] as const) {
      const res = await write(null, "POST", `/api/articles/${id}/${path_}`, body);
      expect({ what, cookies: res.cookies.map((c) => c.name) }).toEqual({
        what,
        cookies: expect.not.arrayContaining([pageCachePolicy.bypassCookie]),
      });
    }
    // Nor can anyone make one up: the page still comes from the cache.
    await get(path);
    expect(state(await get(path, { cookie: `${pageCachePolicy.bypassCookie}=1` }))).toBe("hit");

    // The page is not rendered again for counters (decision 0138): what its islands ask for after
    // loading has them at once (the count-view answer has the views, checked in engagement's tests).
    expect(text(await get(path))).not.toContain("Първи коментар за кеша");
    const now = await t.app.inject({ method: "GET", url: `/api/articles/${id}/liked` });
    expect(now.json()).toEqual({ liked: false, likes: 1, comments: 1 });
    const article = await t.app.inject({ method: "GET", url: `/api/articles/${id}` });
    expect(article.body).toContain("Първи коментар за кеша");

    // Its HTML shows them once the page is past its freshness (and the view counter has written the view).
    await expect
      .poll(
        async () => (await t.db.select({ views: articles.viewsCount }).from(articles).where(eq(articles.id, id)))[0],
      )
      .toEqual({ views: 1 });
    clock.advance(pageCachePolicy.freshMs);
    const { html } = await eventually(
      path,
      (h) =>
        h.includes("Първи коментар за кеша") && h.includes("1 преглед") && h.includes('aria-label="Коментари (1)"'),
      5_000,
    );
    expect(html).toContain('aria-label="Харесай статията (1)"');
  });

  it("an old page is served while one background render replaces it, never older than the limit", async () => {
    const id = await insertArticle(t.db, { title: "Остаряла" });
    const path = `/article/${id}`;
    await get(path);
    await write(null, "POST", `/api/articles/${id}/like`);
    clock.advance(pageCachePolicy.freshMs + 100);
    const stale = await get(path);
    expect(state(stale)).toBe("stale");
    expect(text(stale)).toContain('aria-label="Харесай статията (0)"');
    const { html } = await eventually(path, (h) => h.includes('aria-label="Харесай статията (1)"'), 2_000);
    expect(html).toContain("Остаряла");
    // Past the limit a page is rendered before it is served.
    clock.advance(pageCachePolicy.maxStaleMs + 100);
    expect(state(await get(path))).toBe("miss");
  });
});
