import { describe, expect, it } from "vitest";
import { anyPageChange, createLocalContentChanges, type PageChange } from "#server/db/content-changes.ts";
import type { Database } from "#server/db/client.ts";
import { pageCachePolicy } from "#server/web/page-cache/cache-policy.ts";
import { purgeRequest, withCdnPurges } from "./cdn-purge.ts";
import { changeKeys, moreFromKey, pageKeys } from "./surrogate-keys.ts";

describe("surrogate keys", () => {
  it("name an article's page by the article and the categories it lists, and every other page as a list", () => {
    expect(pageKeys("light /article/12-sofia", ["политика"])).toEqual(["site", "article-12", moreFromKey("политика")]);
    expect(pageKeys("dark /article/12.data", [])).toEqual(["site", "article-12"]);
    expect(pageKeys("light /home?tab=popular", [])).toEqual(["site", "lists", "home"]);
    expect(pageKeys("light /category/%D0%A1%D0%BF%D0%BE%D1%80%D1%82", [])).toEqual(["site", "lists", "category"]);
    expect(pageKeys("light /tag/izbori", [])).toEqual(["site", "lists", "tag"]);
    // One token each, whatever the category's name.
    expect(moreFromKey("Наука и техника")).toMatch(/^more-from-[0-9a-f]{16}$/);
  });

  it("purge what a change reaches, as the page cache drops it", () => {
    expect(changeKeys({ pages: "none" })).toEqual([]);
    expect(changeKeys(anyPageChange)).toEqual(["site"]);
    expect(changeKeys({ pages: "articles", articleIds: [3, 4], categories: ["спорт"] })).toEqual([
      "lists",
      "article-3",
      "article-4",
      moreFromKey("спорт"),
    ]);
    // A live entry (decision 0140): the article's own page, no list.
    expect(changeKeys({ pages: "articles", articleIds: [5], categories: [], ownPagesOnly: true })).toEqual([
      "article-5",
    ]);
  });
});

describe("purge requests", () => {
  const keys = ["article-3", "lists"];

  it("are Fastly's purge by surrogate keys", () => {
    const { url, init } = purgeRequest({ kind: "fastly", serviceId: "svc1", token: "tok" }, keys);
    expect(url).toBe("https://api.fastly.com/service/svc1/purge");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "fastly-key": "tok", "surrogate-key": "article-3 lists" });
  });

  it("are Cloudflare's purge by cache tags", () => {
    const { url, init } = purgeRequest({ kind: "cloudflare", zoneId: "zone9", token: "tok" }, keys);
    expect(url).toBe("https://api.cloudflare.com/client/v4/zones/zone9/purge_cache");
    expect(init.headers).toMatchObject({ authorization: "Bearer tok" });
    expect(JSON.parse(String(init.body))).toEqual({ tags: keys });
  });

  it("are an HTTP PURGE with the keys for Varnish and nginx", () => {
    const { url, init } = purgeRequest({ kind: "http", url: "http://cache:6081/" }, keys);
    expect(url).toBe("http://cache:6081/");
    expect(init).toEqual({ method: "PURGE", headers: { "surrogate-key": "article-3 lists" } });
  });
});

describe("content changes that purge the CDN", () => {
  const db = {} as Database;

  it("drop the pages here first, then queue a purge now and one once every process's cache is younger", async () => {
    const order: string[] = [];
    const inner = createLocalContentChanges();
    inner.subscribe((change) => order.push(`dropped ${change.pages}`));
    const queued: { keys: unknown; afterMs: number }[] = [];
    const changes = withCdnPurges(
      inner,
      {
        enqueue: async (_db, _kind, payload, options) => {
          order.push("queued");
          queued.push({ keys: (payload as { keys: string[] }).keys, afterMs: options?.afterMs ?? 0 });
        },
      },
      db,
      (error) => expect.fail(String(error)),
    );
    await changes.announce({ pages: "articles", articleIds: [5], categories: [] });
    await changes.announce({ pages: "none" });
    expect(order).toEqual(["dropped articles", "queued", "queued", "dropped none"]);
    expect(queued).toEqual([
      { keys: ["lists", "article-5"], afterMs: 0 },
      { keys: ["lists", "article-5"], afterMs: pageCachePolicy.maxStaleMs + 1_000 },
    ]);
  });

  it("report a purge that cannot be queued, and the write that announced it still succeeds", async () => {
    const errors: unknown[] = [];
    const changes = withCdnPurges(
      createLocalContentChanges(),
      {
        enqueue: async () => {
          throw new Error("the database went away");
        },
      },
      db,
      (error) => errors.push(error),
    );
    const change: PageChange = anyPageChange;
    await expect(changes.announce(change)).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
