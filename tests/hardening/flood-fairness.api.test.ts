import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteAdmissionLimits } from "#server/http/admission.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { rawRequest } from "#tests/helpers/http.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";

/**
 * Issue 30, point 3: 32–64 search clients stalled every other request for 14–22 s, health checks
 * and cached pages included, because every request waited in one first-come queue of the
 * embedded database without bound. Here one address floods the search while the database is
 * held busy: its share of the queue is bounded (the rest refused at once), another reader's
 * request is admitted after at most one of the flood's, and the health check and a cached page
 * answer while the flood still waits. Ordering and counts only, no timing: how long floods take
 * is the bench's (`scripts/bench/flood.ts`).
 */

let t: TestApp;
let base: string;
const flooder = "203.0.113.66";
const reader = "198.51.100.23";
/** The page cache's clock: the cached page stays fresh however long the flood takes. */
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({}, undefined, { web: true, now: clock.now });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  for (let i = 0; i < 30; i++)
    await insertArticle(t.db, {
      title: `Новина за бюджета ${i}`,
      paragraphs: [`<p>Бюджетът и парламентът, част ${i}.</p>`],
    });
}, 120_000);
afterAll(() => t.close());

describe("a flood from one address on the embedded database", () => {
  it("keeps its share of the queue bounded and lets others, the health check and cached pages through", async () => {
    const admission = t.app.admission;
    if (!admission) return; // PostgreSQL runs statements side by side: no admission queue
    // A page in the cache before the flood.
    expect((await rawRequest(`${base}/home`)).status).toBe(200);
    expect((await rawRequest(`${base}/home`)).headers["x-page-cache"]).toBe("hit");

    // The database is busy (a transaction of its own, open until the checks below are done), so
    // every search waits its turn. (Not pg_sleep: on PGlite it would hold the event loop itself.)
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const busy = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate;
    });
    const finished: string[] = [];
    const track = (name: string, answer: Promise<LightMyRequestResponse>) =>
      answer.then((res) => {
        finished.push(name);
        return res;
      });
    const flood = Array.from({ length: 200 }, (_, i) =>
      track(
        `flood ${i}`,
        t.app.inject({ url: `/api/search?q=${encodeURIComponent(`бюджет ${i}`)}`, remoteAddress: flooder }),
      ),
    );
    const { turns, waitingPerClient } = pgliteAdmissionLimits;
    await expect.poll(() => admission.load).toEqual({ active: turns, waiting: waitingPerClient });
    const other = track("other reader", t.app.inject({ url: "/api/articles?sort=date", remoteAddress: reader }));
    await expect.poll(() => admission.load.waiting).toBe(waitingPerClient + 1);
    // The health check and a cached page, asked while the flood waits.
    const health = track("health", t.app.inject({ url: "/api/health", remoteAddress: reader }));
    // (Through Fastify, as a page whose entry a request finds only after routing: a hit before
    // routing never reaches the queue at all.)
    const cached = track("cached page", t.app.inject({ url: "/home", remoteAddress: reader }));
    // And over a socket, where a hit is answered before routing: the server must read it off its
    // socket between the flood's statements (the embedded database's work never holds the event loop).
    const overSocket = rawRequest(`${base}/home`).then((res) => {
      finished.push("cached page over a socket");
      return res;
    });

    openGate();
    await busy;
    const answers = await Promise.all(flood);
    expect((await other).statusCode).toBe(200);
    expect((await health).statusCode).toBe(200);
    expect((await cached).headers["x-page-cache"]).toBe("hit");
    expect((await overSocket).headers["x-page-cache"]).toBe("hit");
    // Past its share the flood was refused at once (429 with Retry-After), never queued.
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(200 - turns - waitingPerClient);
    expect(refused.every((a) => Number(a.headers["retry-after"]) > 0)).toBe(true);
    expect(answers.filter((a) => a.statusCode !== 429).every((a) => a.statusCode === 200)).toBe(true);
    // The other reader was admitted after the turns in use and one more of the flood's (the next
    // in rotation), and ran beside at most the other turns' searches; the health check and the
    // cached page waited for no search's turn. Not behind the flood's queue.
    const searchesServedBefore = (name: string) =>
      finished
        .slice(0, finished.indexOf(name))
        .filter((done) => done.startsWith("flood") && answers[Number(done.slice(6))]!.statusCode === 200).length;
    const served = answers.filter((a) => a.statusCode === 200).length;
    expect(served).toBeGreaterThan(3 * turns);
    expect(searchesServedBefore("other reader")).toBeLessThanOrEqual(2 * turns);
    expect(searchesServedBefore("health")).toBeLessThanOrEqual(turns);
    expect(searchesServedBefore("cached page")).toBeLessThanOrEqual(turns);
    expect(searchesServedBefore("cached page over a socket")).toBeLessThanOrEqual(turns);
    expect(admission.load).toEqual({ active: 0, waiting: 0 });
  }, 60_000);
});
