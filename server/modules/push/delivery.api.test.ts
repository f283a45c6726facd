import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { backgroundJobLimits, pushLimits } from "#common/limits.ts";
import { startDurableJobs, type DurableJobs } from "#server/background/durable-jobs.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { backgroundJobs, pushAlerts, pushDeliveries } from "#server/db/schema.ts";
import { createUser } from "#server/modules/users/service.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { startTestPushService, type TestPushService } from "#tests/helpers/push-service.ts";
import { createTestClock } from "#tests/helpers/test-clock.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { pushAlertDelivery } from "./delivery.ts";
import { createPushSender, type PushSender } from "./push-sender.ts";
import { pushAlertJob, sendAlert, subscribe } from "./service.ts";
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

function runner(sender: PushSender) {
  const jobs: DurableJobs = startDurableJobs({
    db: database.db,
    now,
    handlers: {
      [pushAlertJob]: pushAlertDelivery({ db: database.db, now, send: sender, siteName: "Хроника", jobs: () => jobs }),
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
