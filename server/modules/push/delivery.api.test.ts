import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { backgroundJobLimits, pushLimits } from "#common/limits.ts";
import { startDurableJobs, type DurableJobs } from "#server/background/durable-jobs.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { backgroundJobs, pushAlerts, pushDeliveries, pushSubscriptions } from "#server/db/schema.ts";
import { createUser } from "#server/modules/users/service.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { startTestPushService, type TestPushService } from "#tests/helpers/push-service.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { pushAlertDelivery } from "./delivery.ts";
import { createPushSender, type PushSender } from "./push-sender.ts";
import { pushAlertJob, removeSubscriptions, sendAlert, subscribe } from "./service.ts";
import { resolveVapidKeys } from "./vapid-keys.ts";

/**
 * Issue 37, point 4: a process killed in the middle of an alert's delivery (decision 0142). Two
 * runners of the durable jobs on one database stand for two processes: the first sends part of a
 * batch and never answers again (killed between the push and its mark); once the leases end on
 * the app's clock, the second takes the job over and delivers the rest, each once. Only the
 * messages the killed one had pushed without marking are pushed again, with the same Topic and
 * tag, which the push service and the browser show once. On the embedded database, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */

let database: DatabaseHandle;
let push: TestPushService;
const runners: DurableJobs[] = [];
const clock = createTestClock(Date.parse("2026-11-30T19:00:00Z"));
const now = () => new Date(clock.now());
let send: PushSender;

beforeAll(async () => {
  database = await createTestDatabase();
  push = await startTestPushService();
  const keys = await resolveVapidKeys(undefined, await mkdtemp(path.join(tmpdir(), "hronika-vapid-")));
  send = createPushSender({ keys, subject: "mailto:desk@hronika.example", agent: push.agent });
}, 120_000);
afterAll(async () => {
  for (const runner of runners) await runner.close();
  await database?.close();
  await push?.close();
});

/** Whether every subscription of the alert's audience was reached, removed or given up on. */
async function reached(alert: { id: number }) {
  const [row] = await database.db.select().from(pushAlerts).where(eq(pushAlerts.id, alert.id));
  return row!.delivered + row!.removed + row!.failed >= row!.total;
}

let editors = 0;

/**
 * A new audience of `count` browsers (the earlier tests' runners stopped, their subscriptions
 * gone), and an alert about a new article sent to it through a runner that delivers none: nothing
 * is enrolled or sent before the test starts its own.
 */
async function alertToNewAudience(count: number, articleTitle: string, text: string) {
  for (const done of runners.splice(0)) await done.close();
  await database.db.delete(pushSubscriptions);
  const browsers = Array.from({ length: count }, () => push.browser());
  for (const browser of browsers) await subscribe(database.db, browser.subscription, now());
  const user = (await createUser(database.db, {
    username: `dezhuren${++editors}`,
    password: "correct-horse-battery",
    role: "Editor",
    isActive: true,
  }))!;
  const articleId = await insertArticle(database.db, { title: articleTitle });
  const desk = startDurableJobs({ db: database.db, now, handlers: {}, onError: () => undefined });
  runners.push(desk);
  const alert = await sendAlert(
    database.db,
    { jobs: desk, publicUrl: "https://hronika.example" },
    { user, ipAddress: "192.0.2.1" },
    articleId,
    { title: text },
    now(),
  );
  return { browsers, alert };
}

/** Passes of the delivery job run, by every runner. */
let passes = 0;

function runner(sender: PushSender, enrollChunk?: number) {
  const deliver = pushAlertDelivery({
    db: database.db,
    now,
    send: sender,
    siteName: "Хроника",
    jobs: () => jobs,
    enrollChunk,
  });
  const jobs: DurableJobs = startDurableJobs({
    db: database.db,
    now,
    handlers: {
      [pushAlertJob]: (payload) => {
        passes++;
        return deliver(payload);
      },
    },
    onError: () => undefined,
  });
  runners.push(jobs);
  return jobs;
}

it("resumes a killed process's delivery in another and reaches every subscription, repeating only what was pushed unmarked", async () => {
  // More than a pass's lanes twice over and more than one settlement's worth.
  const count = pushLimits.settleEvery + 2 * pushLimits.concurrent + 20;
  const browsers = Array.from({ length: count }, () => push.browser());
  for (const browser of browsers) await subscribe(database.db, browser.subscription, now());
  const user = (await createUser(database.db, {
    username: "redaktor",
    password: "correct-horse-battery",
    role: "Editor",
    isActive: true,
  }))!;
  const articleId = await insertArticle(database.db, { title: "Извънредно" });

  // The first process: its 30th push reaches the service, then it is killed (its sends never end).
  const pushedBeforeKill = 30;
  let sent = 0;
  let killedAt: () => void = () => undefined;
  const killed = new Promise<void>((resolve) => (killedAt = resolve));
  let wakeTheDead: (outcome: Awaited<ReturnType<PushSender>>) => void = () => undefined;
  const never = new Promise<Awaited<ReturnType<PushSender>>>((resolve) => (wakeTheDead = resolve));
  const first = runner(async (message) => {
    const n = ++sent;
    if (n > pushedBeforeKill) return never;
    const outcome = await send(message);
    if (n === pushedBeforeKill) killedAt();
    return outcome;
  });

  const alert = await sendAlert(
    database.db,
    { jobs: first, publicUrl: "https://hronika.example" },
    { user, ipAddress: "192.0.2.1" },
    articleId,
    { title: "Извънредно: мостът е затворен" },
    now(),
  );
  expect(alert.total).toBe(count);
  void first.runNow();
  await killed;
  await expect.poll(() => push.received.length).toBe(pushedBeforeKill);
  // Nothing marked yet: the killed pass settles a group only once all its pushes were answered.
  expect(await database.db.select().from(pushDeliveries)).toHaveLength(count);

  // The second process, before the leases end, finds nothing to take...
  const second = runner(send);
  await second.runNow();
  expect(push.received).toHaveLength(pushedBeforeKill);
  // ...and after them, takes the job over and delivers the rest.
  clock.advance(Math.max(backgroundJobLimits.leaseMs, pushLimits.deliveryLeaseMs) + 1);
  for (let pass = 0; pass < 10 && (await database.db.select().from(pushDeliveries)).length > 0; pass++)
    await second.runNow();
  expect(await database.db.select().from(pushDeliveries)).toEqual([]);
  expect(push.broken).toEqual([]);

  const repeated = new Set(push.received.slice(0, pushedBeforeKill).map((message) => message.browser));
  for (const browser of browsers) {
    const messages = push.of(browser);
    // Each browser got it; the ones pushed just before the kill twice, as one notification (same topic and tag).
    expect(messages.length).toBe(repeated.has(browser.id) ? 2 : 1);
    expect(new Set(messages.map((message) => message.headers.topic))).toEqual(new Set([`alert${alert.id}`]));
    expect(new Set(messages.map((message) => message.payload.tag))).toEqual(new Set([`alert-${alert.id}`]));
  }
  expect(push.received).toHaveLength(count + pushedBeforeKill);

  // The killed process coming back to life changes nothing: its deliveries and its job are no longer its own.
  wakeTheDead({ kind: "delivered" });
  await first.runNow();
  const [row] = await database.db.select().from(pushAlerts);
  expect(row).toMatchObject({ total: count, delivered: count, removed: 0, failed: 0 });
  expect(await database.db.select().from(backgroundJobs)).toEqual([]);
  expect(push.received).toHaveLength(count + pushedBeforeKill);
}, 120_000);

it("sends an alert to the subscriptions there were when it was sent, enrolled in chunks, and counts those gone before theirs", async () => {
  const { browsers, alert } = await alertToNewAudience(7, "Наводнение", "Извънредно: реката преля");
  // Counted when sent, enrolled by the job: no delivery row was written by the desk's click.
  expect(alert).toMatchObject({ total: 7, pending: 7, delivered: 0 });
  expect(await database.db.select().from(pushDeliveries)).toEqual([]);
  // A reader who subscribes after it is not its audience; one who stops before being enrolled is removed.
  const late = push.browser();
  await subscribe(database.db, late.subscription, now());
  const [gone] = browsers.splice(5, 1);
  await removeSubscriptions(database.db, { endpoint: gone!.subscription.endpoint });

  passes = 0;
  const jobs = runner(send, 3);
  for (let pass = 0; pass < 10 && !(await reached(alert)); pass++) await jobs.runNow();
  expect(await reached(alert)).toBe(true);
  // Three subscriptions a pass: the audience (6 of its 7 left) took two.
  expect(passes).toBeGreaterThanOrEqual(2);
  expect(push.broken).toEqual([]);
  for (const browser of browsers)
    expect(push.of(browser).filter((message) => message.headers.topic === `alert${alert.id}`)).toHaveLength(1);
  expect(push.of(gone!)).toEqual([]);
  expect(push.of(late)).toEqual([]);
  const [row] = await database.db.select().from(pushAlerts).where(eq(pushAlerts.id, alert.id));
  expect(row).toMatchObject({ total: 7, enrolled: 6, delivered: 6, removed: 1, failed: 0 });
  expect(await database.db.select().from(pushDeliveries)).toEqual([]);
}, 120_000);

it("starts no message after a pass's time, so that the process's other jobs wait little, and sends the rest in the next", async () => {
  const { browsers, alert } = await alertToNewAudience(
    pushLimits.concurrent + 50,
    "Буря",
    "Извънредно: бурята приближава",
  );

  // Each answer takes a quarter of a pass's time on the app's clock: the lanes start their first
  // messages together, three more after the first three answers, and none after the fourth.
  const sentInPass: number[] = [];
  passes = 0;
  const jobs = runner(async (message) => {
    sentInPass[passes] = (sentInPass[passes] ?? 0) + 1;
    const outcome = await send(message);
    clock.advance(pushLimits.passMs / 4);
    return outcome;
  });
  for (let pass = 0; pass < 10 && !(await reached(alert)); pass++) await jobs.runNow();
  expect(sentInPass[1]).toBe(pushLimits.concurrent + 3);
  expect(sentInPass.slice(2).reduce((sum, n) => sum + (n ?? 0), 0)).toBe(50 - 3);
  for (const browser of browsers)
    expect(push.of(browser).filter((message) => message.headers.topic === `alert${alert.id}`)).toHaveLength(1);
  const [row] = await database.db.select().from(pushAlerts).where(eq(pushAlerts.id, alert.id));
  expect(row).toMatchObject({ total: browsers.length, delivered: browsers.length, failed: 0 });
}, 120_000);
