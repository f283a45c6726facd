import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { pageCachePolicy } from "./cache-policy.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import type { RenderedPage } from "./page-entry.ts";

/**
 * The page cache alone, with renders that end when a test says so: what readers get while the
 * render after a change runs (decision 0139). Over a real socket: page-cache.api.test.ts.
 */

type Answer = {
  status: number;
  state: string | undefined;
  cacheControl: string | undefined;
  etag: string | undefined;
  body: string;
};

function fakeRequest(url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { method: "GET", url, headers: { "accept-encoding": "br", ...headers } } as unknown as IncomingMessage;
}

/** A response that keeps what is written to it; `answer` resolves when it ends. */
function fakeResponse() {
  let status = 0;
  let headers: string[] = [];
  let resolve!: (answer: Answer) => void;
  const answer = new Promise<Answer>((r) => (resolve = r));
  const res = {
    headersSent: false,
    writeHead(code: number, flat: string[]) {
      status = code;
      headers = flat;
      this.headersSent = true;
    },
    end(body?: Buffer) {
      const header = (name: string) => headers[headers.indexOf(name) + 1];
      resolve({
        status,
        state: header("x-page-cache"),
        cacheControl: header("cache-control"),
        etag: header("etag"),
        body: body ? brotliDecompressSync(body).toString("utf8") : "",
      });
    },
  };
  return { res: res as unknown as ServerResponse, answer };
}

/** Renders that wait for the test: each `release` ends the oldest running one with the next version. */
function controlledRenders() {
  const waiting: ((page: RenderedPage) => void)[] = [];
  let started = 0;
  return {
    started: () => started,
    render: () => {
      started++;
      return new Promise<RenderedPage>((resolve) => waiting.push(resolve));
    },
    release(body: string, status = 200) {
      const next = waiting.shift();
      if (!next) throw new Error("no render is running");
      next({ status, headers: new Headers({ "content-type": "text/plain; charset=utf-8" }), body: Buffer.from(body) });
    },
  };
}

// Not 0: a reader who never wrote has written "at 0", and a page must be rendered after that.
const clock = createTestClock(1_000_000);
let renders: ReturnType<typeof controlledRenders>;
let cache: PageCache;

function startCache() {
  renders = controlledRenders();
  cache = createPageCache({
    render: () => renders.render(),
    baseHeaders: [],
    onError: (error) => console.error(error),
    writerBypass: { admits: () => false, cookieFor: () => "" },
    readerWrites: { writtenAt: () => 0, cookieFor: () => "" },
    now: clock.now,
  });
}
afterEach(() => cache.close());

/** A reader's request as the server takes it: the hit path first, then `serve`. */
function ask(url = "/home", headers: Record<string, string> = {}): Promise<Answer> {
  const req = fakeRequest(url, headers);
  const { res, answer } = fakeResponse();
  if (!cache.serveHit(req, res)) void cache.serve(cache.targetOf(req)!, req, res);
  return answer;
}

/** Lets the cache finish what a released render started (compression, storing, the waiting answers). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("after a change", () => {
  it("the first reader waits for the new page; those who come while it renders get the page as it was", async () => {
    startCache();
    const first = ask();
    renders.release("първата");
    expect(await first).toMatchObject({ state: "miss", body: "първата" });
    expect(await ask()).toMatchObject({ state: "hit", body: "първата" });

    cache.invalidate({ pages: "articles", articleIds: [7], categories: ["политика"] });
    const waiting = ask();
    expect(renders.started()).toBe(2);
    const meanwhile = await Promise.all([ask(), ask(), ask()]);
    expect(meanwhile.map((a) => [a.state, a.body, a.cacheControl])).toEqual(
      Array(3).fill(["outdated", "първата", "no-store"]),
    );
    // Never confirmed with a 304 either: a CDN would keep the old page as long again.
    const old = meanwhile[0]!.etag!;
    expect(old).toMatch(/^"/);
    expect(await ask("/home", { "if-none-match": old })).toMatchObject({ status: 200, state: "outdated" });
    expect(renders.started()).toBe(2);

    renders.release("втората");
    expect(await waiting).toMatchObject({ state: "miss", body: "втората" });
    await settle();
    expect(await ask()).toMatchObject({ state: "hit", body: "втората" });
  });

  it("never longer than outdatedServedMs: then readers wait for the same render", async () => {
    startCache();
    const first = ask();
    renders.release("първата");
    await first;

    cache.invalidate();
    const waiting = ask();
    clock.advance(pageCachePolicy.outdatedServedMs);
    expect((await ask()).body).toBe("първата");
    clock.advance(1);
    const late = ask();
    await settle();
    expect(renders.started()).toBe(2);
    renders.release("втората");
    expect(await waiting).toMatchObject({ body: "втората" });
    expect(await late).toMatchObject({ body: "втората" });
  });

  it("a render that started before a second change is not the new page: readers wait for one that started after it", async () => {
    startCache();
    const first = ask();
    renders.release("първата");
    await first;

    cache.invalidate();
    const before = ask();
    cache.invalidate();
    const after = ask();
    expect(renders.started()).toBe(3);
    expect((await ask()).state).toBe("outdated");
    renders.release("преди втората промяна");
    renders.release("след нея");
    expect((await before).body).toBe("преди втората промяна");
    expect((await after).body).toBe("след нея");
    await settle();
    expect(await ask()).toMatchObject({ state: "hit", body: "след нея" });
  });

  it("a page that can no longer be cached (an error, a 404 with a cookie) is not served as it was", async () => {
    startCache();
    const first = ask("/article/7");
    renders.release("статията");
    await first;

    cache.invalidate({ pages: "articles", articleIds: [7], categories: [] });
    const gone = ask("/article/7");
    renders.release("няма я", 503);
    expect(await gone).toMatchObject({ status: 503 });
    await settle();
    const again = ask("/article/7");
    expect(renders.started()).toBe(3);
    expect(await Promise.race([again, settle().then(() => "waits")])).toBe("waits");
    renders.release("пак я няма", 503);
    expect(await again).toMatchObject({ status: 503 });
  });
});
