import { stat } from "node:fs/promises";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushLimits, rateLimits } from "#common/limits.ts";
import { pushRuleTexts } from "#common/messages/push.ts";
import { pushReaderTexts } from "#common/messages/reader.ts";
import type { Alert, ArticleAlerts } from "#common/schemas/push.ts";
import { articles, auditLogs, pushDeliveries, pushSubscriptions } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { startTestPushService, type TestBrowser, type TestPushService } from "#tests/helpers/push-service.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { resolveVapidKeys } from "./vapid-keys.ts";

/**
 * Issue 37, point 4 through the API (decision 0142): readers' browsers subscribe and stop; the
 * editorial desk sends an alert for a published article; a local push service checks that every
 * browser gets each alert once, encrypted to its keys and signed with the site's VAPID key; the
 * subscriptions a push service says are gone are removed. (A process killed while delivering:
 * delivery.api.test.ts.)
 */

let t: TestApp;
let push: TestPushService;
let journalist: TestUser;
let editor: TestUser;
let admin: TestUser;
let owner: TestUser;
const clock = createTestClock(Date.parse("2026-11-30T18:00:00Z"));

beforeAll(async () => {
  push = await startTestPushService();
  t = await createTestApp({ PUBLIC_URL: "https://hronika.example" }, undefined, {
    now: clock.now,
    pushAgent: push.agent,
  });
  journalist = await t.createStaff();
  editor = await t.createStaff({ role: "Editor", name: "Елена Петрова" });
  admin = await t.createStaff({ role: "Admin" });
  owner = await t.createStaff({ role: "Owner" });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await push?.close();
});

/** A reader's browser's request: same-site, from its own address (each test its own, for the rate limit). */
let address = 0;
function reader(url: string, payload: unknown, ip = `198.51.100.${++address}`) {
  return t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    remoteAddress: ip,
    headers: { "sec-fetch-site": "same-origin" },
  });
}
const subscribe = (browser: TestBrowser) => reader("/api/push/subscriptions", browser.subscription);

/** Runs the delivery jobs until no delivery waits (on the app's clock, which only the tests move). */
async function deliverAll() {
  for (let pass = 0; pass < 50; pass++) {
    await t.app.jobs.runNow();
    const [waiting] = await t.db.select({ id: pushDeliveries.alertId }).from(pushDeliveries).limit(1);
    if (!waiting) return;
  }
  throw new Error("deliveries still waiting after 50 passes");
}

const sendAs = (who: TestUser | null, articleId: number, title: unknown) =>
  t.injectAs(who, { method: "POST", url: `/api/admin/articles/${articleId}/alerts`, payload: { title } });

describe("the VAPID keys", () => {
  it("are generated once into DATA_DIR, readable by the owner alone, and the same for processes starting at once", async () => {
    const file = path.join(t.config.dataDir, "secrets", "vapid-keys.json");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const key = (await t.app.inject({ url: "/api/push/key" })).json() as { publicKey: string };
    const again = await resolveVapidKeys(undefined, t.config.dataDir);
    expect(again.publicKey).toBe(key.publicKey);
    expect(key.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);

    // Eight processes on a new DATA_DIR: one pair for all of them.
    const fresh = path.join(t.config.dataDir, "fresh");
    const pairs = await Promise.all(Array.from({ length: 8 }, () => resolveVapidKeys(undefined, fresh)));
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
  });

  it("are the configured ones when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set", async () => {
    const configured = { publicKey: `B${"a".repeat(86)}`, privateKey: "b".repeat(43) };
    expect(await resolveVapidKeys(configured, t.config.dataDir)).toBe(configured);
  });
});

describe("readers' subscriptions", () => {
  it("keeps the endpoint and keys alone, once per endpoint (a repeat replaces the keys), and forgets them on request", async () => {
    const browser = push.browser();
    const first = await subscribe(browser);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ subscribed: true });
    const renewed = { ...browser.subscription, keys: { ...browser.subscription.keys, auth: "A".repeat(22) } };
    expect((await reader("/api/push/subscriptions", renewed)).statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
    expect(rows).toHaveLength(1);
    // Nothing about the reader: no address, account or cookie (docs/PRIVACY.md).
    expect(Object.keys(rows[0]!).sort()).toEqual(["auth", "createdAt", "endpoint", "id", "p256dh"]);
    expect(rows[0]!.auth).toBe("A".repeat(22));
    expect(rows[0]!.createdAt.toISOString()).toBe(new Date(clock.now()).toISOString());

    const stop = await reader("/api/push/subscriptions/unsubscribe", { endpoint: browser.subscription.endpoint });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ subscribed: false });
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint)),
    ).toEqual([]);
    // An unknown endpoint changes nothing.
    expect((await reader("/api/push/subscriptions/unsubscribe", { endpoint: "https://x.example/1" })).statusCode).toBe(
      200,
    );
  });

  it("refuses what no push service gives a browser with a 400 in Bulgarian, storing nothing", async () => {
    const { subscription } = push.browser();
    const before = (await t.db.select().from(pushSubscriptions)).length;
    const cases: [unknown, string][] = [
      [{ ...subscription, endpoint: subscription.endpoint.replace("https:", "http:") }, pushRuleTexts.endpoint],
      [{ ...subscription, endpoint: "https://127.0.0.1/push/1" }, pushRuleTexts.endpoint],
      [{ ...subscription, endpoint: "https://[::1]/push/1" }, pushRuleTexts.endpoint],
      [{ ...subscription, endpoint: "https://localhost/push/1" }, pushRuleTexts.endpoint],
      [{ ...subscription, endpoint: "https://user:pw@push.example/1" }, pushRuleTexts.endpoint],
      [
        { ...subscription, endpoint: `https://push.example/${"a".repeat(pushLimits.endpointMax)}` },
        pushRuleTexts.endpoint,
      ],
      [
        { ...subscription, keys: { ...subscription.keys, p256dh: subscription.keys.p256dh.slice(1) } },
        pushRuleTexts.keys,
      ],
      [{ ...subscription, keys: { ...subscription.keys, auth: "short" } }, pushRuleTexts.keys],
      // 65 bytes that start as a key does, but are no point of the curve.
      [
        { ...subscription, keys: { ...subscription.keys, p256dh: Buffer.alloc(65, 4).toString("base64url") } },
        pushRuleTexts.keys,
      ],
    ];
    for (const [payload, text] of cases) {
      const response = await reader("/api/push/subscriptions", payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(text);
    }
    expect((await reader("/api/push/subscriptions", { endpoint: 5 })).statusCode).toBe(400);
    expect((await reader("/api/push/subscriptions", null)).statusCode).toBe(400);
    expect((await t.db.select().from(pushSubscriptions)).length).toBe(before);
  });

  it("refuses a subscription another site made the browser send, and a flood from one address", async () => {
    const cross = await t.app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      payload: push.browser().subscription,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(cross.statusCode).toBe(403);
    const ip = "203.0.113.77";
    const { max } = rateLimits.pushSubscription.address;
    for (let i = 0; i < max; i++)
      expect((await reader("/api/push/subscriptions", push.browser().subscription, ip)).statusCode).toBe(201);
    const refused = await reader("/api/push/subscriptions", push.browser().subscription, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    await t.db.delete(pushSubscriptions);
  });
});

describe("sending an alert", () => {
  it("is the editorial desk's: readers 401, journalists 403; the Owner, an Admin and an Editor send", async () => {
    const articleId = await insertArticle(t.db, { title: "Земетресение в Софийско" });
    expect((await sendAs(null, articleId, "Земетресение")).statusCode).toBe(401);
    expect((await sendAs(journalist, articleId, "Земетресение")).statusCode).toBe(403);
    expect((await t.injectAs(journalist, { url: `/api/admin/articles/${articleId}/alerts` })).statusCode).toBe(403);
    for (const who of [owner, admin, editor])
      expect((await sendAs(who, articleId, "Земетресение")).statusCode).toBe(201);
    const list = (await t.injectAs(editor, { url: `/api/admin/articles/${articleId}/alerts` })).json() as ArticleAlerts;
    expect(list.alerts).toHaveLength(3);
    expect(list.alerts[0]!.sentBy).toBe("Елена Петрова");
  });

  it("only for a published article, with a text of 1 to 120 characters; refusals in Bulgarian, nothing sent", async () => {
    const draft = await insertArticle(t.db, { title: "Чернова", status: "draft" });
    const published = await insertArticle(t.db, { title: "Публикувана" });
    const refused = await sendAs(editor, draft, "Текст");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(pushRuleTexts.notPublished);
    expect((await sendAs(editor, 2_000_000, "Текст")).statusCode).toBe(404);
    const empty = await sendAs(editor, published, "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.title).toBe(pushRuleTexts.titleRequired);
    const long = await sendAs(editor, published, "я".repeat(pushLimits.titleMax + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.title).toBe(pushRuleTexts.titleTooLong(pushLimits.titleMax));
    expect((await sendAs(editor, published, 42)).statusCode).toBe(400);
    expect((await sendAs(editor, published, "я".repeat(pushLimits.titleMax))).statusCode).toBe(201);
  });

  it("reaches every subscription once, encrypted to its keys and signed by the site; gone ones (404, 410) are removed", async () => {
    await t.db.delete(pushSubscriptions);
    const readers = Array.from({ length: 5 }, () => push.browser());
    const expired = push.browser(410);
    const unknown = push.browser(404);
    for (const browser of [...readers, expired, unknown]) expect((await subscribe(browser)).statusCode).toBe(201);
    const articleId = await insertArticle(t.db, { title: "Изборите", thumbnail: "/media/2026/11/izbori.webp" });
    const [{ slug } = { slug: null }] = await t.db
      .select({ slug: articles.slug })
      .from(articles)
      .where(eq(articles.id, articleId));

    const sent = await sendAs(admin, articleId, "  Извънредно: изборите се отлагат  ");
    expect(sent.statusCode).toBe(201);
    const alert = sent.json() as Alert;
    expect(alert).toMatchObject({ title: "Извънредно: изборите се отлагат", total: 7, pending: 7, delivered: 0 });
    await deliverAll();

    const key = ((await t.app.inject({ url: "/api/push/key" })).json() as { publicKey: string }).publicKey;
    expect(push.broken).toEqual([]);
    for (const browser of readers) {
      const messages = push.of(browser);
      expect(messages).toHaveLength(1);
      const [message] = messages;
      expect(message!.payload).toEqual({
        title: pushReaderTexts.notificationTitle(t.config.siteName),
        body: "Извънредно: изборите се отлагат",
        url: `https://hronika.example/article/${articleId}${slug ? `-${slug}` : ""}`,
        icon: "https://hronika.example/media/2026/11/izbori.webp",
        tag: `alert-${alert.id}`,
        lang: "bg",
      });
      expect(message!.vapidKey).toBe(key);
      expect(message!.claims.aud).toBe(push.origin);
      expect(message!.claims.sub).toBe("https://hronika.example");
      expect(message!.headers.topic).toBe(`alert${alert.id}`);
      expect(message!.headers.ttl).toBe(String(pushLimits.ttlSeconds));
      expect(message!.headers.urgency).toBe("high");
      expect(message!.headers["content-encoding"]).toBe("aes128gcm");
    }
    const endpoints = (await t.db.select().from(pushSubscriptions)).map((row) => row.endpoint).sort();
    expect(endpoints).toEqual(readers.map((browser) => browser.subscription.endpoint).sort());

    const list = (await t.injectAs(editor, { url: `/api/admin/articles/${articleId}/alerts` })).json() as ArticleAlerts;
    expect(list.subscribers).toBe(5);
    expect(list.alerts[0]).toMatchObject({ id: alert.id, total: 7, delivered: 5, removed: 2, pending: 0, failed: 0 });
    const [audit] = await t.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
    expect(audit).toMatchObject({
      userId: admin.user.id,
      action: "CREATE",
      entityType: "ARTICLE",
      entityId: String(articleId),
    });
    expect(audit!.details).toContain("Извънредно: изборите се отлагат");

    // A second alert: each browser has had each alert once.
    const second = (await sendAs(editor, articleId, "Второ известие")).json() as Alert;
    await deliverAll();
    for (const browser of readers)
      expect(push.of(browser).map((message) => message.payload.tag)).toEqual([
        `alert-${alert.id}`,
        `alert-${second.id}`,
      ]);
    expect(push.broken).toEqual([]);
    // One push service, one VAPID token: signed once and sent with each of its messages (decision 0143).
    expect(new Set(push.received.map((message) => message.headers.authorization)).size).toBe(1);
  });

  it("tries a refused delivery again on the app's clock, and counts it failed after the last attempt", async () => {
    await t.db.delete(pushSubscriptions);
    let flakyAnswers = [500, 503];
    const flaky = push.browser(() => flakyAnswers.shift() ?? 201);
    const down = push.browser(503);
    const steady = push.browser();
    for (const browser of [flaky, down, steady]) await subscribe(browser);
    const articleId = await insertArticle(t.db, { title: "Наводнение" });
    const alert = (await sendAs(owner, articleId, "Наводнение във Варна")).json() as Alert;
    const counts = async () =>
      ((await t.injectAs(owner, { url: `/api/admin/articles/${articleId}/alerts` })).json() as ArticleAlerts)
        .alerts[0]!;

    await t.app.jobs.runNow();
    expect(await counts()).toMatchObject({ delivered: 1, pending: 2 });
    for (let attempt = 1; attempt < pushLimits.maxAttempts; attempt++) {
      clock.advance(pushLimits.firstRetryMs * 2 ** (attempt - 1));
      await t.app.jobs.runNow();
    }
    expect(await counts()).toMatchObject({ id: alert.id, total: 3, delivered: 2, failed: 1, pending: 0, removed: 0 });
    expect(push.of(flaky)).toHaveLength(1);
    expect(push.of(steady)).toHaveLength(1);
    expect(push.of(down)).toHaveLength(0);
    flakyAnswers = [];
    // A reader who stops with an alert still on its way: counted as removed.
    await t.db.delete(pushSubscriptions);
    const late = push.browser(503);
    await subscribe(late);
    const third = (await sendAs(owner, articleId, "Още")).json() as Alert;
    await t.app.jobs.runNow();
    await reader("/api/push/subscriptions/unsubscribe", { endpoint: late.subscription.endpoint });
    const last = ((await t.injectAs(owner, { url: `/api/admin/articles/${articleId}/alerts` })).json() as ArticleAlerts)
      .alerts[0]!;
    expect(last).toMatchObject({ id: third.id, total: 1, removed: 1, pending: 0 });
  });
});

describe("the service worker", () => {
  it("is served at the site's root, never cached stale, showing the alert in Bulgarian and opening its article", async () => {
    const response = await t.app.inject({ url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("showNotification");
    expect(response.body).toContain('lang: "bg"');
    expect(response.body).toContain(JSON.stringify(pushReaderTexts.notificationTitle(t.config.siteName)));
    expect(response.body).toContain("openWindow");
    // The site's CSP, unchanged: a same-origin worker script is allowed by its script-src 'self'.
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
  });
});
