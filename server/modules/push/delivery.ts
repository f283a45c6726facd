import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { pushLimits } from "#common/limits.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { pushAlerts, pushDeliveries, pushSubscriptions } from "#server/db/schema.ts";
import type { DurableJobs } from "#server/background/durable-jobs.ts";
import { pushPayload, pushTopic } from "./push-payload.ts";
import type { PushOutcome, PushSender } from "./push-sender.ts";
import { pushAlertJob, removeSubscriptions } from "./service.ts";

/**
 * The delivery of an alert (decisions 0142, 0143), as a durable job (`push-alert`, decision 0129):
 * each run is one pass that enrolls a chunk of the alert's audience while some is left, takes a
 * batch of its waiting deliveries, sends them and settles each, then queues the job again while
 * any wait. A process killed in a pass loses nothing: the job's lease ends and another process
 * runs it, and the deliveries it had taken are taken again once their own lease ends.
 *
 * Exactly once, and where it is only nearly so: a delivery is taken (leased) before its message is
 * sent and deleted after the push service took it, a few hundred at a time
 * (`pushLimits.settleEvery`). A process killed between the two sends those messages again from the
 * next pass. The push service then replaces an undelivered first message with its repeat (same
 * `Topic`), and the service worker replaces a shown notification with it (same `tag`): the reader
 * sees the alert once.
 */

const payloadSchema = z.object({ alertId: z.number().int().positive() });

type AlertRow = typeof pushAlerts.$inferSelect;

/**
 * Enrolls the next chunk of the alert's audience (decision 0143): a delivery row for each of its
 * next `pushLimits.enrollChunk` subscriptions. With the last chunk, the audience's subscriptions
 * that ended before they were enrolled count as removed (no row of theirs could be counted).
 * Answers whether some of the audience is still to enroll. A pass that lost its job to another
 * changes nothing (the enrolled mark is compared).
 */
async function enroll(db: Database, alert: AlertRow, now: Date, chunk: number): Promise<boolean> {
  if (alert.enrolledUpTo >= alert.audienceUpTo) return false;
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [row] = await queryRows<{ upTo: string | number }>(
      tx,
      sql`with chunk as (
            select id from ${pushSubscriptions}
             where id > ${alert.enrolledUpTo} and id <= ${alert.audienceUpTo}
             order by id limit ${chunk}),
          added as (
            insert into ${pushDeliveries} (alert_id, subscription_id, run_at)
            select ${alert.id}, id, ${now.toISOString()}::timestamptz from chunk
            on conflict do nothing
            returning 1)
          update ${pushAlerts} a
             set enrolled_up_to = case when (select count(*) from chunk) < ${chunk}
                                       then ${alert.audienceUpTo} else (select max(id) from chunk) end,
                 enrolled = a.enrolled + (select count(*)::int from added)
           where a.id = ${alert.id} and a.enrolled_up_to = ${alert.enrolledUpTo}
       returning a.enrolled_up_to as "upTo"`,
    );
    if (!row) return false;
    if (Number(row.upTo) < alert.audienceUpTo) return true;
    await tx
      .update(pushAlerts)
      .set({
        removed: sql`${pushAlerts.removed} + greatest(0, ${pushAlerts.total} - ${pushAlerts.enrolled})`,
        // A subscription that was being stored as the alert was counted may be enrolled without having been counted.
        total: sql`greatest(${pushAlerts.total}, ${pushAlerts.enrolled})`,
      })
      .where(eq(pushAlerts.id, alert.id));
    return false;
  });
}

type Taken = { subscriptionId: number; endpoint: string; p256dh: string; auth: string; attempts: number };

/** Takes up to a batch of the alert's due deliveries, leased to this pass until `leaseEnd`. */
function takeDeliveries(db: Database, alertId: number, now: Date, leaseEnd: Date): Promise<Taken[]> {
  const at = now.toISOString();
  return queryRows<Taken>(
    db,
    sql`with due as (
          select alert_id, subscription_id from ${pushDeliveries}
           where alert_id = ${alertId} and run_at <= ${at}::timestamptz
             and (locked_until is null or locked_until < ${at}::timestamptz)
           order by run_at, subscription_id
           limit ${pushLimits.batch}
             for update skip locked)
        update ${pushDeliveries} d
           set locked_until = ${leaseEnd.toISOString()}::timestamptz, attempts = d.attempts + 1
          from due join ${pushSubscriptions} s on s.id = due.subscription_id
         where d.alert_id = due.alert_id and d.subscription_id = due.subscription_id
     returning d.subscription_id as "subscriptionId", s.endpoint, s.p256dh, s.auth, d.attempts`,
  );
}

/** The deliveries of the alert this pass still holds (its lease not taken over by another pass). */
const held = (alertId: number, leaseEnd: Date, ids: number[]) =>
  and(
    eq(pushDeliveries.alertId, alertId),
    eq(pushDeliveries.lockedUntil, leaseEnd),
    inArray(pushDeliveries.subscriptionId, ids),
  );

/** Deletes held deliveries and adds how many there were to one of the alert's counts. */
async function finish(db: Database, alertId: number, leaseEnd: Date, ids: number[], counter: "delivered" | "failed") {
  if (ids.length === 0) return;
  const column = pushAlerts[counter];
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const done = await tx
      .delete(pushDeliveries)
      .where(held(alertId, leaseEnd, ids))
      .returning({ id: pushDeliveries.subscriptionId });
    if (done.length > 0)
      await tx
        .update(pushAlerts)
        .set({ [counter]: sql`${column} + ${done.length}` })
        .where(eq(pushAlerts.id, alertId));
  });
}

/** The delay before attempt `attempts + 1` of a delivery the push service refused for a while. */
const retryDelayMs = (attempts: number) => pushLimits.firstRetryMs * 2 ** Math.max(0, attempts - 1);

/** Settles what one group of sends came to. */
async function settle(
  db: Database,
  alertId: number,
  leaseEnd: Date,
  results: { delivery: Taken; outcome: PushOutcome }[],
  now: Date,
) {
  const ids = (kind: PushOutcome["kind"], where: (delivery: Taken) => boolean = () => true) =>
    results.filter((r) => r.outcome.kind === kind && where(r.delivery)).map((r) => r.delivery.subscriptionId);
  await finish(db, alertId, leaseEnd, ids("delivered"), "delivered");
  const gone = ids("gone");
  if (gone.length > 0) await removeSubscriptions(db, { ids: gone });
  await finish(
    db,
    alertId,
    leaseEnd,
    ids("retry", (d) => d.attempts >= pushLimits.maxAttempts),
    "failed",
  );
  // Tried again later, each after its own delay (the attempts of a batch differ).
  for (const result of results) {
    const { delivery, outcome } = result;
    if (outcome.kind !== "retry" || delivery.attempts >= pushLimits.maxAttempts) continue;
    await db
      .update(pushDeliveries)
      .set({ runAt: new Date(now.getTime() + retryDelayMs(delivery.attempts)), lockedUntil: null })
      .where(held(alertId, leaseEnd, [delivery.subscriptionId]));
  }
}

/**
 * Sends a pass's deliveries over `pushLimits.concurrent` lanes, each sending one message at a time,
 * and settles what they were answered every `settleEvery` answers, one settlement after another,
 * while the lanes go on. New messages stop after `passMs`, so that the process's other jobs (a
 * scheduled publication) wait for a pass that long and one answer at most, and before an answer
 * could outlast the lease; the deliveries left are handed back unsent, to the next pass.
 */
async function sendTaken(pass: {
  db: Database;
  alertId: number;
  leaseEnd: Date;
  taken: Taken[];
  now: () => Date;
  send: (delivery: Taken) => Promise<PushOutcome>;
}) {
  const { db, alertId, leaseEnd, taken, now } = pass;
  const startsUntil = Math.min(now().getTime() + pushLimits.passMs, leaseEnd.getTime() - pushLimits.requestTimeoutMs);
  let cursor = 0;
  let answered: { delivery: Taken; outcome: PushOutcome }[] = [];
  let settling = Promise.resolve();
  const settleAnswered = () => {
    const group = answered;
    answered = [];
    settling = settling.then(() => settle(db, alertId, leaseEnd, group, now()));
  };
  const lane = async () => {
    while (cursor < taken.length && now().getTime() < startsUntil) {
      const delivery = taken[cursor++]!;
      // Awaited before `answered` is read: that array may have gone to a settlement meanwhile.
      const outcome = await pass.send(delivery);
      answered.push({ delivery, outcome });
      if (answered.length >= pushLimits.settleEvery) settleAnswered();
    }
  };
  await Promise.all(Array.from({ length: Math.min(pushLimits.concurrent, taken.length) }, lane));
  settleAnswered();
  await settling;
  const left = taken.slice(cursor).map((delivery) => delivery.subscriptionId);
  if (left.length > 0)
    await db
      .update(pushDeliveries)
      .set({ lockedUntil: null, attempts: sql`${pushDeliveries.attempts} - 1` })
      .where(held(alertId, leaseEnd, left));
}

/** When the alert's next waiting delivery may be taken (its moment, or its lease's end), or null when none waits. */
async function nextMoment(db: Database, alertId: number): Promise<Date | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`select min(greatest(run_at, coalesce(locked_until, run_at))) as at
          from ${pushDeliveries} where alert_id = ${alertId}`,
  );
  return row?.at ? new Date(row.at) : null;
}

/**
 * The handler of the `push-alert` job: one pass over an alert's deliveries. `jobs` is the runner
 * it belongs to (given late: the runner is made with its handlers), which it queues the next pass on.
 */
export function pushAlertDelivery(options: {
  db: Database;
  now: () => Date;
  send: PushSender;
  siteName: string;
  jobs: () => Pick<DurableJobs, "enqueue">;
  /** Subscriptions enrolled a pass (tests make it small). */
  enrollChunk?: number;
}): (payload: unknown) => Promise<void> {
  const { db, now, send, siteName } = options;
  return async (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return;
    const { alertId } = parsed.data;
    const [alert] = await db.select().from(pushAlerts).where(eq(pushAlerts.id, alertId));
    // The article (and with it the alert) was deleted: nothing left to send.
    if (!alert) return;
    const message = JSON.stringify(pushPayload(siteName, alert));
    const topic = pushTopic(alertId);
    const enrolling = await enroll(db, alert, now(), options.enrollChunk ?? pushLimits.enrollChunk);
    const leaseEnd = new Date(now().getTime() + pushLimits.deliveryLeaseMs);
    const taken = await takeDeliveries(db, alertId, now(), leaseEnd);
    await sendTaken({
      db,
      alertId,
      leaseEnd,
      taken,
      now,
      send: (subscription) => send({ subscription, payload: message, topic }),
    });
    const next = enrolling ? now() : await nextMoment(db, alertId);
    if (next)
      await options
        .jobs()
        .enqueue(db, pushAlertJob, { alertId }, { afterMs: Math.max(0, next.getTime() - now().getTime()) });
  };
}
